/** An import's quantities (issue 24 items 2 and 4): the quantity the sheet names becomes the
 * product's, and each change its stock_ledger row with reason 'import', as
 * server/services/stock.ts changeStock keeps them (quantity = the ledger's sum), but for every
 * product of the file in one statement: per-row changeStock would be 20 000 round trips for a
 * 10 000-row catalogue. The rows are locked while read, so an order meanwhile waits and counts. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function importStock(
  tx: Db,
  rows: { id: string; quantity: number }[],
  who: { sellerId: string | null; note: string },
): Promise<number> {
  if (!rows.length) return 0;
  const result = await tx.execute(sql`
    with v as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, quantity int)),
    was as (select p.id, p.stock_quantity as before from products p join v on v.id = p.id for update of p),
    changed as (
      update products p set stock_quantity = v.quantity from v join was on was.id = v.id
      where p.id = v.id and was.before <> v.quantity
      returning p.id, v.quantity, was.before)
    insert into stock_ledger (product_id, delta, quantity_after, reason, seller_id, note)
    select id, quantity - before, quantity, 'import', ${who.sellerId}, ${who.note} from changed`);
  const n = (result as unknown as { rowCount: number | null }).rowCount ?? 0;
  // a quantity-only change does not raise the catalogue version by itself (migration 0015)
  if (n) await tx.execute(sql`select raise_catalog_version()`);
  return n;
}
