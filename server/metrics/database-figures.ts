/** The figures /metrics reads from the database (shop-metrics.ts), in one statement. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type DatabaseFigures = {
  outboxPending: number;
  outboxOldestAgeSeconds: number;
  orders: number;
  invoices: number;
  payments: number;
  /** The newest finished scheduled backup: 1 verified, 0 failed; null without one. */
  backupVerified: number | null;
  /** The last verified backup's end (Unix seconds), size, time and rows; null without one. */
  backupFinishedAt: number | null;
  backupSizeBytes: number | null;
  backupDurationSeconds: number | null;
  backupRows: number | null;
};

export async function readDatabaseFigures(db: Db): Promise<DatabaseFigures> {
  const result = await db.execute(sql`
    select
      (select count(*) from outbox where sent_at is null and failed_at is null) as "outboxPending",
      coalesce((select extract(epoch from now() - min(created_at)) from outbox
                where sent_at is null and failed_at is null), 0) as "outboxOldestAgeSeconds",
      (select count(*) from orders) as "orders",
      (select count(*) from invoices) as "invoices",
      (select count(*) from payments) as "payments",
      (select (status = 'verified')::int from backup_runs where status <> 'running'
       order by started_at desc limit 1) as "backupVerified",
      v.finished, v.size_bytes as "backupSizeBytes", v.duration_ms / 1000.0 as "backupDurationSeconds", v.rows as "backupRows"
    from (select 1) one
    left join lateral (
      select extract(epoch from finished_at) as finished, size_bytes, duration_ms,
        (select sum(value::bigint) from jsonb_each_text(rows)) as rows
      from backup_runs where status = 'verified' order by finished_at desc limit 1) v on true`);
  const row = (result as unknown as { rows: Record<string, string | number>[] }).rows[0];
  const figures = Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k === 'finished' ? 'backupFinishedAt' : k, v === null ? null : Number(v)]),
  );
  return figures as DatabaseFigures;
}
