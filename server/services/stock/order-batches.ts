/** The batches each order line took (issue 41 items 3 and 4), as change_stock recorded them in
 * order_batches with their number and expiry as they were: the order's answers, page and e-mail
 * show them. A line of a product without batches took none. */
import { asc, inArray } from 'drizzle-orm';
import { formatExpiry, type ExpiryPrecision } from '../../../domain/stock/batches.ts';
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

/** One batch an order line took, as order_batches holds it or change_stock answers it. */
export type TakenRow = { number: string; expiry: string | null; precision: ExpiryPrecision; quantity: number };

/** Adds `r` to its line; a swap or a second take of one batch is one line of the order's record. */
function addTaken(taken: TakenBatches, key: string, r: TakenRow) {
  const line = taken.get(key) ?? [];
  const same = line.find((b) => b.number === r.number);
  if (same) same.quantity += r.quantity;
  else
    line.push({
      number: r.number,
      expiry: r.expiry,
      expiryText: formatExpiry(r.expiry, r.precision),
      quantity: r.quantity,
    });
  taken.set(key, line);
}

/** Earliest expiry first, an unknown one last, as `takenBatches` reads them back; stable, so
 * batches of one expiry stay in the order they were taken. */
const byExpiry = (a: TakenRow, b: TakenRow) =>
  a.expiry === b.expiry ? 0 : a.expiry == null ? 1 : b.expiry == null ? -1 : a.expiry < b.expiry ? -1 : 1;

/** A new order's batches from change_stock's answer (its `r_taken` per product, migration 0040):
 * the same lines `takenBatches` would read back, without the read. */
export function takenFromAnswer(
  orderId: string,
  rows: { productId: string; taken: TakenRow[] | null }[],
): TakenBatches {
  const taken: TakenBatches = new Map();
  for (const row of rows)
    for (const r of [...(row.taken ?? [])].sort(byExpiry)) addTaken(taken, takenKey(orderId, row.productId), r);
  return taken;
}

export async function takenBatches(db: Pick<Db, 'select'>, orderIds: string[]): Promise<TakenBatches> {
  const taken: TakenBatches = new Map();
  if (!orderIds.length) return taken;
  const rows = await db
    .select()
    .from(orderBatches)
    .where(inArray(orderBatches.orderId, orderIds))
    .orderBy(asc(orderBatches.expiry), asc(orderBatches.createdAt));
  for (const r of rows)
    addTaken(taken, takenKey(r.orderId, r.productId), {
      number: r.batchNumber,
      expiry: r.expiry,
      precision: r.expiryPrecision,
      quantity: r.quantity,
    });
  return taken;
}
