/** The figures /metrics reads from the database (shop-metrics.ts), in one statement. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type DatabaseFigures = {
  outboxPending: number;
  outboxOldestAgeSeconds: number;
  orders: number;
  invoices: number;
  payments: number;
};

export async function readDatabaseFigures(db: Db): Promise<DatabaseFigures> {
  const result = await db.execute(sql`
    select
      (select count(*) from outbox where sent_at is null and failed_at is null) as "outboxPending",
      coalesce((select extract(epoch from now() - min(created_at)) from outbox
                where sent_at is null and failed_at is null), 0) as "outboxOldestAgeSeconds",
      (select count(*) from orders) as "orders",
      (select count(*) from invoices) as "invoices",
      (select count(*) from payments) as "payments"`);
  const row = (result as unknown as { rows: Record<string, string | number>[] }).rows[0];
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as DatabaseFigures;
}
