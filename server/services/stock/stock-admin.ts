/** The seller's side of stock (issue 24): corrections, a product's ledger, the low-stock list. */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Page, PageRequest } from '../../../domain/shared/paging.ts';
import { isId } from '../../../domain/shared/schemas.ts';
import { isLow, thresholdOf } from '../../../domain/stock/stock.ts';
import type { StockCorrection } from '../../../domain/stock/stock-schemas.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { LedgerEntry, LowStockItem, SellerStock } from '../../../domain/shared/types.ts';
import type { Db } from '../../db/client.ts';
import { products, sellers, stockLedger } from '../../db/schema.ts';
import { conflict, notFound } from '../shared/errors.ts';
import { cursorOf, keyset, toPage } from '../shared/keyset.ts';
import { changeStock, stockColumns } from './stock.ts';
import { LOW_STOCK_DEFAULT } from '../../../domain/shared/limits.ts';

/** The threshold a row is compared with: its own or the shop's default. */
const threshold = sql`coalesce(${products.lowStockThreshold}, ${LOW_STOCK_DEFAULT})`;
/** domain/stock/stock.ts isLow in SQL, for the product list's filter and the overview. */
export const lowStockSql = sql`(${products.trackStock} and ${products.stockQuantity} <= ${threshold})`;

/** A seller's correction: sets the quantity or adds to it, with the reason, as one ledger row.
 * `set` is computed in the same locked row, so a concurrent order cannot slip between. */
export async function correctStock(
  db: Db,
  productId: string,
  correction: StockCorrection,
  sellerId: string | null,
): Promise<{ quantity: number }> {
  if (!isId(productId)) throw notFound(MSG.productNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ quantity: products.stockQuantity })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!row) throw notFound(MSG.productNotFound);
    const delta = correction.mode === 'set' ? correction.value - row.quantity : correction.value;
    if (delta === 0) return { quantity: row.quantity }; // nothing changed: no ledger row
    const result = await changeStock(tx, { productId, delta, reason: 'correction', sellerId, note: correction.note });
    if (!result.ok) throw conflict(textsIn('az').STOCK_SELLER_TEXT.belowZero(result.left));
    return { quantity: result.quantity };
  });
}

/** One keyset page of a product's ledger, newest first, with the seller's e-mail. */
export async function stockLedgerPage(db: Db, productId: string, request: PageRequest): Promise<Page<LedgerEntry>> {
  if (!isId(productId)) throw notFound(MSG.productNotFound);
  const keys = { createdAt: stockLedger.createdAt, id: stockLedger.id };
  const page = keyset(keys, request);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stockLedger.id,
        delta: stockLedger.delta,
        quantityAfter: stockLedger.quantityAfter,
        reason: stockLedger.reason,
        orderId: stockLedger.orderId,
        orderNumber: stockLedger.orderNumber,
        sellerEmail: sellers.email,
        note: stockLedger.note,
        createdAt: stockLedger.createdAt,
        cursor: cursorOf(keys),
      })
      .from(stockLedger)
      .leftJoin(sellers, eq(sellers.id, stockLedger.sellerId))
      .where(and(eq(stockLedger.productId, productId), page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
    db.select({ n: count() }).from(stockLedger).where(eq(stockLedger.productId, productId)),
  ]);
  return toPage(rows, request, total.n, ({ cursor: _c, createdAt, id, ...row }) => ({
    _id: id,
    ...row,
    createdAt: createdAt.toISOString(),
  }));
}

/** The overview's list: tracked products at or below their threshold, the emptiest first. */
export async function lowStockProducts(db: Db, limit = 20): Promise<LowStockItem[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      stockQuantity: products.stockQuantity,
      lowStockThreshold: products.lowStockThreshold,
    })
    .from(products)
    .where(lowStockSql)
    .orderBy(asc(products.stockQuantity), desc(products.createdAt))
    .limit(limit);
  return rows.map((r) => ({ _id: r.id, name: r.name, stockQuantity: r.stockQuantity, threshold: thresholdOf(r) }));
}

/** The live stock of some products (a page of the seller's list, one product's page). */
export async function sellerStockOf(db: Db, ids: string[]): Promise<SellerStock[]> {
  const wanted = ids.filter(isId);
  if (!wanted.length) return [];
  const rows = await db.select(stockColumns).from(products).where(inArray(products.id, wanted));
  return rows.map(({ id, inStock, ...r }) => ({
    _id: id,
    inStockSwitch: inStock,
    ...r,
    threshold: thresholdOf(r),
    low: isLow({ ...r, inStock }),
  }));
}
