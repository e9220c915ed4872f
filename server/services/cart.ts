/** The customer's cart on the server: a map of product id to quantity. */
import { eq, inArray } from 'drizzle-orm';
import { addToLine, type Cart } from '../../domain/cart.ts';
import { maxOrderable } from '../../domain/stock.ts';
import type { Db } from '../db/client.ts';
import { products, users } from '../db/schema.ts';
import { stockColumns } from './stock.ts';

/** The cart as it can be ordered: products that no longer exist and zero lines dropped, a
 * tracked product's line cut to what is left (issue 24; an unavailable line stays, marked, until
 * removed). Read live: the catalogue cache does not follow every order's quantities. */
export async function capCart(db: Db, items: Cart): Promise<Cart> {
  const ids = Object.keys(items).filter((id) => items[id] > 0);
  const known = ids.length ? await db.select(stockColumns).from(products).where(inArray(products.id, ids)) : [];
  return Object.fromEntries(
    known.map((row) => {
      const max = maxOrderable(row);
      return [row.id, max > 0 ? Math.min(items[row.id], max) : items[row.id]];
    }),
  );
}

/** Saves the cart as `capCart` leaves it. */
export async function updateCart(db: Db, userId: string, items: Cart): Promise<Cart> {
  const cart = await capCart(db, items);
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
