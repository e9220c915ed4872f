/** Placing an order: priced on the server from the database, with snapshots of items and
 * address, its stock taken and the cart cleared in one transaction (docs/architecture.md §Data). */
import { eq, inArray } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '../../../domain/cart/cart.ts';
import { orderConfirmationMail } from '../../../domain/orders/customer-mails.ts';
import { newOrderMail } from '../../../domain/orders/order-mails.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { orderSearchText } from '../../../domain/orders/order-filters.ts';
import { totalQepik } from '../../../domain/shared/money.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import type { OrderCreateInput } from '../../../domain/shared/schemas.ts';
import type { Order } from '../../../domain/shared/types.ts';
import type { Lang } from '../../../domain/i18n/lang.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products, users } from '../../db/schema.ts';
import { enqueueMails } from '../../mail/outbox.ts';
import { needsProforma } from '../../../domain/invoices/proforma.ts';
import { badRequest, conflict, HttpError, notFound } from '../shared/errors.ts';
import { recordOrderEvent } from './order-events.ts';
import { getOwnAddress } from '../accounts/addresses.ts';
import { priceDelivery } from '../delivery/delivery-pricing.ts';
import { takeOrderStock } from '../stock/stock.ts';
import { maxOrderable, toldLeft } from '../../../domain/stock/stock.ts';
import { checkRxRule, preparePhoto, savePrescription } from '../vet/prescriptions.ts';
import { toOrder } from './orders.ts';
import { claimOrderKey, saveOrderKey, type OrderKey } from './order-keys.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import * as trade from '../trade/buyer-pricing.ts';
import { choosePayment } from '../payments/checkout-payment.ts';
import { paymentTypeOf } from '../../../domain/payments/methods.ts';

const { ORDER_KEY_TEXT } = textsIn('az');

/** The amount column is a PostgreSQL integer (qəpik). */
const MAX_ORDER_QEPIK = 2_147_483_647;

/** Where the new-order notice goes; the mail is enqueued in the order's transaction. */
export type NewOrderNotice = { to: string; orderUrl?: (id: string) => string };

/** `lang`: the storefront language of the page placing it; an API call (none) takes the language the
 * account chose with the switch, else Azerbaijani (issue 36 item 4, decision 0114). */
/** Placing once (decision 0079): `key` answers a repeat with the order it placed; `fromCart`
 * orders the account's cart as the database holds it, its row locked, not the items the request
 * read (two tabs: the second finds the cart empty). */
export type PlaceOnce = { key?: OrderKey; fromCart?: boolean; lang?: Lang };
export type Placed = { order: Order; replayed: boolean };

/** The same product twice in one request counts once, with the quantities added; merged lines
 * keep the per-line ceiling of the schema. */
function lineQuantities(items: { product: string; quantity: number }[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const item of items) quantities.set(item.product, (quantities.get(item.product) ?? 0) + item.quantity);
  if ([...quantities.values()].some((q) => q > MAX_LINE_QUANTITY)) throw badRequest(MSG.orderTooLarge);
  return quantities;
}

/** `confirmationUrl` links the customer's confirmation e-mail to the order's page;
 * `siteOrigin` its policy links. */
