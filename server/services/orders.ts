/** Orders: priced on the server from the database, with snapshots of items
 * and address, placed and the cart cleared in one transaction (DESIGN §3). */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '../../domain/cart.ts';
import { MSG } from '../../domain/messages.ts';
import { toManat, totalQepik } from '../../domain/money.ts';
import { checkTransition, isPaidAfter, ORDER_STATUS, type Actor, type OrderStatus } from '../../domain/order-status.ts';
import type { OrderCreateInput } from '../../domain/schemas.ts';
import type { Order } from '../../domain/types.ts';
import type { Db } from '../db/client.ts';
import { addresses, orderItems, orders, products, users } from '../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from './errors.ts';

/** The amount column is a PostgreSQL integer (qəpik). */
const MAX_ORDER_QEPIK = 2_147_483_647;

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

function toOrder(row: OrderRow, items: ItemRow[], withCustomer: boolean): Order {
  const { id: addressId, ...address } = row.address;
  return {
    _id: row.id,
    items: items.map((item) => ({
      product: {
        _id: item.productId ?? item.id,
        name: item.name,
        category: item.category,
        image: item.images,
        offerPrice: item.unitPriceQepik == null ? null : toManat(item.unitPriceQepik),
      },
      quantity: item.quantity,
    })),
    amount: toManat(row.amountQepik),
    address: { _id: addressId, ...address },
    status: row.status as OrderStatus,
    paymentType: 'COD',
    isPaid: row.isPaid,
    createdAt: row.createdAt.toISOString(),
    ...(withCustomer ? { customer: { _id: row.userId, name: row.customerName, email: row.customerEmail } } : {}),
  };
}

async function withItems(db: Db, rows: OrderRow[], withCustomer: boolean): Promise<Order[]> {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
    .orderBy(asc(orderItems.position));
  return rows.map((row) => toOrder(row, items.filter((i) => i.orderId === row.id), withCustomer));
}

export async function placeOrder(db: Db, userId: string, input: OrderCreateInput): Promise<Order> {
  // the same product twice in one request counts once, with the quantities added
  const quantities = new Map<string, number>();
  for (const item of input.items) quantities.set(item.product, (quantities.get(item.product) ?? 0) + item.quantity);
  const ids = [...quantities.keys()];
  // merged lines keep the per-line ceiling of the schema
  if ([...quantities.values()].some((q) => q > MAX_LINE_QUANTITY)) throw badRequest(MSG.orderTooLarge);

  return db.transaction(async (tx) => {
    const [user] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, MSG.unauthorized);
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.address), eq(addresses.userId, userId)));
    if (!address) throw notFound(MSG.addressNotFound);
    const found = await tx.select().from(products).where(inArray(products.id, ids));
    const byId = new Map(found.map((p) => [p.id, p]));
    const lines = ids.map((id, position) => {
      const product = byId.get(id);
      if (!product) throw notFound(MSG.productNotFound);
      if (!product.inStock) throw conflict(MSG.outOfStock + product.name);
      return { product, quantity: quantities.get(id)!, position };
    });
    const amountQepik = totalQepik(lines.map((l) => ({ unitQepik: l.product.priceQepik, quantity: l.quantity })));
    if (amountQepik > MAX_ORDER_QEPIK) throw badRequest(MSG.orderTooLarge); // else the insert fails with a 500
    const { userId: _u, createdAt: _c, isDefault: _d, ...snapshot } = address;
    const [order] = await tx
      .insert(orders)
      .values({ userId, customerName: user.name, customerEmail: user.email, address: snapshot, status: ORDER_STATUS.sent, amountQepik })
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
        })),
      )
      .returning();
    await tx.update(users).set({ cart: {} }).where(eq(users.id, userId));
    return toOrder(order, items, false);
  });
}

export async function listUserOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows, false);
}

/** One of the customer's own orders; another's answers 404. */
export async function getUserOrder(db: Db, userId: string, id: string): Promise<Order> {
  const rows = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId))).limit(1);
  if (!rows.length) throw notFound(MSG.orderNotFound);
  return (await withItems(db, rows, false))[0];
}

export async function listAllOrders(db: Db): Promise<Order[]> {
  const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows, true);
}

/** Changes the status through the one status machine; `ownerId` limits a
 * customer to their own orders (another's answers 404). */
export async function changeOrderStatus(db: Db, id: string, to: OrderStatus, actor: Actor, ownerId?: string): Promise<Order> {
  return db.transaction(async (tx) => {
    const where = ownerId ? and(eq(orders.id, id), eq(orders.userId, ownerId)) : eq(orders.id, id);
    const [row] = await tx.select().from(orders).where(where).for('update');
    if (!row) throw notFound(MSG.orderNotFound);
    const check = checkTransition(row.status as OrderStatus, to, actor);
    if (!check.ok) throw conflict(check.message);
    const [updated] = await tx.update(orders).set({ status: to, isPaid: isPaidAfter(to) }).where(eq(orders.id, id)).returning();
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position));
    return toOrder(updated, items, actor === 'seller');
  });
}

export async function deleteOrder(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
  if (!deleted.length) throw notFound(MSG.orderNotFound);
}
