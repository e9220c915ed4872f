/** The customer's cart on the server: a map of product id to quantity. */
import { eq, inArray } from 'drizzle-orm';
import { addToLine, type Cart } from '../../../domain/cart/cart.ts';
import { maxOrderable } from '../../../domain/stock/stock.ts';
import { quantityProblem } from '../../../domain/trade/quantity-refusals.ts';
import { hasRule } from '../../../domain/trade/quantity-rules.ts';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { badRequest } from '../shared/errors.ts';
import { stockColumns } from '../stock/stock.ts';
import { ruleFor, tradeContext } from '../trade/buyer-pricing.ts';

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

/** The lines of `next` a trade buyer's quantity rules forbid, each with its message (the one rule,
 * domain/trade/quantity-rules.ts); only lines this change set (a line left as it was is asked
 * again by the order, not here), and never for a retail buyer or a removed line. */
async function ruleProblems(tx: Db, userId: string, before: Cart, next: Cart) {
  const changed = Object.keys(next).filter((id) => next[id] > 0 && next[id] !== before[id]);
  const ctx = changed.length ? await tradeContext(tx, userId) : null;
  const ruled = ctx ? changed.filter((id) => hasRule(ruleFor(ctx, id))) : [];
  if (!ruled.length) return [];
  const rows = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ruled));
  return rows.flatMap((row) => {
    const message = quantityProblem(row.name, next[row.id], ruleFor(ctx, row.id));
    return message ? [{ id: row.id, message }] : [];
  });
}

/** Applies a change to the account's cart as the database holds it, its row locked from the read
 * to the write: two tabs or clients changing the cart at once both count, where a change applied
 * to the cart the request read at its start would overwrite the other's (decision 0076). A line a
 * trade buyer's rule forbids (decision 0121) refuses the change with 400 and its message; `keep`
 * (the login's merge of a visitor's cart) leaves that line as the account had it instead. */
export async function changeAccountCart(
  db: Db,
  userId: string,
  change: (cart: Cart) => Cart,
  forbidden: 'refuse' | 'keep' = 'refuse',
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ cart: users.cart }).from(users).where(eq(users.id, userId)).for('update');
    const before = user?.cart ?? {};
    const next = change(before);
    for (const problem of await ruleProblems(tx, userId, before, next)) {
      if (forbidden === 'refuse') throw badRequest(problem.message);
      if (before[problem.id]) next[problem.id] = before[problem.id];
      else delete next[problem.id];
    }
    return updateCart(tx, userId, next);
  });
}

/** The spec's `POST /api/cart/update`: the whole cart as the client holds it, checked like every
 * other change. */
export function replaceAccountCart(db: Db, userId: string, items: Cart): Promise<Cart> {
  return changeAccountCart(db, userId, () => ({ ...items }));
}

/** "Order again": the lines added to the cart (capped per line); products gone since are dropped. */
export function addToCart(db: Db, userId: string, lines: { product: string; quantity: number }[]): Promise<Cart> {
  return changeAccountCart(db, userId, (current) => {
    const cart: Cart = { ...current };
    for (const { product, quantity } of lines) addToLine(cart, product, quantity);
    return cart;
  });
}