export async function placeOrder(
  db: Db,
  userId: string,
  input: OrderCreateInput,
  notice?: NewOrderNotice,
  confirmationUrl?: (id: string, lang: Lang) => string,
  siteOrigin?: string,
  photoBytes?: Buffer,
  once: PlaceOnce = {},
): Promise<Placed> {
  if (!once.fromCart) lineQuantities(input.items); // refused before the photo's work
  const photo = await preparePhoto(photoBytes);

  return db.transaction(async (tx) => {
    const replay = once.key ? await claimOrderKey(tx, userId, once.key) : null;
    if (replay) return { order: replay, replayed: true };
    // the customer's row locked to the commit: one customer's orders from the cart go one at a time
    const [user] = await tx
      .select({ name: users.name, email: users.email, cart: users.cart, lang: users.lang })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new HttpError(401, MSG.unauthorized);
    const wanted = once.fromCart
      ? Object.entries(user.cart ?? {})
          .filter(([, quantity]) => quantity > 0)
          .map(([product, quantity]) => ({ product, quantity }))
      : input.items;
    if (!wanted.length) throw conflict(ORDER_KEY_TEXT.cartOrdered);
    const quantities = lineQuantities(wanted);
    const ids = [...quantities.keys()];
    const { _id: addressId, isDefault: _d, ...addressFields } = await getOwnAddress(tx, userId, input.address);
    const found = await tx.select().from(products).where(inArray(products.id, ids));
    const byId = new Map(found.map((p) => [p.id, p]));
    // trade customers (issue 33): the buyer's company and price list; null for a retail buyer
    const tradeCtx = await trade.tradeContext(tx, userId);
    const lines = ids.map((id, position) => {
      const product = byId.get(id);
      if (!product) throw notFound(MSG.productNotFound);
      const quantity = quantities.get(id)!;
      if (!product.inStock) throw conflict(MSG.outOfStock + product.name);
      // a quick refusal from an unlocked read; takeOrderStock's conditional update is the guarantee
      // above what may be sold online (decision 0087): refused without a well-stocked number
      if (product.trackStock && quantity > maxOrderable(product)) {
        throw conflict(
          textsIn('az').STOCK_MSG.notEnough(product.name, toldLeft(product, product.sellableQuantity) ?? 'untold'),
        );
      }
      return { product, quantity, position, unitQepik: trade.unitQepikFor(tradeCtx, product, quantity) };
    });
    trade.checkQuantities(
      tradeCtx,
      lines.map((l) => ({ id: l.product.id, name: l.product.name, quantity: l.quantity })),
    );
    const rxNames = lines.filter((l) => l.product.rx).map((l) => l.product.name);
    const rxByLicence = rxNames.length > 0 && trade.licenceCoversRx(tradeCtx);
    if (!rxByLicence)
      await trade.withLicenceReason(tradeCtx, () => checkRxRule(tx, rxNames, input.prescription, photo));
    const goodsQepik = totalQepik(lines.map((l) => ({ unitQepik: l.unitQepik, quantity: l.quantity })));
    const delivery = await priceDelivery(tx, goodsQepik, addressFields, input.zone);
    const amountQepik = delivery.totalQepik;
    if (amountQepik > MAX_ORDER_QEPIK) throw badRequest(MSG.orderTooLarge); // else the insert fails with a 500
    // issue 34: the method chosen (or the zone's); on terms the company's row stays locked to the commit
    const companyId = tradeCtx?.buyer.companyId ?? null;
    const pay = await choosePayment(tx, companyId, delivery.payment, amountQepik, input.paymentMethod);
    const snapshot = { id: addressId, ...addressFields };
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        customerName: user.name,
        customerEmail: user.email,
        address: snapshot,
        status: ORDER_STATUS.sent,
        amountQepik,
        deliveryFeeQepik: delivery.feeQepik,
        delivery: delivery.snapshot,
        deliveryToAgree: delivery.toAgree,
        paymentType: paymentTypeOf(pay.method),
        paymentMethod: pay.method,
        termsDays: pay.termsDays,
        searchFolded: orderSearchText({ customerName: user.name, customerEmail: user.email, ...snapshot }),
        rx: rxNames.length > 0,
        lang: once.lang ?? user.lang ?? 'az',
      })
      .returning();
    const items = await tx
      .insert(orderItems)
      .values(
        lines.map((l) => ({
          orderId: order.id,
          productId: l.product.id,
          name: l.product.name,
          nameRu: l.product.nameRu,
          category: l.product.category,
          images: l.product.images,
          unitPriceQepik: l.unitQepik,
          quantity: l.quantity,
          position: l.position,
          rx: l.product.rx,
          withdrawalMeatDays: l.product.withdrawalMeatDays,
          withdrawalMilkDays: l.product.withdrawalMilkDays,
          withdrawalEggsDays: l.product.withdrawalEggsDays,
        })),
      )
      .returning();
    if (rxNames.length && !rxByLicence) await savePrescription(tx, order.id, input.prescription, photo);
    await trade.recordTradeOrder(tx, order.id, tradeCtx, rxByLicence);
    await tx.update(users).set({ cart: {} }).where(eq(users.id, userId));
    await recordOrderEvent(tx, {
      orderId: order.id,
      orderNumber: order.number,
      actor: 'customer',
      actorEmail: user.email,
      fromStatus: null,
      toStatus: ORDER_STATUS.sent,
    });
    // the stock first: the order's answer and both e-mails name the batches it took (issue 41).
    // A product's row stays locked from here to the commit, so orders for one product queue for
    // each other's mail rows and commit, not for each other's whole work. change_stock answers the
    // batches it took (migration 0040): no second read of order_batches
    const placed = toOrder(order, items, false, await takeOrderStock(tx, order, lines));
    const sellerMail = notice && { to: notice.to, ...newOrderMail(placed, user, notice.orderUrl?.(order.id)) };
    // the customer's copy of the confirmation page, sent only if the order commits
    const mail = orderConfirmationMail(placed, user.name, delivery.settings, {
      orderUrl: confirmationUrl?.(order.id, placed.lang),
      origin: siteOrigin,
    });
    // a prepaid order's proforma, with the bank details and the order's number as the reference
    const attachments = needsProforma(order) ? [{ kind: 'proforma' as const, orderId: order.id }] : undefined;
    // both e-mails in one insert, the seller's first as before
    await enqueueMails(tx, [...(sellerMail ? [sellerMail] : []), { to: user.email, ...mail, attachments }]);
    if (once.key) await saveOrderKey(tx, userId, once.key, placed);
    return { order: placed, replayed: false };
  });
}
