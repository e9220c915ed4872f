/** The price a trade buyer pays (issue 33, decision 0091): one rule, run by the cart,
 * the order, the e-mails, the delivery note, the API and the pages alike. Money is
 * integer qəpik; a percentage is held in hundredths of a percent (750 is 7,5 %).
 *
 *  1. The group's per-product price, when the price list has one, wins over percentages.
 *  2. Otherwise the group's percentage off the product's category, else off the whole
 *     catalogue (the more particular percentage wins; they do not add up), applied to the
 *     list price (`offerPrice`) and floored to the qəpik (spec §9's floor rule, in the
 *     buyer's favour).
 *  3. Otherwise the list price.
 *  4. A quantity break ("10 ədəddən 9,20 ₼") applies from its quantity when it is lower
 *     than the price of 1–3; of several that apply, the lowest. Buying more never costs
 *     more a piece.
 * A product without a list price has no percentage price; a per-product price or a break
 * still prices it for the group. */

/** Hundredths of a percent: 10 000 is the whole price. */
export const BASIS = 10_000;

export type PriceBreak = { readonly minQuantity: number; readonly unitQepik: number };

/** What one group's price list says about one product. */
export type ProductTerms = {
  readonly productQepik: number | null;
  readonly categoryBp: number | null;
  readonly catalogueBp: number | null;
  readonly breaks: readonly PriceBreak[];
};

/** A group's whole price list, as the server keeps it: percentages by category, and the
 * products it names (a price, breaks, or both). */
export type PriceList = {
  readonly catalogueBp: number | null;
  readonly categoryBp: Readonly<Record<string, number>>;
  readonly products: Readonly<
    Record<string, { readonly priceQepik: number | null; readonly breaks: readonly PriceBreak[] }>
  >;
};

export const NO_TERMS: ProductTerms = { productQepik: null, categoryBp: null, catalogueBp: null, breaks: [] };

/** Where a buyer's unit price came from (the product page says "Sizin qiymətiniz" for
 * anything but 'list'). */
export type PriceSource = 'list' | 'catalogue' | 'category' | 'product' | 'break';

export type TradePrice = {
  /** What the buyer pays a piece; null: "Qiymət sorğu ilə". */
  readonly unitQepik: number | null;
  readonly source: PriceSource;
  /** The break's quantity when a break set the price. */
  readonly breakFrom: number | null;
};

/** A list price less a percentage, floored to the qəpik. Integers only: exact up to
 * 9 × 10¹¹ qəpik, far beyond any price. */
export function percentOff(listQepik: number, bp: number): number {
  return Math.floor((listQepik * (BASIS - bp)) / BASIS);
}

/** The terms a price list gives one product. */
export function termsFor(list: PriceList | null, productId: string, category: string): ProductTerms {
  if (!list) return NO_TERMS;
  const own = Object.hasOwn(list.products, productId) ? list.products[productId] : undefined;
  return {
    productQepik: own?.priceQepik ?? null,
    categoryBp: Object.hasOwn(list.categoryBp, category) ? list.categoryBp[category] : null,
    catalogueBp: list.catalogueBp,
    breaks: own?.breaks ?? [],
  };
}

/** The price before breaks: per-product price, else a percentage, else the list price. */
function basePrice(listQepik: number | null, terms: ProductTerms): { unitQepik: number | null; source: PriceSource } {
  if (terms.productQepik != null) return { unitQepik: terms.productQepik, source: 'product' };
  if (listQepik != null && terms.categoryBp != null)
    return { unitQepik: percentOff(listQepik, terms.categoryBp), source: 'category' };
  if (listQepik != null && terms.catalogueBp != null)
    return { unitQepik: percentOff(listQepik, terms.catalogueBp), source: 'catalogue' };
  return { unitQepik: listQepik, source: 'list' };
}

/** What a buyer with these terms pays a piece for `quantity` of a product listed at `listQepik`. */
export function tradeUnitPrice(listQepik: number | null, terms: ProductTerms, quantity: number): TradePrice {
  const base = basePrice(listQepik, terms);
  let best: PriceBreak | null = null;
  for (const b of terms.breaks) {
    if (quantity < b.minQuantity) continue;
    if (best == null || b.unitQepik < best.unitQepik) best = b;
  }
  if (best != null && (base.unitQepik == null || best.unitQepik < base.unitQepik))
    return { unitQepik: best.unitQepik, source: 'break', breakFrom: best.minQuantity };
  return { ...base, breakFrom: null };
}

/** A line's amount in qəpik (unit × quantity), null without a price. */
export function tradeLineQepik(listQepik: number | null, terms: ProductTerms, quantity: number): number | null {
  const { unitQepik } = tradeUnitPrice(listQepik, terms, quantity);
  return unitQepik == null ? null : unitQepik * quantity;
}

/** The breaks a product page lists, from the lowest quantity: only those that lower the
 * price (a break above the base price never applies), each with the unit price it gives. */
export function visibleBreaks(listQepik: number | null, terms: ProductTerms): PriceBreak[] {
  const sorted = [...terms.breaks].sort((a, b) => a.minQuantity - b.minQuantity);
  const out: PriceBreak[] = [];
  let current = basePrice(listQepik, terms).unitQepik;
  for (const b of sorted) {
    const unit = tradeUnitPrice(listQepik, terms, b.minQuantity).unitQepik;
    if (unit == null || (current != null && unit >= current)) continue;
    out.push({ minQuantity: b.minQuantity, unitQepik: unit });
    current = unit;
  }
  return out;
}
