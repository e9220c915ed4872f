/** Orders after they are placed (place-order.ts places them): a customer's and a seller's reads,
 * status changes through the one status machine, deletion. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { MSG } from '../../../domain/shared/messages.ts';
import { toManat } from '../../../domain/shared/money.ts';
import {
  checkTransition,
  needsTypedDeleteConfirm,
  ORDER_DELETED,
  ORDER_STATUS,
  TRANSITION_MESSAGES,
  type Actor,
  type OrderStatus,
} from '../../../domain/orders/order-status.ts';
import type { Order } from '../../../domain/shared/types.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, sellers } from '../../db/schema.ts';
import { conflict, notFound } from '../shared/errors.ts';
import { recordOrderEvent } from './order-events.ts';
import { returnOrderStock } from '../stock/stock.ts';
import { invoiceCompletedOrder } from '../invoices/on-complete.ts';
import { paymentFieldsAfter } from '../payments/order-payment.ts';
import { settleUnagreedDelivery } from '../delivery/delivery-settlement.ts';
import type { PaymentType } from '../../../domain/delivery/delivery.ts';
import type { PaymentMethod } from '../../../domain/payments/methods.ts';
import { withdrawalFromDb } from '../../../domain/vet/vet.ts';
import { takenBatches, takenKey, type TakenBatches } from '../stock/order-batches.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** `taken`: the batches its lines took (order-batches.ts); without it, none is shown. */
export function toOrder(row: OrderRow, items: ItemRow[], withCustomer: boolean, taken?: TakenBatches): Order {
  const { id: addressId, ...address } = row.address;
  return {
    _id: row.id,
    number: row.number,
    items: items.map((item) => ({
      product: {
        _id: item.productId ?? item.id,
        name: item.name,
        nameRu: item.nameRu,
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
      batches: taken?.get(takenKey(row.id, item.productId)) ?? [],
    })),
    amount: toManat(row.amountQepik),
    deliveryFee: toManat(row.deliveryFeeQepik),
    delivery: row.delivery
      ? {
          zoneName: row.delivery.zoneName,
          zoneNameRu: row.delivery.zoneNameRu ?? null,
          daysMin: row.delivery.daysMin,
          daysMax: row.delivery.daysMax,
        }
      : null,
    deliveryToAgree: row.deliveryToAgree,
    address: { _id: addressId, ...address },
    status: row.status as OrderStatus,
    paymentType: row.paymentType as PaymentType,
    paymentMethod: row.paymentMethod as PaymentMethod,
    dueAt: row.dueAt?.toISOString() ?? null,
    isPaid: row.isPaid,
    rx: row.rx,
    lang: row.lang,
    createdAt: row.createdAt.toISOString(),
    ...(withCustomer ? { customer: { _id: row.userId, name: row.customerName, email: row.customerEmail } } : {}),
  };
}

/** Each order with its lines; `rows` is one page, so the IN list stays short. */
export async function withItems(db: Db, rows: OrderRow[], withCustomer: boolean): Promise<Order[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.position));
  const taken = await takenBatches(db, ids);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((i) => i.orderId === row.id),
      withCustomer,
      taken,
    ),
  );
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
/** `system`: the payment-reminder job cancelling an unpaid prepaid order (issue 34). */
export type OrderActor = { ownerId?: string; sellerId?: string; system?: boolean };

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
    const actorEmail = actor === 'customer' ? row.customerEmail : await sellerEmail(tx, by.sellerId);
    const [changed] = await tx
      .update(orders)
      .set({ status: to, ...(await paymentFieldsAfter(tx, row, to)) })
      .where(eq(orders.id, id))
      .returning();
    // a fee never agreed is settled as 0 ₼ before the invoice is issued (decision 0120)
    const updated = to === ORDER_STATUS.completed ? await settleUnagreedDelivery(tx, changed, actorEmail) : changed;
    if (to === ORDER_STATUS.cancelled) await returnOrderStock(tx, row, 'cancel', by.sellerId);
    // the hesab-faktura, once per order (issue 34 item 3), in the transaction that completes it
    if (to === ORDER_STATUS.completed) await invoiceCompletedOrder(tx, updated, actorEmail);
    await recordOrderEvent(tx, {
      orderId: id,
      orderNumber: row.number,
      actor: by.system ? 'system' : actor,
      actorEmail,
      fromStatus: row.status,
      toStatus: to,
    });
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.position));
    return toOrder(updated, items, actor === 'seller', await takenBatches(tx, [id]));
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
