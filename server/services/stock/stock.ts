/** Stock quantities (issue 24, decisions 0059 and 0071): every change of a product's quantity
 * goes through the database's change_stock (here `applyStock`), one conditional UPDATE and its
 * ledger row in the caller's transaction, so the product row's quantity is always the ledger's
 * sum. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { conflict } from '../shared/errors.ts';
import { storefrontStockView, toldLeft } from '../../../domain/stock/stock.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Db } from '../../db/client.ts';
import type { StockReason } from '../../../domain/stock/stock-reasons.ts';
import { products, stockLedger } from '../../db/schema.ts';
import { takenFromAnswer, type TakenBatches, type TakenRow } from './order-batches.ts';

/** What the stock rules of domain/stock/stock.ts read from a product row, with its id. */
export const stockColumns = {
  id: products.id,
  inStock: products.inStock,
  trackStock: products.trackStock,
  stockQuantity: products.stockQuantity,
  sellableQuantity: products.sellableQuantity,
  lowStockThreshold: products.lowStockThreshold,
};

/** domain/stock/stock.ts isAvailable in SQL, for the lists' stock filter (true: available, false: not);
 * `alias`: the products table's alias in a hand-written query. */
export function availableSql(available: boolean, alias?: string): SQL {
  const column = (name: string, col: AnyPgColumn) => (alias ? sql.raw(`${alias}.${name}`) : col);
  const rule = sql`(${column('in_stock', products.inStock)} and (not ${column('track_stock', products.trackStock)} or ${column('sellable_quantity', products.sellableQuantity)} > 0))`;
  return available ? rule : sql`not ${rule}`;
}

const stockFields = {
  r_product: sql<string>`r_product`,
  r_ok: sql<boolean>`r_ok`,
  r_quantity: sql<number | null>`r_quantity`,
  r_in_stock: sql<boolean>`r_in_stock`,
  r_track: sql<boolean>`r_track`,
  r_threshold: sql<number | null>`r_threshold`,
  r_sellable_before: sql<number | null>`r_sellable_before`,
  r_sellable: sql<number | null>`r_sellable`,
  /** An order's take of a batch-tracked product: the batches it drew from (migration 0040). */
  r_taken: sql<TakenRow[] | null>`r_taken`,
};
const changeStockFrom = sql`change_stock(${sql.placeholder('products')}::uuid[], ${sql.placeholder('deltas')}::int[],
  ${sql.placeholder('reason')}::text, ${sql.placeholder('order')}::uuid, ${sql.placeholder('number')}::int,
  ${sql.placeholder('seller')}::uuid, ${sql.placeholder('note')}::text, ${sql.placeholder('batches')}::uuid[])`;

/** The call of change_stock as a named statement: each connection parses and plans it once, not
 * once per order (its planning was ~0.1 ms of a tracked order's database time, decision 0071). */
const changeStockCall = (tx: Db) => tx.select(stockFields).from(changeStockFrom).prepare('change_stock');

export type StockWhy = {
  reason: StockReason;
  orderId?: string | null;
  orderNumber?: number | null;
  sellerId?: string | null;
  note?: string;
};

export type StockChange = StockWhy & {
  productId: string;
  /** Units added (a cancellation, a correction up) or taken (an order, negative). */
  delta: number;
  /** The batch moved (issue 41); none: an addition goes to the köhnə qalıq, a removal first expired first out. */
  batchId?: string | null;
};

export type StockResult =
  | { ok: true; quantity: number }
  /** Refused: the change would go below 0 (`left` is what there is) or the product is gone (`left` 0, `missing`). */
  | { ok: false; left: number; missing?: boolean };

/** Applies the changes in the given order, each unless the quantity would fall below 0, through
 * the database's change_stock (migration 0019): per product one conditional UPDATE (no
 * read-then-write: two orders for the last unit queue on the row, and PostgreSQL re-checks the
 * condition for the second, which then finds 0) and its ledger row, all in one round trip with
 * plans kept for the session (decision 0071). Stops at the first refusal, which is then the
 * last row; the caller rolls back what the earlier ones did. Untracked products are counted
 * too, so a product switched to tracking starts from a true ledger; orders take only from
 * tracked ones (`takeOrderStock`). */
