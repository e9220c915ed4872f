/** The seller panel's reads about batches (issue 41 items 5 and 6): the product a recall names by
 * SKU, barcode or name, and a product's batches with whether the storefront sells each and why
 * not, by the same SQL rule the stock counts with (batch_sellable, migration 0037). */
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { BatchState } from '../../../domain/stock/batches.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { productBatches, type BatchRow } from './batches.ts';

export type ProductChoice = { _id: string; name: string; sku: string | null };

const MAX_CHOICES = 20;

/** Products whose SKU or barcode is `text` exactly, else whose name contains it; by name. */
export async function productsByCode(db: Db, text: string): Promise<ProductChoice[]> {
  const q = text.trim();
  if (!q) return [];
  const columns = { _id: products.id, name: products.name, sku: products.sku };
  const exact = await db
    .select(columns)
    .from(products)
    .where(or(eq(products.sku, q), eq(products.barcode, q)))
    .orderBy(asc(products.name))
    .limit(MAX_CHOICES);
  if (exact.length) return exact;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(columns)
    .from(products)
    .where(ilike(products.name, pattern))
    .orderBy(asc(products.name))
    .limit(MAX_CHOICES);
}

export type DeskBatch = BatchRow & { state: BatchState };

/** A product's batches, first sold first, each with its state on the storefront. */
export async function batchStates(db: Db, productId: string): Promise<DeskBatch[]> {
  const rows = await productBatches(db, productId);
  const states = (await db.execute(sql`
      select b.id,
        case when b.blocked then 'blocked'
          when b.expiry < shop_today() then 'expired'
          when not batch_sellable(false, b.expiry, product_window(p.category, p.sell_window_days)) then 'lastDays'
          else 'sellable' end as state
      from batches b join products p on p.id = b.product_id
      where b.product_id = ${productId}`)) as unknown as { rows: { id: string; state: BatchState }[] };
  const stateOf = new Map(states.rows.map((r) => [r.id, r.state]));
  return rows.map((b) => ({ ...b, state: stateOf.get(b._id) ?? 'sellable' }));
}
