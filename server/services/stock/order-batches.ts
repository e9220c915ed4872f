/** The batches each order line took (issue 41 items 3 and 4), as change_stock recorded them in
 * order_batches with their number and expiry as they were: the order's answers, page and e-mail
 * show them. A line of a product without batches took none. */
import { asc, inArray } from 'drizzle-orm';
import { formatExpiry } from '../../../domain/stock/batches.ts';
import type { Db } from '../../db/client.ts';
import { orderBatches } from '../../db/schema.ts';

export type TakenBatch = {
  /** '' for the köhnə qalıq, the stock counted before batches, whose number nobody wrote. */
  number: string;
  /** yyyy-mm-dd, the last day of a month's expiry; null when unknown. */
  expiry: string | null;
  /** As the box says it: "03.2027" or "15.03.2027"; '' when unknown. */
  expiryText: string;
  quantity: number;
};

/** Keyed by `takenKey(order, product)`. */
export type TakenBatches = Map<string, TakenBatch[]>;
export const takenKey = (orderId: string, productId: string | null) => `${orderId}:${productId}`;

export async function takenBatches(db: Pick<Db, 'select'>, orderIds: string[]): Promise<TakenBatches> {
  const taken: TakenBatches = new Map();
  if (!orderIds.length) return taken;
  const rows = await db
    .select()
    .from(orderBatches)
    .where(inArray(orderBatches.orderId, orderIds))
    .orderBy(asc(orderBatches.expiry), asc(orderBatches.createdAt));
  for (const r of rows) {
    const key = takenKey(r.orderId, r.productId);
    const line = taken.get(key) ?? [];
    const same = line.find((b) => b.number === r.batchNumber);
    // a swap or a second take of one batch is one line of the order's record
    if (same) same.quantity += r.quantity;
    else
      line.push({
        number: r.batchNumber,
        expiry: r.expiry,
        expiryText: formatExpiry(r.expiry, r.expiryPrecision),
        quantity: r.quantity,
      });
    taken.set(key, line);
  }
  return taken;
}
