/** What /readyz asks the database (server/health-routes.ts). */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** How many migrations drizzle has recorded as applied. */
export async function appliedMigrations(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}
