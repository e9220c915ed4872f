/** Money in (issue 34 item 3): the seller records a payment against an order, or reverses one with
 * a negative entry (payments are never edited: the table's trigger refuses it). Each write locks
 * the order's row, so the order's `is_paid` moves with its payments in the same commit; the same
 * key twice records one payment. */
import { eq } from 'drizzle-orm';
import { toManat, toQepik } from '../../../domain/shared/money.ts';
import { formatMoney } from '../../../domain/shared/format.ts';
import { bakuToday } from '../../../domain/orders/order-filters.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import type { PaymentInput } from '../../../domain/payments/payment-schemas.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { outstandingQepik } from '../../../domain/payments/state.ts';
import type { PaymentMethod } from '../../../domain/payments/methods.ts';
import type { Db } from '../../db/client.ts';
import { orders, payments, tradeOrders } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../shared/errors.ts';
import { paidOf, paymentFieldsAfter } from './order-payment.ts';
import { toPayment, type Payment } from './payment-shape.ts';

const { PAYMENTS_MSG: M } = textsIn('az');

export type Recorded = { payment: Payment; replayed: boolean };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function lockOrder(tx: Tx, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw notFound(M.orderNotFound);
  return row;
}

async function byKey(tx: Tx, key: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.key, key));
  return row;
}

/** After a payment moved: the order's isPaid as its payments say. */
async function settle(tx: Tx, row: typeof orders.$inferSelect): Promise<void> {
  const { isPaid } = await paymentFieldsAfter(tx, row);
  if (isPaid !== row.isPaid) await tx.update(orders).set({ isPaid }).where(eq(orders.id, row.id));
}

export async function recordPayment(db: Db, orderId: string, input: PaymentInput, by: string): Promise<Recorded> {
  const amountQepik = toQepik(input.amount);
  // a bank reference names one transfer: sent again for the same order, it is the same payment
  const key = input.key ?? (input.reference ? `ref:${orderId}:${input.method}:${input.reference}` : null);
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (key) {
      const seen = await byKey(tx, key);
      if (seen) {
        if (seen.orderId !== orderId || seen.amountQepik !== amountQepik) throw new HttpError(422, M.keyReused);
        return { payment: toPayment(seen), replayed: true };
      }
    }
    if (row.status === ORDER_STATUS.cancelled) throw conflict(M.cancelled);
    const paid = await paidOf(tx, orderId);
    const left = outstandingQepik({ ...row, paymentMethod: row.paymentMethod as PaymentMethod }, [
      { amountQepik: paid },
    ]);
    if (amountQepik > left) throw conflict(M.overpaid(formatMoney(toManat(left))));
    const [trade] = await tx
      .select({ companyId: tradeOrders.companyId })
      .from(tradeOrders)
      .where(eq(tradeOrders.orderId, orderId));
    const [saved] = await tx
      .insert(payments)
      .values({
        orderId,
        orderNumber: row.number,
        companyId: trade?.companyId ?? null,
        amountQepik,
        paidOn: input.paidOn ?? bakuToday(),
        method: input.method,
        reference: input.reference,
        key,
        createdBy: by,
      })
      .onConflictDoNothing({ target: payments.key })
      .returning();
    if (!saved) throw new HttpError(422, M.keyReused); // the key taken by another order's payment meanwhile
    await settle(tx, row);
    return { payment: toPayment(saved), replayed: false };
  });
}

/** A correction: the payment's amount written again, negative, naming it. */
export async function reversePayment(db: Db, paymentId: string, by: string): Promise<Payment> {
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!original) throw notFound(M.paymentNotFound);
    if (original.reverses) throw conflict(M.reverseReversal);
    const row = await lockOrder(tx, original.orderId).catch(() => null);
    const [done] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.reverses, paymentId));
    if (done) throw conflict(M.alreadyReversed);
    const [saved] = await tx
      .insert(payments)
      .values({
        orderId: original.orderId,
        orderNumber: original.orderNumber,
        companyId: original.companyId,
        amountQepik: -original.amountQepik,
        paidOn: bakuToday(),
        method: original.method,
        reference: original.reference,
        reverses: original.id,
        createdBy: by,
      })
      .onConflictDoNothing({ target: payments.reverses })
      .returning();
    if (!saved) throw conflict(M.alreadyReversed);
    if (row) await settle(tx, row);
    return toPayment(saved);
  });
}
