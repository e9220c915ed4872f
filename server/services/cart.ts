/** The customer's cart on the server: a map of product id to quantity. */
import { eq, inArray } from 'drizzle-orm';
import type { Cart } from '../../domain/cart.ts';
import type { Db } from '../db/client.ts';
import { products, users } from '../db/schema.ts';

/** Saves the cart, dropping products that no longer exist and zero lines. */
export async function updateCart(db: Db, userId: string, items: Cart): Promise<Cart> {
  const ids = Object.keys(items).filter((id) => items[id] > 0);
  const known = ids.length
    ? await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))
    : [];
  const cart: Cart = Object.fromEntries(known.map(({ id }) => [id, items[id]]));
  await db.update(users).set({ cart }).where(eq(users.id, userId));
  return cart;
}
