/** The pages' reads of a trade buyer's prices (issue 33): `app.services.tradePricing`. The rule
 * and its helpers are in buyer-pricing.ts; this module holds only calls that take the database. */
import { toQepik } from '../../../domain/money.ts';
import type { Db } from '../../db/client.ts';
import type { BuyerPrice } from '../../../domain/trade/types.ts';
import { eq } from 'drizzle-orm';
import { hasRule, quantityProblem } from '../../../domain/trade/quantity-rules.ts';
import { products } from '../../db/schema.ts';
import { badRequest } from '../errors.ts';
import { buyerPrice, ruleFor, tradeContext } from './buyer-pricing.ts';
import { pageTerms } from './page-prices.ts';

type ShownProduct = { _id: string; category: string; offerPrice?: number | null };

/** Each product's price for this buyer at `quantities` (1 when not given), or null for a retail
 * buyer: the page then shows `offerPrice` as it is. */
export async function buyerPrices(
  db: Db,
  userId: string | null | undefined,
  products: ShownProduct[],
  quantities: Record<string, number> = {},
): Promise<Record<string, BuyerPrice> | null> {
  // the price list of these products only, and the buyer's company, in one query (page-prices.ts)
  const terms = await pageTerms(
    db,
    userId,
    products.map((p) => p._id),
  );
  if (!terms) return null;
  const ctx = { terms };
  const out: Record<string, BuyerPrice> = {};
  for (const p of products) {
    const priced = { id: p._id, category: p.category, priceQepik: p.offerPrice == null ? null : toQepik(p.offerPrice) };
    out[p._id] = buyerPrice(ctx, priced, Math.max(1, quantities[p._id] ?? 1));
  }
  return out;
}

/** Whether this customer buys at trade prices now (an approved company): their pages are then
 * private to every cache (decision 0092). */
export async function isTradeBuyer(db: Db, userId: string | null | undefined): Promise<boolean> {
  return (await tradeContext(db, userId)) != null;
}

/** Refuses a cart line a trade buyer's quantity rule does not allow, with its message (the order
 * checks again); 0 (removing) and retail buyers always pass. */
export async function checkCartQuantity(db: Db, userId: string, productId: string, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  const ctx = await tradeContext(db, userId);
  const rule = ruleFor(ctx, productId);
  if (!hasRule(rule)) return;
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  const problem = product ? quantityProblem(product.name, quantity, rule) : null;
  if (problem) throw badRequest(problem);
}

/** Lists' and the API's prices: one query for the shown products (page-prices.ts). */
export { listPrices } from './page-prices.ts';
