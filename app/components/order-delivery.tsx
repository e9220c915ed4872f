/** An order's delivery as it kept it when placed (issue 25): goods, the
 * zone's fee or "Pulsuz", the promised working days and the payment. */
import { DELIVERY_UI, PAYMENT_LABELS } from '../../domain/delivery-text';
import { formatMoney } from '../../domain/format';
import type { Order } from '../../domain/types';

export function OrderDelivery({ order }: { order: Order }) {
  const d = order.delivery;
  const row = 'flex flex-wrap justify-between gap-x-4';
  return (
    <dl className="space-y-1 text-sm" data-testid="order-delivery">
      {d && (
        <>
          <div className={row}>
            <dt className="text-slate-600">{DELIVERY_UI.goods}</dt>
            <dd>{formatMoney(order.amount - order.deliveryFee)}</dd>
          </div>
          <div className={row}>
            <dt className="text-slate-600">
              {DELIVERY_UI.fee} ({d.zoneName})
            </dt>
            <dd data-testid="order-delivery-fee">
              {order.deliveryFee > 0 ? formatMoney(order.deliveryFee) : DELIVERY_UI.free}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-slate-600">{DELIVERY_UI.days}</dt>
            <dd>{DELIVERY_UI.daysText(d.daysMin, d.daysMax)}</dd>
          </div>
        </>
      )}
      <div className={row}>
        <dt className="text-slate-600">{DELIVERY_UI.payment}</dt>
        <dd>{PAYMENT_LABELS[order.paymentType]}</dd>
      </div>
    </dl>
  );
}
