/** An order's delivery as it kept it when placed (issue 25): goods, the
 * zone's fee or "Pulsuz", the promised working days and the payment; or, while the
 * delivery is to be agreed (decision 0078), that the fee is not known yet, plainly. */
import { daysSpan } from '../../../domain/delivery/delivery';
import { formatMoneyIn } from '../../../domain/shared/format';
import type { Order } from '../../../domain/shared/types';
import { useLang, useText } from '../../lib/text';
import { contentIn } from '../../../domain/content/content-lang';

/** `seller`: the seller's page, where the box to set the delivery says what to do instead of the customer's note;
 * `settled`: completed with the fee never agreed, so the delivery cost nothing (decision 0120). */
export function OrderDelivery({
  order,
  seller = false,
  settled = false,
}: {
  order: Order;
  seller?: boolean;
  settled?: boolean;
}) {
  const lang = useLang();
  const { DELIVERY_AGREE, DELIVERY_UI, METHOD_LABELS } = useText();
  const d = order.delivery;
  const zoneName = contentIn(lang, d?.zoneName ?? '', d?.zoneNameRu);
  const row = 'flex flex-wrap justify-between gap-x-4';
  return (
    <dl className="space-y-1 text-sm" data-testid="order-delivery">
      {order.deliveryToAgree && (
        <>
          <div className={row}>
            <dt className="text-slate-600">{DELIVERY_UI.goods}</dt>
            <dd>{formatMoneyIn(lang, order.amount)}</dd>
          </div>
          <div className={row}>
            <dt className="text-slate-600">{DELIVERY_UI.fee}</dt>
            <dd data-testid="order-delivery-fee" className="font-semibold text-amber-900">
              {DELIVERY_AGREE.fee}
            </dd>
          </div>
          {!seller && (
            <p className="rounded-md bg-amber-50 px-2 py-1 text-amber-900" data-testid="delivery-to-agree">
              {DELIVERY_AGREE.note}
            </p>
          )}
        </>
      )}
      {settled && !d && !order.deliveryToAgree && (
        <>
          <div className={row}>
            <dt className="text-slate-600">{DELIVERY_UI.goods}</dt>
            <dd>{formatMoneyIn(lang, order.amount)}</dd>
          </div>
          <div className={row}>
            <dt className="text-slate-600">{DELIVERY_UI.fee}</dt>
            <dd data-testid="order-delivery-fee">
              {formatMoneyIn(lang, 0)} ({DELIVERY_AGREE.settledFee})
            </dd>
          </div>
        </>
      )}
      {d && (
        <>
          <div className={row}>
            <dt className="text-slate-600">{DELIVERY_UI.goods}</dt>
            <dd>{formatMoneyIn(lang, order.amount - order.deliveryFee)}</dd>
          </div>
          <div className={row}>
            <dt className="text-slate-600">
              {DELIVERY_UI.fee} (<span lang={zoneName.lang}>{zoneName.text}</span>)
            </dt>
            <dd data-testid="order-delivery-fee">
              {order.deliveryFee > 0 ? formatMoneyIn(lang, order.deliveryFee) : DELIVERY_UI.free}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-slate-600">{DELIVERY_UI.days}</dt>
            <dd>{DELIVERY_UI.daysText(daysSpan(d.daysMin, d.daysMax), d.daysMax)}</dd>
          </div>
        </>
      )}
      <div className={row}>
        <dt className="text-slate-600">{DELIVERY_UI.payment}</dt>
        <dd>{METHOD_LABELS[order.paymentMethod]}</dd>
      </div>
    </dl>
  );
}
