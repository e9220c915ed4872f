/** The customer's cart on the server: a map of product id to quantity. */
import { eq, inArray } from 'drizzle-orm';
import { addToLine, type Cart } from '../../domain/cart.ts';
import type { Db } from '../db/client.ts';
import { products, users } from '../db/schema.ts';

/** Saves the cart, dropping products that no longer exist and zero lines. */
export async function updateCart(db: Db, userId: string, items: Cart): Promise<Cart> {
  const ids = Object.keys(items).filter((id) => items[id] > 0);
  const known = ids.length ? await db.select({ id: products.id }).from(products).where(inArray(products.id, ids)) : [];
  const cart: Cart = Object.fromEntries(known.map(({ id }) => [id, items[id]]));
  await db.update(users).set({ cart }).where(eq(users.id, userId));
  return cart;
}

/** "Order again": the lines added to the cart (capped per line); products gone since are dropped. */
export async function addToCart(db: Db, userId: string, lines: { product: string; quantity: number }[]): Promise<Cart> {
  const [user] = await db.select({ cart: users.cart }).from(users).where(eq(users.id, userId)).limit(1);
  const cart: Cart = { ...(user?.cart ?? {}) };
  for (const { product, quantity } of lines) addToLine(cart, product, quantity);
  return updateCart(db, userId, cart);
}
