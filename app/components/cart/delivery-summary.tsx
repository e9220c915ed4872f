/** The checkout's delivery and totals (issue 25): the chosen address's zone
 * (or a list to choose one when the address names none), goods total, the fee
 * or "Pulsuz" with what more makes it free, the grand total, the working days
 * and the payment of that zone, and the links to the terms and returns. The
 * server prices the order again with the same rules (domain/delivery/delivery.ts). */
import { useState, type ReactNode } from 'react';
import {
  daysSpan,
  deliveryQuote,
  missingForMinimum,
  type Delivery,
  type DeliveryZone,
} from '../../../domain/delivery/delivery';
import { formatMoneyIn } from '../../../domain/shared/format';
import { toManat } from '../../../domain/shared/money';
import { POLICY_LINKS } from '../../../domain/settings/site';
import type { Address } from '../../../domain/shared/types';
import { AppLink } from '../shared/app-link';
import { useLang, useText } from '../../lib/text';
import { contentIn } from '../../../domain/content/content-lang';

const row = 'flex items-baseline justify-between gap-3';

type Props = {
  delivery: Delivery;
  address: Address | undefined;
  /** The zone the server read from the address (domain/delivery/zone-match.ts); null when it names none. */
  ownZoneId: string | null;
  goodsQepik: number;
  /** The payment's row for this zone and total (issue 34: the methods the buyer may choose). */
  payment?: (zone: DeliveryZone | null, totalQepik: number) => ReactNode;
};

export function DeliverySummary({ delivery, address, ownZoneId, goodsQepik, payment }: Props) {
  const lang = useLang();
  const money = (qepik: number) => formatMoneyIn(lang, toManat(qepik));
  const { DELIVERY_AGREE, DELIVERY_UI, PAYMENT_LABELS } = useText();
  const [chosen, setChosen] = useState('');
  const { zones } = delivery;
  const own = address && ownZoneId ? (zones.find((z) => z._id === ownZoneId) ?? null) : null;
  const needsChoice = Boolean(address && zones.length && !own);
  const zone = own ?? zones.find((z) => z._id === chosen) ?? null;
  const quote = zone ? deliveryQuote(goodsQepik, zone, delivery.minOrder) : null;
  const missing = missingForMinimum(goodsQepik, delivery.minOrder);
  return (
    <div className="mt-4 space-y-2 text-sm text-slate-800" data-testid="delivery-summary">
      {needsChoice && (
        <div>
          <label htmlFor="zone-select" className="font-semibold">
            {DELIVERY_UI.chooseZone}
          </label>
          <select
            id="zone-select"
            name="zone"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            aria-describedby="zone-hint"
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-2"
          >
            <option value="">{DELIVERY_AGREE.noChoice}</option>
            {zones.map((z) => (
              <option key={z._id} value={z._id} lang={contentIn(lang, z.name, z.nameRu).lang}>
                {contentIn(lang, z.name, z.nameRu).text}
              </option>
            ))}
          </select>
          <p id="zone-hint" className="mt-1 text-slate-600">
            {DELIVERY_AGREE.checkoutHint}
          </p>
        </div>
      )}
      <p className={row}>
        <span>{DELIVERY_UI.goods}</span>
        <span>{money(goodsQepik)}</span>
      </p>
      {zone && quote && (
        <>
          <p className={row}>
            <span>
              {DELIVERY_UI.fee}{' '}
              <span className="text-slate-600" lang={contentIn(lang, zone.name, zone.nameRu).lang}>
                ({contentIn(lang, zone.name, zone.nameRu).text})
              </span>
            </span>
            <span data-testid="delivery-fee" className={quote.feeQepik ? '' : 'font-semibold text-teal-800'}>
              {quote.feeQepik ? money(quote.feeQepik) : DELIVERY_UI.free}
            </span>
          </p>
          {quote.toFreeQepik != null && (
            <p className="rounded-md bg-teal-50 px-2 py-1 text-teal-900" data-testid="to-free">
              {DELIVERY_UI.toFree(money(quote.toFreeQepik))}
            </p>
          )}
          <p className={row}>
            <span>{DELIVERY_UI.days}</span>
            <span data-testid="delivery-days">
              {DELIVERY_UI.daysText(daysSpan(quote.daysMin, quote.daysMax), quote.daysMax)}
            </span>
          </p>
        </>
      )}
      {needsChoice && !zone && (
        <p className={row}>
          <span>{DELIVERY_UI.fee}</span>
          <span data-testid="delivery-fee" className="font-semibold text-amber-900">
            {DELIVERY_AGREE.fee}
          </span>
        </p>
      )}
      {payment ? (
        payment(zone, quote?.totalQepik ?? goodsQepik)
      ) : (
        <p className={row}>
          <span>{DELIVERY_UI.payment}</span>
          <span data-testid="payment-method">{PAYMENT_LABELS[quote?.payment ?? 'COD']}</span>
        </p>
      )}
      <p className={`${row} border-t border-slate-200 pt-3 text-lg font-bold`}>
        <span>{needsChoice && !zone ? DELIVERY_AGREE.goodsTotal : DELIVERY_UI.grandTotal}</span>
        <span data-testid="cart-total">{money(quote?.totalQepik ?? goodsQepik)}</span>
      </p>
      {missing > 0 && (
        <p className="rounded-md bg-amber-50 px-2 py-1 text-amber-900" id="below-minimum">
          {DELIVERY_UI.belowMinimum(formatMoneyIn(lang, delivery.minOrder), money(missing))}
        </p>
      )}
      <p className="text-xs text-slate-600">
        {DELIVERY_UI.termsLinks}{' '}
        <AppLink to={POLICY_LINKS.terms} className="font-semibold text-primary underline">
          {DELIVERY_UI.terms}
        </AppLink>
        {' · '}
        <AppLink to={POLICY_LINKS.returns} className="font-semibold text-primary underline">
          {DELIVERY_UI.returns}
        </AppLink>
      </p>
    </div>
  );
}
