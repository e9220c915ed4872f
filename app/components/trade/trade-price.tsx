/** A trade buyer's price on the product page (issue 33): what they pay, the retail price struck
 * beside it, the breaks that lower it ("10 ədəddən 9,20 ₼") and the quantity rule. */
import { formatMoneyIn } from '../../../domain/shared/format';
import type { BuyerPrice } from '../../../domain/trade/types';
import { useLang, useText } from '../../lib/text';

export function TradePrice({ trade }: { trade: BuyerPrice }) {
  const { TRADE_PRICE_UI: T } = useText();
  const lang = useLang();
  const formatMoney = (x: number | null) => formatMoneyIn(lang, x);
  const lower = trade.price != null && trade.listPrice != null && trade.price < trade.listPrice;
  const { minimum, increment, maximum } = trade.rule;
  return (
    <div data-testid="trade-price">
      <p className="text-sm font-medium text-slate-700">{T.yourPrice}</p>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-3xl font-bold text-primary" data-testid="price">
          {formatMoney(trade.price)}
        </span>
        {lower && (
          <span className="text-base text-slate-600">
            <span className="sr-only">{T.retailPrice}: </span>
            <s>{formatMoney(trade.listPrice)}</s>
          </span>
        )}
      </p>
      {trade.breaks.length > 0 && (
        <div className="mt-2">
          <p className="text-sm font-medium text-slate-700">{T.breaksTitle}</p>
          <ul className="text-sm text-slate-800" data-testid="price-breaks">
            {trade.breaks.map((b) => (
              <li key={b.minQuantity}>{T.breakLine(b.minQuantity, formatMoney(b.price))}</li>
            ))}
          </ul>
        </div>
      )}
      {(minimum != null || increment != null || maximum != null) && (
        <ul className="mt-2 text-sm text-slate-700">
          {minimum != null && <li>{T.minimumNote(minimum)}</li>}
          {increment != null && <li>{T.incrementNote(increment)}</li>}
          {maximum != null && <li>{T.maximumNote(maximum)}</li>}
        </ul>
      )}
    </div>
  );
}
