/** Goods in, a product's batches, write-offs and blocking (issue 41, decision 0129). Every
 * quantity moves through change_stock (server/services/stock/stock.ts), so a batch-tracked product's
 * batches always add up to its quantity and each movement is a ledger row naming its batch. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import {
  readReceiptLine,
  type ReceiptInput,
  type ReceiptLine,
  type WriteOffInput,
} from '../../../domain/stock/batch-schemas.ts';
import { batchTracked, todayInBaku, type ExpiryPrecision } from '../../../domain/stock/batches.ts';
import { formatExpiry } from '../../../domain/stock/batches.ts';
import type { Db } from '../../db/client.ts';
import { batches, products, receiptLines, receipts } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../shared/errors.ts';
import { refreshSellable } from './sellable-stock.ts';
import { changeStock } from './stock.ts';

const { BATCH_TEXT, WRITE_OFF_LABEL } = textsIn('az');

export type BatchRow = {
  _id: string;
  productId: string;
  number: string;
  expiry: string | null;
  expiryPrecision: ExpiryPrecision;
  expiryText: string;
  quantity: number;
  blocked: boolean;
};

const batchColumns = {
  id: batches.id,
  productId: batches.productId,
  number: batches.number,
  expiry: batches.expiry,
  expiryPrecision: batches.expiryPrecision,
  quantity: batches.quantity,
  blocked: batches.blocked,
};

const asBatch = ({
  id,
  ...b
}: typeof batches.$inferSelect | Omit<typeof batches.$inferSelect, 'createdAt'>): BatchRow => ({
  _id: id,
  productId: b.productId,
  number: b.number,
  expiry: b.expiry,
  expiryPrecision: b.expiryPrecision,
  expiryText: b.number === '' && !b.expiry ? BATCH_TEXT.oldStock : formatExpiry(b.expiry, b.expiryPrecision),
  quantity: b.quantity,
  blocked: b.blocked,
});

/** A product's batches, first to be sold first. */
export async function productBatches(db: Db, productId: string): Promise<BatchRow[]> {
  const rows = await db
    .select(batchColumns)
    .from(batches)
    .where(eq(batches.productId, productId))
    .orderBy(sql`${batches.expiry} nulls first`, asc(batches.createdAt), asc(batches.id));
  return rows.map(asBatch);
}

type ProductFound = { id: string; name: string; category: string; trackStock: boolean; batchTracked: boolean | null };

/** The products lines name, by id, SKU or barcode (a scanned EAN). */
async function productsOf(db: Db, lines: ReceiptLine[]): Promise<ProductFound[]> {
  const ids = lines.flatMap((l) => (l.productId ? [l.productId] : []));
  const codes = lines.flatMap((l) => (l.code ? [l.code] : []));
  if (!ids.length && !codes.length) return [];
  const cols = {
    id: products.id,
    name: products.name,
    category: products.category,
    trackStock: products.trackStock,
    batchTracked: products.batchTracked,
    sku: products.sku,
    barcode: products.barcode,
  };
  const where = [
    ids.length ? inArray(products.id, ids) : undefined,
    codes.length ? inArray(products.sku, codes) : undefined,
    codes.length ? inArray(products.barcode, codes) : undefined,
  ].filter((w) => w !== undefined);
  const rows = await db
    .select(cols)
    .from(products)
    .where(or(...where));
  return lines
    .map((l) => rows.find((r) => r.id === l.productId || (l.code && (r.sku === l.code || r.barcode === l.code))))
    .filter((r): r is (typeof rows)[number] => !!r);
}

/** Reads every line: the lines as read, and each bad line's messages by its index (the API names
 * it by its place in `lines`, the import by its row in the sheet). */
export async function checkReceiptLines(db: Db, input: Pick<ReceiptInput, 'lines'>) {
  const today = todayInBaku();
  const read = input.lines.map((l) => readReceiptLine(l, today));
  const good = read.flatMap((r) => (r.line ? [r.line] : []));
  const found = await productsOf(db, good);
  const issues: { index: number; message: string }[] = [];
  const lines: (ReceiptLine & { product: ProductFound })[] = [];
  read.forEach((r, i) => {
    const messages = [...r.issues];
    const product =
      r.line && found.find((p) => p.id === r.line!.productId || (r.line!.code && codeOf(p, r.line!.code)));
    if (r.line && !product) messages.push(BATCH_TEXT.productUnknown(r.line.code ?? r.line.productId ?? ''));
    else if (product && !batchTracked(product)) messages.push(BATCH_TEXT.notBatchTracked(product.name));
    if (messages.length) issues.push({ index: i, message: messages.join(' ') });
    else lines.push({ ...r.line!, product: product! });
  });
  return { lines, issues };
}

