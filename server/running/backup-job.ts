/** Scheduled backups (issue 44 item 3, decision 0135): each instance looks every minute; once the
 * day's hour has come, the instance whose insert of the day's row wins (a unique slot, like the
 * payment reminders' claims, decision 0106) writes the backup, proves it by a restore into a
 * throwaway database (backup-verify.ts), records size, time, rows and the check, and prunes the
 * folder to the schedule's daily and monthly keeps. The others find the day taken. */
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { and, eq, lt, sql } from 'drizzle-orm';
import type pg from 'pg';
import { backupFileName, dueSlot, slotOfFile, slotsToKeep, type BackupSchedule } from '../../domain/running/backups.ts';
import { writeBackup } from '../db/backup.ts';
import type { Db } from '../db/client.ts';
import { backupRuns } from '../db/schema.ts';
import { recordJobRun } from '../metrics/process-metrics.ts';
import { verifyBackup } from './backup-verify.ts';

type Log = { warn: (obj: object, msg?: string) => void; info: (obj: object, msg?: string) => void };
export type BackupJobDeps = {
  db: Db;
  /** The database's owning role (backups read every table and create the throwaway database). */
  ownerPool: pg.Pool;
  schedule: BackupSchedule;
  log: Log;
  intervalMs?: number;
  /** Tests: what happens to the file between its writing and its check (a disk that corrupts it). */
  afterWrite?: (file: string) => Promise<void>;
};
/** A run cut off by a crash is failed after this, so the day's row does not stay "running". */
const STALE_RUN_MS = 3 * 3_600_000;

export function startBackupJob(deps: BackupJobDeps) {
  const { db, schedule, log } = deps;
  let running: Promise<unknown> | null = null;

  async function backUp(id: string, slot: string): Promise<void> {
    const started = performance.now();
    const file = path.join(schedule.dir, backupFileName(slot));
    try {
      await mkdir(schedule.dir, { recursive: true });
      const gzip = createGzip();
      const written = pipeline(gzip, createWriteStream(`${file}.partial`));
      const counts = await writeBackup(deps.ownerPool, gzip);
      gzip.end();
      await written;
      await rename(`${file}.partial`, file);
      await deps.afterWrite?.(file);
      const rows = await verifyBackup(deps.ownerPool, file, counts);
      const { size } = await stat(file);
      const durationMs = Math.round(performance.now() - started);
      await db
        .update(backupRuns)
        .set({ status: 'verified', file, sizeBytes: size, durationMs, rows, finishedAt: new Date() })
        .where(eq(backupRuns.id, id));
      recordJobRun('backup');
      log.info({ file, size, durationMs }, 'backup written and verified');
      await prune();
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      // kept for a look, under a name neither `restore --newest` nor the pruning takes for a backup
      await rename(file, `${file}.failed`).catch(() => {});
      await db
        .update(backupRuns)
        .set({ status: 'failed', file: `${file}.failed`, error: message, finishedAt: new Date() })
        .where(eq(backupRuns.id, id));
      recordJobRun('backup', error as Error);
      log.warn({ file, error: message }, 'backup failed');
    }
  }

  /** Removes the files retention does not keep; a failed run's file is never kept. */
  async function prune(): Promise<void> {
    const verified = await db
      .select({ slot: backupRuns.slot })
      .from(backupRuns)
      .where(eq(backupRuns.status, 'verified'));
    const keep = slotsToKeep(
      verified.map((r) => r.slot),
      schedule.keepDaily,
      schedule.keepMonthly,
    );
    for (const name of await readdir(schedule.dir)) {
      const slot = slotOfFile(name);
      if (slot && !keep.has(slot)) await rm(path.join(schedule.dir, name), { force: true });
    }
  }

  /** One look: 'ran' when this instance made the day's backup, 'taken' when another had, 'not-due'. */
  async function tick(now = new Date()): Promise<'ran' | 'taken' | 'not-due'> {
    const slot = dueSlot(now, schedule.hour);
    if (!slot) return 'not-due';
    await db
      .update(backupRuns)
      .set({ status: 'failed', error: 'the run stopped before it finished', finishedAt: now })
      .where(
        and(
          eq(backupRuns.status, 'running'),
          lt(backupRuns.startedAt, sql`now() - ${`${STALE_RUN_MS} milliseconds`}::interval`),
        ),
      );
    const [claimed] = await db
      .insert(backupRuns)
      .values({ slot })
      .onConflictDoNothing()
      .returning({ id: backupRuns.id });
    if (!claimed) return 'taken';
    await backUp(claimed.id, slot);
    return 'ran';
  }

  const look = () => {
    running ??= tick()
      .catch((error: Error) => log.warn({ error: error.message }, 'backup schedule: the look failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(look, deps.intervalMs ?? 60_000);
  timer.unref();
  return {
    tick,
    look,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
