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

/** Applies a change to the account's cart as the database holds it, its row locked from the read
 * to the write: two tabs or clients changing the cart at once both count, where a change applied
 * to the cart the request read at its start would overwrite the other's (decision 0076). */
export async function changeAccountCart(db: Db, userId: string, change: (cart: Cart) => Cart): Promise<Cart> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ cart: users.cart }).from(users).where(eq(users.id, userId)).for('update');
    return updateCart(tx, userId, change(user?.cart ?? {}));
  });
}

/** "Order again": the lines added to the cart (capped per line); products gone since are dropped. */
export function addToCart(db: Db, userId: string, lines: { product: string; quantity: number }[]): Promise<Cart> {
  return changeAccountCart(db, userId, (current) => {
    const cart: Cart = { ...current };
    for (const { product, quantity } of lines) addToLine(cart, product, quantity);
    return cart;
  });
}
