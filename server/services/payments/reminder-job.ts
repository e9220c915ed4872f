/** The reminders' schedule (decision 0106): each instance sweeps every `intervalMs` (a minute by
 * default) and once at start, so a restart catches up at once. The sweep itself is safe to run on
 * every instance at the same time (server/services/payments/reminders.ts). */
import type { Db } from '../../db/client.ts';
import { wakeMailers } from '../../mail/mailer.ts';
import { recordJobRun } from '../../metrics/process-metrics.ts';
import { runPaymentReminders } from './reminders.ts';

type Log = { warn: (obj: object, msg?: string) => void };
export type ReminderJob = { stop: () => Promise<void> };

export function startReminderJob(db: Db, log: Log, intervalMs = 60_000): ReminderJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runPaymentReminders(db)
      .then((done) => {
        recordJobRun('payment-reminders');
        if (done > 0) wakeMailers();
      })
      .catch((error: Error) => {
        recordJobRun('payment-reminders', error);
        log.warn({ error: error.message }, 'payment reminders: the sweep failed');
      })
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
