/** Orders: priced on the server from the database, with snapshots of items
 * and address, placed and the cart cleared in one transaction (docs/architecture.md §Data). */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '../../domain/cart.ts';
import { orderConfirmationMail } from '../../domain/customer-mail-text.ts';
import { newOrderMail } from '../../domain/mail-text.ts';
import { MSG } from '../../domain/messages.ts';
import { orderSearchText } from '../../domain/order-filters.ts';
import { toManat, totalQepik } from '../../domain/money.ts';
import {
  checkTransition,
  isPaidAfter,
  needsTypedDeleteConfirm,
  ORDER_DELETED,
  ORDER_STATUS,
  TRANSITION_MESSAGES,
  type Actor,
  type OrderStatus,
} from '../../domain/order-status.ts';
import type { OrderCreateInput } from '../../domain/schemas.ts';
import type { Order } from '../../domain/types.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders, products, sellers, users } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { badRequest, conflict, HttpError, notFound } from './errors.ts';
import { recordOrderEvent } from './order-events.ts';
import { getOwnAddress } from './addresses.ts';
import { priceDelivery } from './delivery-pricing.ts';
import { returnOrderStock, takeOrderStock } from './stock.ts';
import { STOCK_TEXT } from '../../domain/stock-text.ts';
import type { PaymentType } from '../../domain/delivery.ts';
import { withdrawalFromDb } from '../../domain/vet.ts';
import { checkRxRule, preparePhoto, savePrescription } from './prescriptions.ts';

/** The amount column is a PostgreSQL integer (qəpik). */
const MAX_ORDER_QEPIK = 2_147_483_647;

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

function toOrder(row: OrderRow, items: ItemRow[], withCustomer: boolean): Order {
  const { id: addressId, ...address } = row.address;
  return {
    _id: row.id,
    number: row.number,
    items: items.map((item) => ({
      product: {
        _id: item.productId ?? item.id,
        name: item.name,
        category: item.category,
        image: item.images,
        offerPrice: item.unitPriceQepik == null ? null : toManat(item.unitPriceQepik),
        rx: item.rx,
        withdrawal: {
          meat: withdrawalFromDb(item.withdrawalMeatDays),
          milk: withdrawalFromDb(item.withdrawalMilkDays),
          eggs: withdrawalFromDb(item.withdrawalEggsDays),
        },
      },
      quantity: item.quantity,
    })),
    amount: toManat(row.amountQepik),
    deliveryFee: toManat(row.deliveryFeeQepik),
    delivery: row.delivery
      ? { zoneName: row.delivery.zoneName, daysMin: row.delivery.daysMin, daysMax: row.delivery.daysMax }
      : null,
    address: { _id: addressId, ...address },
    status: row.status as OrderStatus,
    paymentType: row.paymentType as PaymentType,
    isPaid: row.isPaid,
    rx: row.rx,
    createdAt: row.createdAt.toISOString(),
    ...(withCustomer ? { customer: { _id: row.userId, name: row.customerName, email: row.customerEmail } } : {}),
  };
}

/** Each order with its lines; `rows` is one page, so the IN list stays short. */
export async function withItems(db: Db, rows: OrderRow[], withCustomer: boolean): Promise<Order[]> {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((i) => i.orderId === row.id),
      withCustomer,
    ),
  );
}

/** Where the new-order notice goes; the mail is enqueued in the order's transaction. */
export type NewOrderNotice = { to: string; orderUrl?: (id: string) => string };

/** `confirmationUrl` links the customer's confirmation e-mail to the order's page;
 * `siteOrigin` its policy links. */
