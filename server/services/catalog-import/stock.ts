/** An import's quantities (issue 24 items 2 and 4): the quantity the sheet names becomes the
 * product's, written with the row itself, and each change a stock_ledger row with reason
 * 'import', so the quantity stays the ledger's sum as server/services/stock/stock.ts keeps it. Done
 * for the whole file in a few statements: per-row changeStock would be 20 000 round trips for a
 * 10 000-row catalogue. The rows are locked before their quantity is read, so an order meanwhile
 * waits and the ledger's delta is exact. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The rows locked (in id order, as every writer of several products locks them), with their
 * stamp (`updated_at` as text: microseconds) and quantity. */
export async function lockedRows(tx: Db, ids: string[]): Promise<Map<string, { stamp: string; quantity: number }>> {
  if (!ids.length) return new Map();
  const result = (await tx.execute(sql`select id, updated_at::text as stamp, stock_quantity as quantity from products
    where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
    order by id for update`)) as unknown as { rows: { id: string; stamp: string; quantity: number }[] };
  return new Map(result.rows.map((r) => [r.id, r]));
}

export async function stockLedgerRows(
  tx: Db,
  rows: { id: string; delta: number; after: number }[],
  who: { sellerId: string | null; note: string },
): Promise<void> {
  const moved = rows.filter((r) => r.delta !== 0);
  if (!moved.length) return;
  await tx.execute(sql`insert into stock_ledger (product_id, delta, quantity_after, reason, seller_id, note)
    select v.id, v.delta, v.after, 'import', ${who.sellerId}, ${who.note}
    from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as v(id uuid, delta int, after int)`);
  // a quantity-only change does not raise the catalogue version by itself (migration 0019_stock-fast-path)
  await tx.execute(sql`select raise_catalog_version()`);
}
