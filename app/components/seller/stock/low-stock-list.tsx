/** The overview's list of tracked products at or below their threshold (issue 24): each opens
 * its edit page, where the ledger and the correction form are. */
import { AppLink } from '../../shared/app-link';
import type { LowStockItem } from '../../../../domain/shared/types';
import { useText } from '../../../lib/text';

export function LowStockList({ items }: { items: LowStockItem[] }) {
  const { STOCK_SELLER_TEXT } = useText();
  return (
    <section aria-labelledby="low-stock-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="low-stock-title" className="text-lg font-semibold">
          {STOCK_SELLER_TEXT.overviewTitle}
        </h2>
        {items.length > 0 && (
          <AppLink
            to="/seller/product-list?stock=low"
            className="text-sm font-medium text-primary-dull hover:underline"
          >
            {STOCK_SELLER_TEXT.lowFilter}
          </AppLink>
        )}
      </div>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{STOCK_SELLER_TEXT.overviewNone}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="low-stock">
          {items.map((item) => (
            <li key={item._id} className="flex items-center justify-between gap-3 py-2">
              <AppLink
                to={`/seller/editproduct/${item._id}`}
                className="min-w-0 break-words font-medium hover:underline"
              >
                {item.name}
              </AppLink>
              <span
                className={`shrink-0 font-semibold tabular-nums ${item.stockQuantity === 0 ? 'text-red-700' : 'text-amber-800'}`}
              >
                {item.stockQuantity === 0
                  ? STOCK_SELLER_TEXT.overviewOut
                  : STOCK_SELLER_TEXT.leftOfThreshold(item.stockQuantity, item.threshold)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
