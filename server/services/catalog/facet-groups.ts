/** facet_groups' compaction (decision 0064). The triggers on products add a signed row per group
 * a statement changes; the counts sum them, so they are exact at any time, and folding each
 * group's rows into one keeps their reads at one row a group. Every instance may run it (one
 * at a time in the database, the others skip); with nothing changed it reads one index entry. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordJobRun } from '../../metrics/process-metrics.ts';

/** How often an instance folds the changes: a busy day adds a few hundred rows between two. */
export const FACET_COMPACT_MS = 60_000;

/** Folds the groups' change rows; the groups kept, 0 when there was nothing to fold, -1 when
 * another caller was folding. */
export async function compactFacetGroups(db: Db): Promise<number> {
  const result = await db.execute(sql`select compact_facet_groups() as kept`);
  return Number((result as unknown as { rows: { kept: number }[] }).rows[0].kept);
}

/** Runs compactFacetGroups every `everyMs` until stopped; stop() waits for a run under way. */
export function startFacetCompaction(
  db: Db,
  onError: (error: Error) => void,
  everyMs = FACET_COMPACT_MS,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => compactFacetGroups(db))
      .then(
        () => recordJobRun('facet-compaction'),
        (error: Error) => {
          recordJobRun('facet-compaction', error);
          onError(error);
        },
      );
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
