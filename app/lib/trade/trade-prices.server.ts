/** A page's trade prices (issue 33, decision 0119): the buyer's group price list, read through the
 * catalogue cache (the group tables raise its version), priced by the one rule of
 * server/services/trade/buyer-pricing.ts. Null for everyone not buying at trade prices, whose
 * pages show `offerPrice` as it is. What an order charges is read again in its own transaction. */
import type { AppLoadContext } from 'react-router';
import type { ListedPrice } from '../../../domain/trade/card-prices';
import { listedPrices } from '../../../domain/trade/card-prices';
import type { BuyerPrice } from '../../../domain/trade/types';
import { NO_TERMS, pricesFor } from '../../../server/services/trade/buyer-pricing';
import type { GroupTerms } from '../../../server/services/trade/groups';

type Shown = { _id: string; category: string; offerPrice?: number | null };

async function termsOf(context: AppLoadContext): Promise<GroupTerms | null> {
  if (!context.trade) return null;
  return context.trade.groupId ? context.services.tradeGroups.groupTerms(context.trade.groupId) : NO_TERMS;
}

/** The cards' prices (lists, search, home). */
export async function cardPrices(
  context: AppLoadContext,
  products: readonly Shown[],
): Promise<Record<string, ListedPrice> | null> {
  const terms = await termsOf(context);
  return terms && listedPrices(terms.list, products);
}

/** Each product's price, breaks and rule at `quantities` (the product page, the cart). */
export async function buyerPrices(
  context: AppLoadContext,
  products: readonly Shown[],
  quantities: Record<string, number> = {},
): Promise<Record<string, BuyerPrice> | null> {
  const terms = await termsOf(context);
  return terms && pricesFor(terms, products, quantities);
}
