/** The watch behind the owner's alerts (issue 44 item 2, decision 0134): every minute on every
 * instance, and after each job run. What it watches: the outbox's oldest unsent mail, each job's
 * failures in a row, the database answering, this instance's 5xx answers, and (with a schedule)
 * the backups. Incidents are rows (server/running/alerts.ts), so two instances mail once; only
 * "the database does not answer" cannot be written anywhere shared: each instance that sees it
 * mails the owners it last read, once, and records the incident when the database is back. */
import { sql } from 'drizzle-orm';
import {
  alertMail,
  JOB_FAILURES_TO_ALERT,
  OUTBOX_STALLED_MS,
  serverErrorsOver,
  SERVER_ERRORS_WINDOW_MS,
  type AlertKind,
} from '../../domain/running/alerts.ts';
import { alerts } from '../db/schema.ts';
import { onJobRun, recordJobRun, type JobName } from '../metrics/process-metrics.ts';
import { mailOwners, ownerAddresses, raiseAlert, resolveAlert, type Notifier } from './alerts.ts';

type Log = { warn: (obj: object, msg?: string) => void };
export type AlertJob = {
  /** One look at everything (the timer's, and the tests'). */
  check: () => Promise<void>;
  /** Counts a 5xx answer of this instance. */
  serverError: () => void;
  stop: () => Promise<void>;
};
/** Further watches (the backups'), run in each check while the database answers. */
export type ExtraCheck = (
  raise: (kind: AlertKind, subject?: string, detail?: string) => Promise<boolean>,
) => Promise<void>;

export function startAlertJob(
  n: Notifier & { log: Log; serverErrorThreshold: number; intervalMs?: number; extraChecks?: ExtraCheck[] },
): AlertJob {
  const failures = new Map<JobName, number>();
  const errors: number[] = [];
  let databaseDownSince: Date | null = null;
  let owners: string[] = n.config.shopNotifyEmail ? [n.config.shopNotifyEmail] : [];
  let running: Promise<void> | null = null;
  const warn = (error: Error) => n.log.warn({ error: error.message }, 'alerts: a watch failed');
  const raise = (kind: AlertKind, subject = '', detail = '') => raiseAlert(n, kind, subject, detail);

  const unsubscribe = onJobRun((job, error) => {
    if (job === 'alerts') return;
    if (!error) {
      if ((failures.get(job) ?? 0) >= JOB_FAILURES_TO_ALERT) resolveAlert(n.db, 'job-failed', job).catch(warn);
      failures.set(job, 0);
      return;
    }
    const count = (failures.get(job) ?? 0) + 1;
    failures.set(job, count);
    if (count === JOB_FAILURES_TO_ALERT) raise('job-failed', job, error.message.slice(0, 300)).catch(warn);
  });

  async function databaseAnswers(): Promise<boolean> {
    try {
      await n.db.execute(sql`select 1`);
    } catch (error) {
      if (!databaseDownSince) {
        databaseDownSince = new Date();
        await mailOwners(n, owners, alertMail('database-unreachable', '', (error as Error).message.slice(0, 300)));
      }
      return false;
    }
    if (databaseDownSince) {
      // the incident as it was, for the panel: the mail went when it began
      await n.db
        .insert(alerts)
        .values({ kind: 'database-unreachable', openedAt: databaseDownSince, resolvedAt: new Date() });
      databaseDownSince = null;
    }
    return true;
  }

  async function look(): Promise<void> {
    if (!(await databaseAnswers())) return;
    owners = await ownerAddresses(n.db, n.config.shopNotifyEmail);
    const { rows } = (await n.db.execute(sql`
      select count(*)::int as pending, min(created_at) as oldest from outbox
      where sent_at is null and failed_at is null and created_at < now() - ${`${OUTBOX_STALLED_MS} milliseconds`}::interval`)) as unknown as {
      rows: { pending: number; oldest: Date | null }[];
    };
    if (rows[0].pending > 0)
      await raise(
        'outbox-stalled',
        '',
        `${rows[0].pending} məktub 15 dəqiqədən çoxdur gözləyir (ən köhnəsi: ${new Date(rows[0].oldest!).toISOString()}).`,
      );
    else await resolveAlert(n.db, 'outbox-stalled');
    const now = Date.now();
    while (errors.length && errors[0] <= now - SERVER_ERRORS_WINDOW_MS) errors.shift();
    if (serverErrorsOver(errors, now, n.serverErrorThreshold))
      await raise(
        'server-errors',
        '',
        `Son 5 dəqiqədə ${errors.length} cavab 5xx oldu (hədd: ${n.serverErrorThreshold}).`,
      );
    else await resolveAlert(n.db, 'server-errors');
    for (const extra of n.extraChecks ?? []) await extra(raise);
  }

  const check = () =>
    (running ??= look()
      .then(
        () => recordJobRun('alerts'),
        (error: Error) => {
          recordJobRun('alerts', error);
          warn(error);
        },
      )
      .finally(() => (running = null)));
  const timer = setInterval(() => void check(), n.intervalMs ?? 60_000);
  timer.unref();
  return {
    check,
    serverError: () => {
      errors.push(Date.now());
      if (errors.length > n.serverErrorThreshold * 4) errors.shift();
    },
    stop: async () => {
      clearInterval(timer);
      unsubscribe();
      await running;
    },
  };
}