async function applyStock(
  tx: Db,
  changes: { productId: string; delta: number; batchId?: string | null }[],
  why: StockWhy,
) {
  const rows = await changeStockCall(tx).execute({
    products: changes.map((c) => c.productId),
    deltas: changes.map((c) => c.delta),
    reason: why.reason,
    order: why.orderId ?? null,
    number: why.orderNumber ?? null,
    seller: why.sellerId ?? null,
    note: why.note ?? '',
    batches: changes.map((c) => c.batchId ?? null),
  });
  // the storefront's cached pages show the quantity only when few are left: raise the
  // catalogue version (migration 0016) only when what a visitor sees changes; a visitor sees
  // what may be sold (migration 0037), which an expired batch's write-off does not move
  const seen = rows.some((row) => {
    if (!row.r_ok) return false;
    const after = {
      stockQuantity: row.r_quantity!,
      sellableQuantity: row.r_sellable!,
      inStock: row.r_in_stock,
      trackStock: row.r_track,
      lowStockThreshold: row.r_threshold,
    };
    return storefrontStockView({ ...after, sellableQuantity: row.r_sellable_before! }) !== storefrontStockView(after);
  });
  if (seen) await tx.execute(sql`select raise_catalog_version()`);
  return rows;
}

/** A row of change_stock's answer (`stockFields`). */
type StockRow = Awaited<ReturnType<typeof applyStock>>[number];

const asResult = (row: StockRow): StockResult =>
  row.r_ok
    ? { ok: true, quantity: row.r_quantity! }
    : row.r_quantity == null
      ? { ok: false, left: 0, missing: true }
      : { ok: false, left: row.r_quantity };

/** Applies `delta` to one product unless its quantity would fall below 0, with its ledger row,
 * in the caller's transaction. */
export async function changeStock(tx: Db, change: StockChange): Promise<StockResult> {
  const { productId, delta, batchId, ...why } = change;
  const [row] = await applyStock(tx, [{ productId, delta, batchId }], why);
  return asResult(row);
}

export type OrderLine = {
  product: { id: string; name: string; trackStock: boolean; lowStockThreshold: number | null };
  quantity: number;
};

/** Takes a new order's quantities of its tracked products, in the order's transaction and in one
 * call, and answers the batches each line took (none for a product not counted by batch). Lines go in product-id order, so two orders sharing products lock them in the same order
 * (no deadlock); the first short line refuses the order, naming the product and what is left, and
 * the rollback puts back whatever the earlier lines took. */
export async function takeOrderStock(
  tx: Db,
  order: { id: string; number: number },
  lines: OrderLine[],
): Promise<TakenBatches> {
  const tracked = lines.filter((l) => l.product.trackStock).sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
  if (!tracked.length) return new Map();
  const rows = await applyStock(
    tx,
    tracked.map((l) => ({ productId: l.product.id, delta: -l.quantity })),
    { reason: 'order', orderId: order.id, orderNumber: order.number },
  );
  const last = rows[rows.length - 1];
  if (!last.r_ok) {
    const line = tracked[rows.length - 1];
    const taken = asResult(last);
    throw conflict(
      textsIn('az').STOCK_MSG.notEnough(
        line.product.name,
        toldLeft(line.product, taken.ok ? 0 : taken.left) ?? 'untold',
      ),
    );
  }
  return takenFromAnswer(
    order.id,
    rows.map((row) => ({ productId: row.r_product, taken: row.r_taken })),
  );
}

/** Puts back what the order still holds by its ledger (taken minus already returned), so a
 * product whose tracking was switched on later gets back only what was really taken; per batch,
 * so each unit goes back to the batch it was taken from (issue 41). */
export async function returnOrderStock(
  tx: Db,
  order: { id: string; number: number },
  reason: 'cancel' | 'delete',
  sellerId?: string | null,
): Promise<void> {
  const held = await tx
    .select({
      productId: stockLedger.productId,
      batchId: stockLedger.batchId,
      net: sql<number>`sum(${stockLedger.delta})::int`,
    })
    .from(stockLedger)
    .where(eq(stockLedger.orderId, order.id))
    .groupBy(stockLedger.productId, stockLedger.batchId)
    .orderBy(stockLedger.productId, stockLedger.batchId);
  const back = held
    .filter((row) => row.net < 0)
    .map((row) => ({ productId: row.productId, batchId: row.batchId, delta: -row.net }));
  if (back.length) await applyStock(tx, back, { reason, orderId: order.id, orderNumber: order.number, sellerId });
}
