/** A product's quantity in the seller's lists (issue 24): the number, marked when low or
 * out, or "Sayılmır" for a product whose quantity is not tracked. */
import type { SellerStock } from '../../../../domain/shared/types';
import { useText } from '../../../lib/text';

export function StockQuantity({ stock }: { stock: SellerStock | undefined }) {
  const { STOCK_SELLER_TEXT } = useText();
  if (!stock?.trackStock) return <span className="text-sm text-slate-600">{STOCK_SELLER_TEXT.untracked}</span>;
  const tone = stock.stockQuantity === 0 ? 'text-red-700' : stock.low ? 'text-amber-800' : 'text-slate-900';
  return (
    <span className={`font-semibold tabular-nums ${tone}`} data-testid="stock-quantity">
      {stock.stockQuantity}
      {stock.low && <span className="sr-only"> ({STOCK_SELLER_TEXT.lowFilter})</span>}
    </span>
  );
}
