/** The panel's view of the shop's own health (issue 44): the owner's alerts of the last week and
 * the last scheduled backups, for the overview. */
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { backupRuns } from '../db/schema.ts';
import type { ShopHealth } from '../../domain/running/alerts.ts';
import { recentAlerts } from '../running/alerts.ts';

export async function shopHealth(db: Db): Promise<ShopHealth> {
  const [alerts, backups] = await Promise.all([
    recentAlerts(db),
    db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(3),
  ]);
  return {
    alerts: alerts.map((a) => ({
      kind: a.kind,
      subject: a.subject,
      detail: a.detail,
      openedAt: a.openedAt.toISOString(),
      resolvedAt: a.resolvedAt?.toISOString() ?? null,
    })),
    backups: backups.map((b) => ({
      slot: b.slot,
      status: b.status,
      finishedAt: b.finishedAt?.toISOString() ?? null,
      sizeBytes: b.sizeBytes,
      durationMs: b.durationMs,
      rows: b.rows ? Object.values(b.rows).reduce((sum, n) => sum + n, 0) : null,
      error: b.error,
    })),
  };
}
