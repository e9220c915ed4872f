/** Reads of a trade buyer's prices for the cart's actions and the API (issue 33):
 * `app.services.tradePricing`. The rule and its helpers are in buyer-pricing.ts; the pages price
 * from their group's list kept per catalogue version (app/lib/trade/trade-prices.server.ts). */
import type { Db } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { quantityProblem } from '../../../domain/trade/quantity-refusals.ts';
import { hasRule } from '../../../domain/trade/quantity-rules.ts';
import { products } from '../../db/schema.ts';
import { badRequest } from '../shared/errors.ts';
import { ruleFor, tradeContext } from './buyer-pricing.ts';

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