const codeOf = (p: ProductFound & { sku?: string | null; barcode?: string | null }, code: string) =>
  p.sku === code || p.barcode === code;

/** Records a receipt: its batches made or topped up, each line a 'receipt' movement of its batch,
 * all in one transaction. */
export async function receiveGoods(db: Db, input: ReceiptInput, sellerId: string | null) {
  const { lines, issues } = await checkReceiptLines(db, input);
  if (issues.length) throw badRequest(issues.map((i) => BATCH_TEXT.line(i.index + 1, i.message)).join('\n'));
  return db.transaction(async (tx) => {
    const [receipt] = await tx
      .insert(receipts)
      .values({ supplier: input.supplier, receivedOn: input.date, documentNumber: input.documentNumber, sellerId })
      .returning({ id: receipts.id });
    const sorted = [...lines.entries()].sort(([, a], [, b]) => (a.product.id < b.product.id ? -1 : 1));
    for (const [i, line] of sorted) {
      await tx
        .insert(batches)
        .values({
          productId: line.product.id,
          number: line.batch,
          expiry: line.expiry,
          expiryPrecision: line.expiryPrecision,
        })
        .onConflictDoNothing();
      const [batch] = await tx
        .select(batchColumns)
        .from(batches)
        .where(and(eq(batches.productId, line.product.id), eq(batches.number, line.batch)));
      if (batch.expiry !== line.expiry)
        throw badRequest(
          BATCH_TEXT.line(
            i + 1,
            BATCH_TEXT.expiryDiffers(line.batch, formatExpiry(batch.expiry, batch.expiryPrecision)),
          ),
        );
      const note = [input.supplier, input.documentNumber].filter(Boolean).join(', ');
      await changeStock(tx, {
        productId: line.product.id,
        delta: line.quantity,
        batchId: batch.id,
        reason: 'receipt',
        sellerId,
        note,
      });
      await tx.insert(receiptLines).values({
        receiptId: receipt.id,
        productId: line.product.id,
        batchId: batch.id,
        quantity: line.quantity,
        purchasePriceQepik: line.purchasePriceQepik,
      });
    }
    const units = lines.reduce((n, l) => n + l.quantity, 0);
    return { _id: receipt.id, lines: lines.length, units, message: BATCH_TEXT.received(lines.length, units) };
  });
}

async function batchOf(db: Db, batchId: string) {
  const [batch] = await db.select(batchColumns).from(batches).where(eq(batches.id, batchId));
  if (!batch) throw notFound(BATCH_TEXT.batchNotFound);
  return batch;
}

/** A write-off (expired, damaged): a 'write_off' movement of the batch with its reason. */
export async function writeOff(db: Db, input: WriteOffInput, sellerId: string | null) {
  const batch = await batchOf(db, input.batch);
  const note = [WRITE_OFF_LABEL[input.reason], input.note].filter(Boolean).join(': ');
  return db.transaction(async (tx) => {
    const result = await changeStock(tx, {
      productId: batch.productId,
      delta: -input.quantity,
      batchId: batch.id,
      reason: 'write_off',
      sellerId,
      note,
    });
    if (!result.ok) throw conflict(BATCH_TEXT.batchBelowZero(result.left));
    return { batch: asBatch(await batchOf(tx, batch.id)), message: BATCH_TEXT.writtenOff(input.quantity) };
  });
}

/** Blocks a batch from sale (a recall) or frees it; under the product's row lock, so an order
 * taking stock right now either finished before or sees it blocked. */
export async function setBatchBlocked(db: Db, batchId: string, blocked: boolean): Promise<BatchRow> {
  const batch = await batchOf(db, batchId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from products where id = ${batch.productId} for update`);
    const [row] = await tx.update(batches).set({ blocked }).where(eq(batches.id, batchId)).returning(batchColumns);
    // a blocked batch is not sold: the storefront stops offering its units at once
    await refreshSellable(tx, [batch.productId]);
    return asBatch(row);
  });
}
