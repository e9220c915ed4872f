/** The background mailer: claims due outbox rows (SKIP LOCKED, so several
 * app instances share one table), sends them, and retries failures with a
 * growing delay until MAX_ATTEMPTS. */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { recordJobRun } from '../metrics/process-metrics.ts';
import { mailFiles } from '../services/invoices/mail-files.ts';
import { getSettings } from '../services/settings/settings.ts';
import { createMailTransport, sender, type MailTransport } from './transport.ts';

type LogFn = (obj: object, msg?: string) => void;
export type MailLog = { info: LogFn; warn: LogFn; error: LogFn };
export type MailerOptions = { intervalMs?: number; retryBaseMs?: number; transport?: MailTransport };
export type Mailer = { kick: () => Promise<void>; stop: () => Promise<void> };

export const MAX_ATTEMPTS = 8;
const BATCH = 10;
const LEASE = sql`now() + interval '5 minutes'`; // a crashed sender's rows come back after this
const running = new Set<() => Promise<void>>();

/** Wakes every mailer of this process, e.g. right after a commit that enqueued mail. */
export function wakeMailers(): void {
  for (const kick of running) void kick();
}

/** Delay before attempt n+1: base, 2×base, 4×base, … at most one hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export function startMailer({
  db,
  config,
  log,
  ...opts
}: { db: Db; config: Config; log: MailLog } & MailerOptions): Mailer {
  const transport = opts.transport ?? createMailTransport(config);
  const retryBaseMs = opts.retryBaseMs ?? 30_000;
  let busy: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const claim = () =>
    db
      .update(outbox)
      .set({ nextAttemptAt: LEASE })
      .where(
        inArray(
          outbox.id,
          db
            .select({ id: outbox.id })
            .from(outbox)
            .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, sql`now()`)))
            .orderBy(asc(outbox.nextAttemptAt))
            .limit(BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();

  async function deliver(row: typeof outbox.$inferSelect, from: string) {
    const attempts = row.attempts + 1;
    try {
      const where = await transport.send(row.id, {
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: row.attachments ? await mailFiles(db, row.attachments) : undefined,
      });
      await db
        .update(outbox)
        .set({ sentAt: sql`now()`, attempts, lastError: null })
        .where(eq(outbox.id, row.id));
      log.info({ mailId: row.id, subject: row.subject, via: where }, 'mail sent');
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      const giveUp = attempts >= MAX_ATTEMPTS;
      const next = new Date(Date.now() + retryDelayMs(attempts, retryBaseMs));
      await db
        .update(outbox)
        .set({ attempts, lastError: message, ...(giveUp ? { failedAt: sql`now()` } : { nextAttemptAt: next }) })
        .where(eq(outbox.id, row.id));
      (giveUp ? log.error : log.warn)(
        { mailId: row.id, attempts, error: message },
        giveUp ? 'mail given up' : 'mail failed, will retry',
      );
    }
  }

  async function drain() {
    do {
      again = false;
      const rows = await claim();
      // the shop's address as the seller set it now (decision 0047), read once per batch
      const from = rows.length ? sender(config, (await getSettings(db)).email) : '';
      for (const row of rows) if (!stopped) await deliver(row, from);
      if (rows.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (busy) {
      again = true; // rows enqueued while draining are picked up by the same run
      return busy;
    }
    busy = drain()
      .then(() => recordJobRun('mailer'))
      .catch((error: Error) => {
        recordJobRun('mailer', error);
        log.error({ error: error.message }, 'mailer: the outbox could not be read');
      })
      .finally(() => (busy = null));
    return busy;
  }

  const timer = setInterval(kick, opts.intervalMs ?? 5_000);
  timer.unref();
  running.add(kick);
  void kick();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      running.delete(kick);
      await busy;
      transport.close();
    },
  };
}
