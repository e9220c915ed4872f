/** Stock quantities (issue 24, decision 0059): every change of a product's quantity goes
 * through `changeStock`, one conditional UPDATE and its ledger row in the caller's
 * transaction, so the product row's quantity is always the ledger's sum. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { conflict } from './errors.ts';
import { storefrontStockView } from '../../domain/stock.ts';
import { STOCK_TEXT } from '../../domain/stock-text.ts';
import type { Db } from '../db/client.ts';
import { products, stockLedger, type StockReason } from '../db/schema.ts';

/** What the stock rules of domain/stock.ts read from a product row, with its id. */
export const stockColumns = {
  id: products.id,
  inStock: products.inStock,
  trackStock: products.trackStock,
  stockQuantity: products.stockQuantity,
  lowStockThreshold: products.lowStockThreshold,
};

/** domain/stock.ts isAvailable in SQL, for the lists' stock filter (true: available, false: not);
 * `alias`: the products table's alias in a hand-written query. */
export function availableSql(available: boolean, alias?: string): SQL {
  const column = (name: string, col: AnyPgColumn) => (alias ? sql.raw(`${alias}.${name}`) : col);
  const rule = sql`(${column('in_stock', products.inStock)} and (not ${column('track_stock', products.trackStock)} or ${column('stock_quantity', products.stockQuantity)} > 0))`;
  return available ? rule : sql`not ${rule}`;
}

type Changed = {
  stock_quantity: number;
  in_stock: boolean;
  track_stock: boolean;
  low_stock_threshold: number | null;
};

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
 * product switched to tracking starts from a true ledger; orders take only from tracked ones
 * (`takeOrderStock`). */
export async function changeStock(tx: Db, change: StockChange): Promise<StockResult> {
  // the update and its ledger row in one statement: one round trip while the row is locked
  const result = await tx.execute(sql`
    with changed as (
      update ${products} set stock_quantity = stock_quantity + ${change.delta}::int
      where id = ${change.productId}::uuid and stock_quantity + ${change.delta}::int >= 0
      returning id, stock_quantity, in_stock, track_stock, low_stock_threshold
    ), logged as (
      insert into ${stockLedger} (product_id, delta, quantity_after, reason, order_id, order_number, seller_id, note)
      select id, ${change.delta}::int, stock_quantity, ${change.reason}::text, ${change.orderId ?? null}::uuid,
        ${change.orderNumber ?? null}::int, ${change.sellerId ?? null}::uuid, ${change.note ?? ''}::text
      from changed
    )
    select stock_quantity, in_stock, track_stock, low_stock_threshold from changed`);
  const rows = (result as unknown as { rows: Changed[] }).rows;
  if (!rows[0]) {
    const [found] = await tx
      .select({ left: products.stockQuantity })
      .from(products)
      .where(eq(products.id, change.productId));
    return found ? { ok: false, left: found.left } : { ok: false, left: 0, missing: true };
  }
  const row = {
    stockQuantity: rows[0].stock_quantity,
    inStock: rows[0].in_stock,
    trackStock: rows[0].track_stock,
    lowStockThreshold: rows[0].low_stock_threshold,
  };
  const quantity = row.stockQuantity;
  // the storefront's cached pages show the quantity only when few are left: raise the
  // catalogue version (migration 0015) only when what a visitor sees changes
  const before = storefrontStockView({ ...row, stockQuantity: quantity - change.delta });
  if (before !== storefrontStockView(row)) {
    await tx.execute(sql`select raise_catalog_version()`);
  }
  return { ok: true, quantity };
}

export type OrderLine = { product: { id: string; name: string; trackStock: boolean }; quantity: number };

/** Takes a new order's quantities of its tracked products, in the order's transaction. Lines go
 * in product-id order, so two orders sharing products lock them in the same order (no
 * deadlock); the first short line refuses the order, naming the product and what is left, and
 * the rollback puts back whatever the earlier lines took. */
export async function takeOrderStock(tx: Db, order: { id: string; number: number }, lines: OrderLine[]): Promise<void> {
  const tracked = lines.filter((l) => l.product.trackStock).sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
  for (const line of tracked) {
    const taken = await changeStock(tx, {
      productId: line.product.id,
      delta: -line.quantity,
      reason: 'order',
      orderId: order.id,
      orderNumber: order.number,
    });
    if (!taken.ok) throw conflict(STOCK_TEXT.notEnough(line.product.name, taken.left));
  }
}

/** Puts back what the order still holds by its ledger (taken minus already returned), so a
 * product whose tracking was switched on later gets back only what was really taken. */
export async function returnOrderStock(
  tx: Db,
  order: { id: string; number: number },
  reason: 'cancel' | 'delete',
  sellerId?: string | null,
): Promise<void> {
  const held = await tx
    .select({ productId: stockLedger.productId, net: sql<number>`sum(${stockLedger.delta})::int` })
    .from(stockLedger)
    .where(eq(stockLedger.orderId, order.id))
    .groupBy(stockLedger.productId)
    .orderBy(stockLedger.productId);
  for (const row of held) {
    if (row.net >= 0) continue;
    await changeStock(tx, {
      productId: row.productId,
      delta: -row.net,
      reason,
      orderId: order.id,
      orderNumber: order.number,
      sellerId,
    });
  }
}
