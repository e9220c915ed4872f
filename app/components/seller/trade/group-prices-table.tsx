/** A product's price in every customer group (issue 33, decision 0093): on its page in the seller
 * panel, what a buyer of each group pays for one, where it comes from, and the breaks. */
import { formatMoney } from '../../../../domain/shared/format';
import type { BULK_PRICE_UI } from '../../../../domain/i18n/az-only/bulk-price-text';
import { AppLink } from '../../shared/app-link';
import { useText } from '../../../lib/text';

type Row = {
  groupId: string;
  groupName: string;
  price: number | null;
  source: keyof typeof BULK_PRICE_UI.source;
  breaks: { minQuantity: number; price: number }[];
};

export function GroupPricesTable({ prices, sku }: { prices: Row[]; sku: string | null }) {
  const { BULK_PRICE_UI: T, TRADE_PRICE_UI } = useText();
  return (
    <section
      aria-labelledby="group-prices-title"
      className="min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="group-prices-title" className="text-lg font-semibold">
        {T.perGroup}
      </h2>
      <p className="text-sm text-slate-600">{T.perGroupLead}</p>
      {prices.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noGroupsYet}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="group-prices">
            <thead>
              <tr className="border-b border-slate-200">
                <th className="py-1 pr-3">{T.groupColumn}</th>
                <th className="py-1 pr-3">{T.priceColumn}</th>
                <th className="py-1 pr-3">{T.sourceColumn}</th>
                <th className="py-1">{T.breaksColumn}</th>
              </tr>
            </thead>
            <tbody>
              {prices.map((p) => (
                <tr key={p.groupId} className="border-b border-slate-100">
                  <td className="py-1 pr-3">
                    <AppLink
                      className="text-primary underline"
                      to={`/seller/groups?group=${p.groupId}${sku ? `&code=${encodeURIComponent(sku)}` : ''}`}
                    >
                      {p.groupName}
                    </AppLink>
                  </td>
                  <td className="py-1 pr-3 font-medium">{formatMoney(p.price)}</td>
                  <td className="py-1 pr-3">{T.source[p.source]}</td>
                  <td className="py-1">
                    {p.breaks.map((b) => TRADE_PRICE_UI.breakLine(b.minQuantity, formatMoney(b.price))).join('; ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
