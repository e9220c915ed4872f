/** A packer's batch swap (issue 41 item 2, domain/stock/batch-swap.ts): the units an order took from one
 * batch go back to it and the same number is taken from the batch in the packer's hand, as two
 * 'batch_swap' movements of the order in the stock ledger (so a later cancellation returns each unit
 * to the batch it now came from), and the order's record of batches follows. One transaction, the
 * order's row locked first: a swap and a cancellation or completion do not cross. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { formatExpiry } from '../../../domain/stock/batches.ts';
import { BATCH_SWAP_TEXT, canSwapBatch, type BatchSwapInput } from '../../../domain/stock/batch-swap.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { batches, orderBatches, orderItems, orders, products } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../shared/errors.ts';
import type { AuditRecord } from '../staff/audit.ts';
import { changeStock } from './stock.ts';

const { BATCH_TEXT } = textsIn('az');

/** The audit row of a swap, the API's and the page's alike. */
export const swapAudit = (orderId: string, done: BatchSwapDone): AuditRecord => ({
  action: 'batch-swap',
  entity: 'order',
  entityId: orderId,
  changes: { product: [null, done.product], batch: [done.from, done.to], quantity: [null, done.quantity] },
});

export type BatchSwapDone = {
  orderNumber: number;
  product: string;
  from: string;
  to: string;
  quantity: number;
  message: string;
};

async function batchNamed(tx: Db, productId: string, number: string) {
  const [batch] = await tx
    .select({
      id: batches.id,
      number: batches.number,
      expiry: batches.expiry,
      precision: batches.expiryPrecision,
      product: products.name,
      sellable: sql<boolean>`batch_sellable(${batches.blocked}, ${batches.expiry},
        product_window(${products.category}, ${products.sellWindowDays}))`,
    })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .where(and(eq(batches.productId, productId), eq(batches.number, number)));
  if (!batch) throw notFound(BATCH_TEXT.batchNotFound);
  return batch;
}

export async function swapOrderBatch(
  db: Db,
  orderId: string,
  input: BatchSwapInput,
  sellerId: string | null,
): Promise<BatchSwapDone> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, number: orders.number, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound(MSG.orderNotFound);
    if (!canSwapBatch(order.status)) throw conflict(BATCH_SWAP_TEXT.closed);
    const [line] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, input.product)));
    if (!line) throw badRequest(BATCH_SWAP_TEXT.productNotInOrder, 'product');
    if (input.from === input.to) throw badRequest(BATCH_SWAP_TEXT.sameBatch, 'to');
    const from = await batchNamed(tx, input.product, input.from);
    const to = await batchNamed(tx, input.product, input.to);
    const held = await tx
      .select({ id: orderBatches.id, quantity: orderBatches.quantity })
      .from(orderBatches)
      .where(and(eq(orderBatches.orderId, orderId), eq(orderBatches.batchId, from.id)))
      .orderBy(desc(orderBatches.createdAt));
    const taken = held.reduce((n, r) => n + r.quantity, 0);
    if (!taken) throw badRequest(BATCH_SWAP_TEXT.notTaken(from.number), 'from');
    if (input.quantity > taken) throw badRequest(BATCH_SWAP_TEXT.moreThanTaken(from.number, taken), 'quantity');
    if (!to.sellable) throw conflict(BATCH_SWAP_TEXT.notSellable(to.number), 'to');

    const why = { reason: 'batch_swap' as const, orderId, orderNumber: order.number, sellerId };
    const note = BATCH_SWAP_TEXT.swapped(input.quantity, from.number, to.number);
    await changeStock(tx, { ...why, note, productId: input.product, delta: input.quantity, batchId: from.id });
    const took = await changeStock(tx, {
      ...why,
      note,
      productId: input.product,
      delta: -input.quantity,
      batchId: to.id,
    });
    if (!took.ok) throw conflict(BATCH_TEXT.batchBelowZero(took.left), 'quantity');

    // the record: the newest rows of the old batch give up the units, the new batch's row gets them
    let left = input.quantity;
    for (const row of held) {
      if (!left) break;
      const give = Math.min(left, row.quantity);
      left -= give;
      if (give === row.quantity) await tx.delete(orderBatches).where(eq(orderBatches.id, row.id));
      else
        await tx
          .update(orderBatches)
          .set({ quantity: row.quantity - give })
          .where(eq(orderBatches.id, row.id));
    }
    await tx.insert(orderBatches).values({
      orderId,
      productId: input.product,
      batchId: to.id,
      quantity: input.quantity,
      batchNumber: to.number,
      expiry: to.expiry,
      expiryPrecision: to.precision,
    });
    return {
      orderNumber: order.number,
      product: from.product,
      from: from.number,
      to: to.number,
      quantity: input.quantity,
      message: note,
    };
  });
}

export type SwapChoice = { productId: string; number: string; expiryText: string; quantity: number };

/** The batches a packer may swap an order's lines to: each product's batches on hand that may be
 * sold, first expired first, for the seller's order page. None once the order is closed. */
export async function swapChoices(db: Db, orderId: string): Promise<SwapChoice[]> {
  const result = (await db.execute(sql`
    select b.product_id as "productId", b.number, b.expiry::text as expiry, b.expiry_precision as precision,
      b.quantity
    from batches b join products p on p.id = b.product_id
    where b.product_id in (select product_id from order_batches where order_id = ${orderId})
      and b.quantity > 0
      and batch_sellable(b.blocked, b.expiry, product_window(p.category, p.sell_window_days))
    order by b.expiry nulls first, b.created_at, b.id`)) as unknown as {
    rows: { productId: string; number: string; expiry: string | null; precision: 'month' | 'day'; quantity: number }[];
  };
  return result.rows.map((r) => ({
    productId: r.productId,
    number: r.number,
    expiryText: formatExpiry(r.expiry, r.precision),
    quantity: r.quantity,
  }));
}
