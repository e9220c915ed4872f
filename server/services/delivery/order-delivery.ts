/** The seller sets the delivery of an order whose address named no zone (issue 32, decision
 * 0078): the zone (its fee, free threshold, days and payment, as at checkout) or the zone with a
 * fee of the seller's own; the order's amount becomes goods + fee, it may then be accepted, and
 * the customer gets the final amount by e-mail, sent only if the change commits. */
import { takenBatches } from '../stock/order-batches.ts';
import { defaultMethod, paymentTypeOf, type PaymentMethod } from '../../../domain/payments/methods.ts';
import { asc, eq } from 'drizzle-orm';
import { DELIVERY_SET_EVENT } from '../../../domain/delivery/delivery-set-event.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { deliveryAgreedMail } from '../../../domain/orders/customer-mails.ts';
import { pathInLang } from '../../../domain/i18n/lang.ts';
import { deliveryQuote } from '../../../domain/delivery/delivery.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { toManat, toQepik } from '../../../domain/shared/money.ts';
import { canSetDelivery } from '../../../domain/orders/order-status.ts';
import type { Order } from '../../../domain/shared/types.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, sellers } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { wakeMailers } from '../../mail/mailer.ts';
import { badRequest, conflict, notFound } from '../shared/errors.ts';
import { recordOrderEvent } from '../orders/order-events.ts';
import { toOrder } from '../orders/orders.ts';
import { listZones } from '../settings/settings.ts';

export type SetDeliveryInput = { zone: string; fee?: number };

export async function setOrderDelivery(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  id: string,
  input: SetDeliveryInput,
  sellerId: string | undefined,
  requestOrigin: string,
): Promise<Order> {
  const order = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound(MSG.orderNotFound);
    if (!canSetDelivery(row)) throw conflict(textsIn('az').DELIVERY_AGREE_SELLER.notNow);
    const zone = (await listZones(tx)).find((z) => z._id === input.zone);
    if (!zone) throw badRequest(textsIn('az').DELIVERY_UI.zoneNotFound);
    const goodsQepik = row.amountQepik - row.deliveryFeeQepik;
    const quote = deliveryQuote(goodsQepik, zone, 0);
    const feeQepik = input.fee == null ? quote.feeQepik : toQepik(input.fee);
    // cash on delivery only where the zone takes it; a transfer chosen (before or on terms) stays (issue 34)
    const method = row.paymentMethod === 'cod' ? defaultMethod(quote.payment) : (row.paymentMethod as PaymentMethod);
    const [updated] = await tx
      .update(orders)
      .set({
        amountQepik: goodsQepik + feeQepik,
        deliveryFeeQepik: feeQepik,
        delivery: { zoneId: zone._id, zoneName: zone.name, feeQepik, daysMin: zone.daysMin, daysMax: zone.daysMax },
        paymentType: paymentTypeOf(method),
        paymentMethod: method,
        deliveryToAgree: false,
      })
      .where(eq(orders.id, id))
      .returning();
    const [seller] = sellerId
      ? await tx.select({ email: sellers.email }).from(sellers).where(eq(sellers.id, sellerId))
      : [];
    await recordOrderEvent(tx, {
      orderId: id,
      orderNumber: row.number,
      actor: 'seller',
      actorEmail: seller?.email ?? null,
      fromStatus: row.status,
      toStatus: DELIVERY_SET_EVENT,
    });
    const origin = config.publicUrl ?? requestOrigin;
    const mail = deliveryAgreedMail(
      {
        number: row.number,
        amount: toManat(goodsQepik + feeQepik),
        deliveryFee: toManat(feeQepik),
        zoneName: zone.name,
        daysMin: zone.daysMin,
        daysMax: zone.daysMax,
      },
      row.customerName,
      row.lang, // the language the order was placed in (issue 36 item 4)
      `${origin}${pathInLang(`/my-orders/${id}`, row.lang)}`,
    );
    await enqueueMail(tx, { to: row.customerEmail, ...mail });
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.position));
    return toOrder(updated, items, true, await takenBatches(tx, [id]));
  });
  wakeMailers();
  return order;
}
