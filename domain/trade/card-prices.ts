/** A trade buyer's price on everything that lists products (issue 33, decision 0093): cards of
 * lists, categories, search, the home page and similar products, and the API's product answers.
 * The one rule of pricing.ts, run on a price list read for the page's products only. */
import { toManat, toQepik } from '../shared/money.ts';
import { termsFor, tradeUnitPrice, visibleBreaks, type PriceList } from './pricing.ts';

type Listed = { _id: string; category: string; offerPrice?: number | null };

/** What a listed product costs this buyer a piece (manat; null: price on request), and the
 * breaks that lower it, from the lowest quantity. */
export type ListedPrice = { price: number | null; breaks: { minQuantity: number; price: number }[] };

export function listedPrices(list: PriceList, products: readonly Listed[]): Record<string, ListedPrice> {
  const out: Record<string, ListedPrice> = {};
  for (const p of products) {
    const listQepik = p.offerPrice == null ? null : toQepik(p.offerPrice);
    const terms = termsFor(list, p._id, p.category);
    const unit = tradeUnitPrice(listQepik, terms, 1).unitQepik;
    out[p._id] = {
      price: unit == null ? null : toManat(unit),
      breaks: visibleBreaks(listQepik, terms).map((b) => ({ minQuantity: b.minQuantity, price: toManat(b.unitQepik) })),
    };
  }
  return out;
}

/** Cards at the buyer's prices: `offerPrice` becomes theirs (so the card's add-to-cart and every
 * sum agree with the cart), `listPrice` keeps the retail price to strike when theirs is lower.
 * A retail buyer's cards (prices null) come back as they were. */
export function withCardPrices<C extends { _id: string; offerPrice?: number | null }>(
  cards: C[],
  prices: Record<string, ListedPrice> | null,
): (C & { listPrice?: number })[] {
  if (!prices) return cards;
  return cards.map((card) => {
    const own = prices[card._id];
    if (!own) return card;
    const lower = own.price != null && card.offerPrice != null && own.price < card.offerPrice;
    return lower ? { ...card, offerPrice: own.price, listPrice: card.offerPrice! } : { ...card, offerPrice: own.price };
  });
}
