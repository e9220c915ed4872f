/** Stock quantities (issue 24, decision 0059): the one rule of "in stock" and of how many may be
 * ordered, used by the cards, the product page, the cart, the API's answers and the checkout. */
import { MAX_LINE_QUANTITY } from '../cart/cart.ts';
import { LOW_STOCK_DEFAULT, MAX_SELECTABLE_QUANTITY } from '../shared/limits.ts';

/** A product's stock columns as the database keeps them. */
export type StockColumns = {
  inStock: boolean;
  trackStock: boolean;
  /** On hand: what the warehouse counts, expired and blocked batches included. */
  stockQuantity: number;
  /** What may be sold now (decision 0138): on hand less batches expired, in their last days or
   * blocked; without batches, the same as on hand. Every customer-facing rule below reads it. */
  sellableQuantity: number;
  lowStockThreshold: number | null;
};

/** The seller's switch, and, when the quantity is tracked, at least one that may be sold. The switch stays a manual stop. */
export function isAvailable(p: StockColumns): boolean {
  return p.inStock && (!p.trackStock || p.sellableQuantity > 0);
}

export function thresholdOf(p: Pick<StockColumns, 'lowStockThreshold'>): number {
  return p.lowStockThreshold ?? LOW_STOCK_DEFAULT;
}

/** Tracked, and at or below its threshold (0 included): the seller's low-stock filter and overview. */
export function isLow(p: StockColumns): boolean {
  return p.trackStock && p.stockQuantity <= thresholdOf(p);
}

/** The quantities the storefront shows exactly: up to the threshold (the warning) or the
 * selector's range (its cap); above both, "enough" is all a visitor needs to know. */
function shownUpTo(p: Pick<StockColumns, 'lowStockThreshold'>): number {
  return Math.max(thresholdOf(p), MAX_SELECTABLE_QUANTITY);
}

/** The public answer's `stockLeft`: how many can be ordered when that limits the customer
 * (tracked and at most `shownUpTo`), else null. Cached pages carry it, so it is kept coarse:
 * a change above the range changes nothing a visitor sees (server/services/stock/stock.ts). */
export function stockLeftOf(p: StockColumns): number | null {
  if (!p.trackStock || !p.inStock) return null;
  return p.sellableQuantity <= shownUpTo(p) ? p.sellableQuantity : null;
}

/** What a visitor sees of a product's stock: whether a change of quantity changes it. */
export function storefrontStockView(p: StockColumns): string {
  return `${isAvailable(p)}:${stockLeftOf(p)}`;
}

/** The most a customer may have of a tracked product (decision 0087): what is left when the
 * storefront shows it (scarce stock, "Cəmi 3 ədəd qalıb"), else the online limit: the quantity
 * cut to its first digit (643 → 600, 12 → 10), never inside the range shown exactly. A cart or an
 * order above it is cut or refused without the number, so no answer tells a well-stocked quantity
 * (decision 0059), and asking for 599, 600, 601 … tells only the limit. */
export function onlineLimit(p: StockColumns): number {
  const shown = shownUpTo(p);
  const left = p.sellableQuantity;
  if (left <= shown) return left;
  const step = 10 ** (String(left).length - 1);
  return Math.max(shown + 1, Math.floor(left / step) * step);
}

/** The most one cart line or order line may hold. */
export function maxOrderable(p: StockColumns): number {
  if (!isAvailable(p)) return 0;
  return p.trackStock ? Math.min(MAX_LINE_QUANTITY, onlineLimit(p)) : MAX_LINE_QUANTITY;
}

/** What a refusal may say is left: the number when the storefront shows it anyway, else null. */
export function toldLeft(p: Pick<StockColumns, 'lowStockThreshold'>, left: number): number | null {
  return left <= shownUpTo(p) ? left : null;
}

/** "Few left": tracked, available and what may be sold at or below its threshold; the storefront shows the count. */
export function isFewLeft(p: StockColumns): boolean {
  return isAvailable(p) && p.trackStock && p.sellableQuantity <= thresholdOf(p);
}
