/** An order's payment facts kept on its row (issue 34): `is_paid` follows the payments (a COD order
 * is paid when completed, as before) and an order on terms falls due `terms_days` after its
 * completion. Called inside the transaction that holds the order's row locked. */
import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUS, type OrderStatus } from '../../../domain/orders/order-status.ts';
import type { PaymentMethod } from '../../../domain/payments/methods.ts';
import { isPaidFor } from '../../../domain/payments/state.ts';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';

type Row = typeof orders.$inferSelect;
const DAY = 86_400_000;

/** The sum of an order's payments (reversals included), qəpik. */
export async function paidOf(db: Pick<Db, 'select'>, orderId: string): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${payments.amountQepik}), 0)` })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return Number(row?.paid ?? 0);
}

/** isPaid and dueAt of the order once its status is `to` (or as it is). */
export async function paymentFieldsAfter(
  db: Pick<Db, 'select'>,
  row: Row,
  to: OrderStatus = row.status as OrderStatus,
  now = new Date(),
): Promise<{ isPaid: boolean; dueAt: Date | null }> {
  const method = row.paymentMethod as PaymentMethod;
  const paid = method === 'cod' && to === ORDER_STATUS.completed ? 0 : await paidOf(db, row.id);
  const isPaid = isPaidFor({ amountQepik: row.amountQepik, paymentMethod: method, status: to }, paid);
  let dueAt = row.dueAt;
  if (method === 'terms') {
    if (to === ORDER_STATUS.completed && row.status !== ORDER_STATUS.completed)
      dueAt = new Date(now.getTime() + (row.termsDays ?? 0) * DAY);
    else if (to !== ORDER_STATUS.completed) dueAt = null; // un-completed: not delivered, not due
  }
  return { isPaid, dueAt };
}
