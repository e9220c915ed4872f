/** Completing an order whose delivery fee was never agreed (decision 0120, amending 0078): the fee
 * is settled as 0 ₼ so the amount is final before the invoice is issued; the settlement is written
 * in the order's history and the customer is e-mailed the final amount, in the completing
 * transaction. */
import { eq } from 'drizzle-orm';
import { deliverySettledMail } from '../../../domain/orders/customer-mails.ts';
import { DELIVERY_SETTLED_EVENT } from '../../../domain/delivery/delivery-set-event.ts';
import { toManat } from '../../../domain/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { recordOrderEvent } from '../orders/order-events.ts';

type OrderRow = typeof orders.$inferSelect;

/** The row as settled (unchanged when its delivery was priced); `actorEmail` names the seller. */
export async function settleUnagreedDelivery(tx: Db, row: OrderRow, actorEmail: string | null): Promise<OrderRow> {
  if (!row.deliveryToAgree) return row;
  // the amount held the goods alone while to be agreed, so it is already the final amount
  const [settled] = await tx
    .update(orders)
    .set({ deliveryToAgree: false, deliveryFeeQepik: 0 })
    .where(eq(orders.id, row.id))
    .returning();
  await recordOrderEvent(tx, {
    orderId: row.id,
    orderNumber: row.number,
    actor: 'seller',
    actorEmail,
    fromStatus: row.status,
    toStatus: DELIVERY_SETTLED_EVENT,
  });
  const mail = deliverySettledMail(
    { number: row.number, amount: toManat(settled.amountQepik) },
    row.customerName,
    row.lang,
  );
  await enqueueMail(tx, { to: row.customerEmail, ...mail });
  return settled;
}
