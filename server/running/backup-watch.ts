/** The alerts' look at the backups (decision 0134): the last run failed, or no verified backup
 * in 26 hours once the schedule has had that long to make one. */
import { desc, eq, max, ne } from 'drizzle-orm';
import { BACKUP_MISSING_MS } from '../../domain/running/alerts.ts';
import type { Db } from '../db/client.ts';
import { backupRuns } from '../db/schema.ts';
import type { ExtraCheck } from './alert-job.ts';
import { resolveAlert } from './alerts.ts';

/** `since`: when this instance started watching (a new schedule is not missing at once). */
export function backupWatch(db: Db, since: Date): ExtraCheck {
  return async (raise) => {
    const [last] = await db
      .select()
      .from(backupRuns)
      .where(ne(backupRuns.status, 'running'))
      .orderBy(desc(backupRuns.startedAt))
      .limit(1);
    if (last?.status === 'failed') await raise('backup-failed', '', `${last.slot}: ${last.error ?? ''}`);
    else if (last) await resolveAlert(db, 'backup-failed');
    const [verified] = await db
      .select({ at: max(backupRuns.finishedAt) })
      .from(backupRuns)
      .where(eq(backupRuns.status, 'verified'));
    const now = Date.now();
    const missing =
      now - since.getTime() > BACKUP_MISSING_MS && (!verified?.at || now - verified.at.getTime() > BACKUP_MISSING_MS);
    if (missing) await raise('backup-missing', '', verified?.at ? `Sonuncu: ${verified.at.toISOString()}` : '');
    else await resolveAlert(db, 'backup-missing');
  };
}
