/** What may be sold now (issue 41, decision 0138): the database keeps each product's sellable units
 * (migration 0037) as its batches move; time moves them too, since a batch stops being sold when
 * it enters its last days. This job counts them again when the shop's day (Baku) changes, and once
 * at start, so a batch that crossed its window overnight is off the storefront, cached pages
 * included (the refresh raises the catalogue version), within a minute of midnight. Safe on every
 * instance at once: the refresh writes only rows whose count differs. */
import { sql } from 'drizzle-orm';
import { todayInBaku } from '../../../domain/stock/batches.ts';
import type { Db } from '../../db/client.ts';
import { recordJobRun } from '../../metrics/process-metrics.ts';

/** Counts the given products again (none given: every batch-tracked product); answers how many changed. */
export async function refreshSellable(db: Db, productIds: string[] | null = null): Promise<number> {
  // a PostgreSQL array literal: drizzle spreads a JS array into separate parameters
  const ids = productIds ? sql`${`{${productIds.join(',')}}`}::uuid[]` : sql`null`;
  const result = (await db.execute(sql`select refresh_sellable(${ids}) as changed`)) as unknown as {
    rows: { changed: number }[];
  };
  return result.rows[0].changed;
}

type Log = { warn: (obj: object, msg?: string) => void };

export function startSellableJob(db: Db, log: Log, opts: { intervalMs?: number } = {}) {
  let countedFor: string | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    const today = todayInBaku();
    if (stopped || running || today === countedFor) return;
    running = refreshSellable(db)
      .then(() => {
        countedFor = today;
        recordJobRun('sellable-stock');
      })
      .catch((error: Error) => {
        recordJobRun('sellable-stock', error);
        log.warn({ error: error.message }, 'sellable stock: the count failed');
      })
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, opts.intervalMs ?? 60_000);
  timer.unref();
  tick();
  return {
    /** The count in progress, if any (tests wait for it). */
    settled: () => running ?? Promise.resolve(),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