export async function placeOrder(
  db: Db,
  userId: string,
  input: OrderCreateInput,
  notice?: NewOrderNotice,
  confirmationUrl?: (id: string) => string,
  siteOrigin?: string,
  photoBytes?: Buffer,
): Promise<Order> {
  // the same product twice in one request counts once, with the quantities added
  const quantities = new Map<string, number>();
  for (const item of input.items) quantities.set(item.product, (quantities.get(item.product) ?? 0) + item.quantity);
  const ids = [...quantities.keys()];
  // merged lines keep the per-line ceiling of the schema
  if ([...quantities.values()].some((q) => q > MAX_LINE_QUANTITY)) throw badRequest(MSG.orderTooLarge);
  const photo = await preparePhoto(photoBytes);

  return db.transaction(async (tx) => {
    const [user] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, MSG.unauthorized);
    const { _id: addressId, isDefault: _d, ...addressFields } = await getOwnAddress(tx, userId, input.address);
    const found = await tx.select().from(products).where(inArray(products.id, ids));
    const byId = new Map(found.map((p) => [p.id, p]));
    const lines = ids.map((id, position) => {
      const product = byId.get(id);
      if (!product) throw notFound(MSG.productNotFound);
      const quantity = quantities.get(id)!;
      if (!product.inStock) throw conflict(MSG.outOfStock + product.name);
      // a quick refusal from an unlocked read; takeOrderStock's conditional update is the guarantee
      if (product.trackStock && product.stockQuantity < quantity) {
        throw conflict(STOCK_TEXT.notEnough(product.name, product.stockQuantity));
      }
      return { product, quantity, position };
    });
    const rxNames = lines.filter((l) => l.product.rx).map((l) => l.product.name);
    await checkRxRule(tx, rxNames, input.prescription, photo);
    const goodsQepik = totalQepik(lines.map((l) => ({ unitQepik: l.product.priceQepik, quantity: l.quantity })));
    const delivery = await priceDelivery(tx, goodsQepik, addressFields, input.zone);
    const amountQepik = delivery.totalQepik;
    if (amountQepik > MAX_ORDER_QEPIK) throw badRequest(MSG.orderTooLarge); // else the insert fails with a 500
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
        paymentType: delivery.payment,
        searchFolded: orderSearchText({ customerName: user.name, customerEmail: user.email, ...snapshot }),
        rx: rxNames.length > 0,
      })
      .returning();
    const items = await tx
      .insert(orderItems)
      .values(
        lines.map((l) => ({
          orderId: order.id,
          productId: l.product.id,
          name: l.product.name,
          category: l.product.category,
          images: l.product.images,
          unitPriceQepik: l.product.priceQepik,
          quantity: l.quantity,
          position: l.position,
          rx: l.product.rx,
          withdrawalMeatDays: l.product.withdrawalMeatDays,
          withdrawalMilkDays: l.product.withdrawalMilkDays,
          withdrawalEggsDays: l.product.withdrawalEggsDays,
        })),
      )
      .returning();
    if (rxNames.length) await savePrescription(tx, order.id, input.prescription, photo);
    await tx.update(users).set({ cart: {} }).where(eq(users.id, userId));
    await recordOrderEvent(tx, {
      orderId: order.id,
      orderNumber: order.number,
      actor: 'customer',
      actorEmail: user.email,
      fromStatus: null,
      toStatus: ORDER_STATUS.sent,
    });
    const placed = toOrder(order, items, false);
    if (notice) await enqueueMail(tx, { to: notice.to, ...newOrderMail(placed, user, notice.orderUrl?.(order.id)) });
    // the customer's copy of the confirmation page, sent only if the order commits
    const mail = orderConfirmationMail(placed, user.name, delivery.settings, {
      orderUrl: confirmationUrl?.(order.id),
      origin: siteOrigin,
    });
    await enqueueMail(tx, { to: user.email, ...mail });
    // last before the commit: a product's row stays locked from here to the commit, so orders
    // for one product queue only for each other's commit, not for each other's whole work
    await takeOrderStock(tx, order, lines);
    return placed;
  });
}

export async function listUserOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows, false);
}

/** One of the customer's own orders; another's answers 404. */
export async function getUserOrder(db: Db, userId: string, id: string): Promise<Order> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  if (!rows.length) throw notFound(MSG.orderNotFound);
  return (await withItems(db, rows, false))[0];
}

/** Who asks: `ownerId` limits a customer to their own orders (another's
 * answers 404); `sellerId` names the seller in the history. */
export type OrderActor = { ownerId?: string; sellerId?: string };

async function sellerEmail(db: Pick<Db, 'select'>, sellerId: string | undefined): Promise<string | null> {
  if (!sellerId) return null;
  const [row] = await db.select({ email: sellers.email }).from(sellers).where(eq(sellers.id, sellerId));
  return row?.email ?? null;
}

/** Changes the status through the one status machine and records the change. */
export async function changeOrderStatus(
  db: Db,
  id: string,
  to: OrderStatus,
  actor: Actor,
  by: OrderActor = {},
): Promise<Order> {
  return db.transaction(async (tx) => {
    const where = by.ownerId ? and(eq(orders.id, id), eq(orders.userId, by.ownerId)) : eq(orders.id, id);
    const [row] = await tx.select().from(orders).where(where).for('update');
    if (!row) throw notFound(MSG.orderNotFound);
    const check = checkTransition(row.status as OrderStatus, to, actor);
    if (!check.ok) throw conflict(check.message);
    const [updated] = await tx
      .update(orders)
      .set({ status: to, isPaid: isPaidAfter(to) })
      .where(eq(orders.id, id))
      .returning();
    const actorEmail = actor === 'customer' ? row.customerEmail : await sellerEmail(tx, by.sellerId);
    if (to === ORDER_STATUS.cancelled) await returnOrderStock(tx, row, 'cancel', by.sellerId);
    await recordOrderEvent(tx, {
      orderId: id,
      orderNumber: row.number,
      actor,
      actorEmail,
      fromStatus: row.status,
      toStatus: to,
    });
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.position));
    return toOrder(updated, items, actor === 'seller');
  });
}

/** Deletes an order (docs/architecture.md §Roles), leaving a 'deleted' row in its history. A
 * completed, paid order goes only with its number typed (`confirmNumber`). */
/** One order with the customer, for the seller's order page; 404 when gone. */
export async function getSellerOrder(db: Db, id: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound(MSG.orderNotFound);
  return (await withItems(db, [row], true))[0];
}

export async function deleteOrder(
  db: Db,
  id: string,
  by: { sellerId?: string; confirmNumber?: number } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound(MSG.orderNotFound);
    if (
      needsTypedDeleteConfirm({ status: row.status as OrderStatus, isPaid: row.isPaid }) &&
      by.confirmNumber !== row.number
    ) {
      throw conflict(TRANSITION_MESSAGES.typeNumberToDelete);
    }
    const actorEmail = await sellerEmail(tx, by.sellerId);
    // only a pending order's goods are still on the shelf; an accepted one is packed or gone (decision 0060)
    if (row.status === ORDER_STATUS.sent) await returnOrderStock(tx, row, 'delete', by.sellerId);
    await recordOrderEvent(tx, {
      orderId: id,
      orderNumber: row.number,
      actor: 'seller',
      actorEmail,
      fromStatus: row.status,
      toStatus: ORDER_DELETED,
    });
    await tx.delete(orders).where(eq(orders.id, id));
  });
}
