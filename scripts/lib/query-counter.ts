/** Counts the SQL a process sends through its pool, so a benchmark can show
 * what a page render reads from the database: the settings and zones must
 * come from the catalogue cache (decision 0047), not a query per page. */
import type pg from 'pg';

const SETTINGS_TABLES = /\b(shop_settings|delivery_zones)\b/;

export type QueryCount = { all: number; settings: number };

/** Wraps `pool.query` (every query drizzle sends outside a transaction goes through it). */
export function countQueries(pool: pg.Pool): { read: () => QueryCount; reset: () => void } {
  const count: QueryCount = { all: 0, settings: 0 };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    count.all++;
    if (SETTINGS_TABLES.test(text)) count.settings++;
    return query(...args);
  };
  return {
    read: () => ({ ...count }),
    reset: () => {
      count.all = 0;
      count.settings = 0;
    },
  };
}
