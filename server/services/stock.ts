/** Stock quantities (issue 24, decision 0059): every change of a product's quantity goes
 * through `changeStock`, one conditional UPDATE and its ledger row in the caller's
 * transaction, so the product row's quantity is always the ledger's sum. */
import { and, eq, sql } from 'drizzle-orm';
import { storefrontStockView } from '../../domain/stock.ts';
import type { Db } from '../db/client.ts';
import { products, stockLedger, type StockReason } from '../db/schema.ts';

export type StockChange = {
  productId: string;
  /** Units added (a cancellation, a correction up) or taken (an order, negative). */
  delta: number;
  reason: StockReason;
  orderId?: string | null;
  orderNumber?: number | null;
  sellerId?: string | null;
  note?: string;
};

export type StockResult =
  | { ok: true; quantity: number }
  /** Refused: the change would go below 0 (`left` is what there is) or the product is gone (`left` 0, `missing`). */
  | { ok: false; left: number; missing?: boolean };

/** Applies `delta` unless the quantity would fall below 0, in one conditional UPDATE (no
 * read-then-write: two orders for the last unit queue on the row, and PostgreSQL re-checks the
 * condition for the second, which then finds 0). Untracked products are counted too, so a
 * product switched to tracking starts from a true ledger. */
export async function changeStock(tx: Db, change: StockChange): Promise<StockResult> {
  const [row] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${change.delta}` })
    .where(and(eq(products.id, change.productId), sql`${products.stockQuantity} + ${change.delta} >= 0`))
    .returning({
      stockQuantity: products.stockQuantity,
      inStock: products.inStock,
      trackStock: products.trackStock,
      lowStockThreshold: products.lowStockThreshold,
    });
  if (!row) {
    const [found] = await tx
      .select({ left: products.stockQuantity })
      .from(products)
      .where(eq(products.id, change.productId));
    return found ? { ok: false, left: found.left } : { ok: false, left: 0, missing: true };
  }
  const quantity = row.stockQuantity;
  await tx.insert(stockLedger).values({
    productId: change.productId,
    delta: change.delta,
    quantityAfter: quantity,
    reason: change.reason,
    orderId: change.orderId ?? null,
    orderNumber: change.orderNumber ?? null,
    sellerId: change.sellerId ?? null,
    note: change.note ?? '',
  });
  // the storefront's cached pages show the quantity only when few are left: raise the
  // catalogue version (migration 0015) only when what a visitor sees changes
  const before = storefrontStockView({ ...row, stockQuantity: quantity - change.delta });
  if (before !== storefrontStockView(row)) {
    await tx.execute(sql`select raise_catalog_version()`);
  }
  return { ok: true, quantity };
}
