/** Batches for tests (issue 41): a batch-tracked product and batches of any expiry, the past too
 * (a receipt refuses those), each filled through a correction naming its batch. */
import { eq, sql } from 'drizzle-orm';
import { batches, orderBatches, products, users } from '../../server/db/schema.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { changeStock } from '../../server/services/stock/stock.ts';
import type { CategoryPath } from '../../domain/catalog/categories.ts';
import type { TestApp } from './app.ts';

/** yyyy-mm-dd `days` from the shop's today. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + 4 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

export async function batchProduct(t: TestApp, name: string, category: CategoryPath = 'Həblər') {
  const p = await t.createProduct({ name, offerPrice: 5, category });
  await t.db.update(products).set({ trackStock: true, batchTracked: true }).where(eq(products.id, p._id));
  return p;
}

export async function addBatch(
  t: TestApp,
  productId: string,
  number: string,
  expiryInDays: number | null,
  quantity: number,
  blocked = false,
) {
  const expiry = expiryInDays == null ? null : dayFromToday(expiryInDays);
  const [b] = await t.db
    .insert(batches)
    .values({ productId, number, expiry, expiryPrecision: 'day', blocked })
    .returning();
  await t.db.transaction((tx) =>
    changeStock(tx, { productId, delta: quantity, batchId: b.id, reason: 'correction', note: 'test' }),
  );
  return b;
}

/** Each batch's quantity by number, and the product's quantity. */
export async function batchState(t: TestApp, productId: string) {
  const rows = await t.db.select().from(batches).where(eq(batches.productId, productId));
  const [p] = await t.db.select({ q: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return { batches: Object.fromEntries(rows.map((r) => [r.number, r.quantity])), stock: p.q };
}

export async function takenBy(t: TestApp, orderId: string) {
  const rows = await t.db
    .select({ number: orderBatches.batchNumber, quantity: sql<number>`sum(${orderBatches.quantity})::int` })
    .from(orderBatches)
    .where(eq(orderBatches.orderId, orderId))
    .groupBy(orderBatches.batchNumber);
  return Object.fromEntries(rows.map((r) => [r.number, r.quantity]));
}

/** A customer straight in the database, with an address (50 of them must be quick). */
export async function quickBuyer(t: TestApp, i: number) {
  const [user] = await t.db
    .insert(users)
    .values({ name: `Alıcı ${i}`, email: `batch-${i}-${Date.now()}@test.az`, passwordHash: 'x' })
    .returning();
  const cookie = `sid=${await createSession(t.db, { userId: user.id })}`;
  const addressId = (await t.createAddress(cookie))._id;
  return { cookie, addressId, email: user.email, userId: user.id };
}

export const orderOf = (t: TestApp, c: { cookie: string; addressId: string }, product: string, quantity: number) =>
  t.post('/api/order/cod', { items: [{ product, quantity }], address: c.addressId }, c.cookie);
