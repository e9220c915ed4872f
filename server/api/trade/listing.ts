/** The API's product answers for a trade buyer's session (issue 33, decision 0093): each product
 * gains `tradePrice` (and `tradeBreaks`) beside the spec's `offerPrice`, which keeps the list price,
 * and the answer is `private, no-store`. Everyone else gets the cached public answer, untouched. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUserId, USER_COOKIE } from '../../auth/guards.ts';
import type { ListedPrice } from '../../../domain/trade/card-prices.ts';
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../page-cache.ts';

type Listed = { _id: string; category: string; offerPrice: number | null };

/** The session's customer when their company buys at trade prices; null (no query without a cookie). */
export async function tradeBuyerId(request: FastifyRequest): Promise<string | null> {
  if (!request.cookies[USER_COOKIE]) return null;
  const userId = await currentUserId(request);
  if (!userId) return null;
  return (await request.server.services.tradeCompanies.tradeBuyer(userId)) ? userId : null;
}

export const withTradePrice = <P extends Listed>(p: P, prices: Record<string, ListedPrice> | null) => {
  const own = prices?.[p._id];
  return own ? { ...p, tradePrice: own.price, tradeBreaks: own.breaks } : p;
};

/** The buyer's products, priced in one query; the answer is marked private. */
export async function pricedForBuyer<P extends Listed>(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  products: P[],
): Promise<P[]> {
  reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
  const prices = await request.server.services.tradePricing.listPrices(userId, products);
  return products.map((p) => withTradePrice(p, prices));
}
