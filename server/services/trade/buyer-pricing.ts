/** A trade buyer's prices on the server (issue 33, decision 0091): the buyer's approved company
 * and its group's price list read once per request, then the one rule of domain/trade/pricing.ts
 * for every line. Used by the order (what is charged and kept), the cart page and the product page;
 * a retail buyer (or a company not approved) gets null and the list price everywhere. */
import { formatDate } from '../../../domain/shared/format.ts';
import { toManat, toQepik } from '../../../domain/shared/money.ts';
import { needsLicence } from '../../../domain/trade/company.ts';
import { termsFor, tradeUnitPrice, visibleBreaks, type PriceBreak } from '../../../domain/trade/pricing.ts';
import { quantityProblem } from '../../../domain/trade/quantity-refusals.ts';
import { NO_RULE, type QuantityRule } from '../../../domain/trade/quantity-rules.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { BuyerPrice } from '../../../domain/trade/types.ts';
import type { Db } from '../../db/client.ts';
import { tradeOrders } from '../../db/schema.ts';
import { badRequest, HttpError } from '../shared/errors.ts';
import { tradeBuyer, type Buyer } from './companies.ts';
import { groupTerms, type GroupTerms } from './groups.ts';

export type TradeContext = { buyer: Buyer; terms: GroupTerms };
/** An approved company in no group: list prices, no rules. */
export const NO_TERMS: GroupTerms = { list: { catalogueBp: null, categoryBp: {}, products: {} }, rules: {} };

/** The buyer's company and price list; null for a retail buyer. */
export async function tradeContext(db: Db, userId: string | null | undefined): Promise<TradeContext | null> {
  if (!userId) return null;
  const buyer = await tradeBuyer(db, userId);
  if (!buyer) return null;
  return { buyer, terms: buyer.groupId ? await groupTerms(db, buyer.groupId) : NO_TERMS };
}

type Priced = { id: string; category: string; priceQepik: number | null };

/** The unit price (qəpik) this buyer pays for `quantity` of a product. */
export const unitQepikFor = (ctx: TradeContext | null, p: Priced, quantity: number): number | null =>
  ctx ? tradeUnitPrice(p.priceQepik, termsFor(ctx.terms.list, p.id, p.category), quantity).unitQepik : p.priceQepik;

export const ruleFor = (ctx: Pick<TradeContext, 'terms'> | null, productId: string): QuantityRule =>
  (ctx && Object.hasOwn(ctx.terms.rules, productId) ? ctx.terms.rules[productId] : undefined) ?? NO_RULE;

/** Refuses the first line whose quantity the buyer's rules do not allow, with its message. */
export function checkQuantities(
  ctx: TradeContext | null,
  lines: { id: string; name: string; quantity: number }[],
): void {
  if (!ctx) return;
  for (const line of lines) {
    const problem = quantityProblem(line.name, line.quantity, ruleFor(ctx, line.id));
    if (problem) throw badRequest(problem);
  }
}

/** Whether the order's Rx items go without a per-order prescription: a clinic or pharmacy whose
 * licence is on file and valid today. */
export const licenceCoversRx = (ctx: TradeContext | null): boolean => Boolean(ctx?.buyer.licensed);

/** The reason put before the prescription refusal for a clinic or pharmacy whose licence does not
 * cover the order; null for everyone else (farms, pet shops and retail follow the retail rule). */
export function rxLicenceReason(ctx: TradeContext | null): string | null {
  if (!ctx || !needsLicence(ctx.buyer.type) || ctx.buyer.licensed) return null;
  const { TRADE_RX_MSG } = textsIn('az');
  return ctx.buyer.licenceExpires
    ? TRADE_RX_MSG.licenceExpired(formatDate(ctx.buyer.licenceExpires))
    : TRADE_RX_MSG.noLicence;
}

/** Inside the order's transaction: which company ordered, at which group, and the licence that
 * stood for a prescription. */
export async function recordTradeOrder(
  tx: Db,
  orderId: string,
  ctx: TradeContext | null,
  licenceForRx: boolean,
): Promise<void> {
  if (!ctx) return;
  await tx.insert(tradeOrders).values({
    orderId,
    companyId: ctx.buyer.companyId,
    groupName: ctx.buyer.groupName,
    // the licence as it stood, kept with the order: a later renewal changes no past order (decision 0122)
    licenceNumber: licenceForRx ? ctx.buyer.licenceNumber : null,
    licenceExpires: licenceForRx ? ctx.buyer.licenceExpires : null,
    licenceCompany: licenceForRx ? ctx.buyer.legalName : null,
  });
}

export function buyerPrice(ctx: Pick<TradeContext, 'terms'>, p: Priced, quantity = 1): BuyerPrice {
  const terms = termsFor(ctx.terms.list, p.id, p.category);
  const unit = tradeUnitPrice(p.priceQepik, terms, quantity).unitQepik;
  const breaks: PriceBreak[] = visibleBreaks(p.priceQepik, terms);
  return {
    price: unit == null ? null : toManat(unit),
    listPrice: p.priceQepik == null ? null : toManat(p.priceQepik),
    breaks: breaks.map((b) => ({ minQuantity: b.minQuantity, price: toManat(b.unitQepik) })),
    rule: ruleFor(ctx, p.id),
  };
}

type Shown = { _id: string; category: string; offerPrice?: number | null };

/** Each shown product's price for a buyer on these terms at `quantities` (1 when not given). */
export function pricesFor(
  terms: GroupTerms,
  products: readonly Shown[],
  quantities: Record<string, number> = {},
): Record<string, BuyerPrice> {
  const out: Record<string, BuyerPrice> = {};
  for (const p of products) {
    const priced = { id: p._id, category: p.category, priceQepik: p.offerPrice == null ? null : toQepik(p.offerPrice) };
    out[p._id] = buyerPrice({ terms }, priced, Math.max(1, quantities[p._id] ?? 1));
  }
  return out;
}

/** Runs the retail prescription check; its refusal, for a clinic or pharmacy whose licence does not
 * cover the order, starts with why (decision 0053's step, issue 33 item 4). */
export async function withLicenceReason(ctx: TradeContext | null, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    const reason = rxLicenceReason(ctx);
    if (reason && error instanceof HttpError && error.statusCode === 400)
      throw new HttpError(400, `${reason} ${error.message}`, error.field);
    throw error;
  }
}
