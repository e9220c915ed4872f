/** The printable delivery note: one A4 page with the shop's details, the
 * order, the recipient and the lines. Hidden on screen, the only thing printed. */
import { formatDateTime, formatMoney } from '../../../domain/format';
import { MSG } from '../../../domain/messages';
import { DELIVERY_UI, METHOD_LABELS } from '../../../domain/delivery-text';
import { DELIVERY_AGREE } from '../../../domain/delivery-agree-text';
import { lineTotal } from '../../../domain/money';
import { formatPhone } from '../../../domain/phone';
import { ORDERS_TEXT } from '../../../domain/seller-orders-text';
import type { ShopSettings } from '../../../domain/settings-schema';
import { formatPhone as phoneText, legalTitle, taxIdLine } from '../../../domain/settings-text';
import type { Order } from '../../../domain/types';
import { RX_TEXT } from '../../../domain/rx-text';
import { RX_SELLER_TEXT } from '../../../domain/rx-seller-text';
import { WITHDRAWAL_KINDS } from '../../../domain/vet';
import { withdrawalText } from '../../../domain/vet-text';

export function DeliveryNote({ order, shop }: { order: Order; shop: ShopSettings }) {
  const a = order.address;
  const place = [a.street, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(', ');
  const cell = 'border border-slate-400 px-2 py-1';
  return (
    <section aria-label={ORDERS_TEXT.deliveryNote} className="hidden text-[11pt] leading-snug text-black print:block">
      <header className="flex justify-between gap-6 border-b-2 border-black pb-3">
        <div>
          <p className="text-lg font-bold">{legalTitle(shop)}</p>
          <p>{shop.address}</p>
          <p>
            {shop.phones.map(phoneText).join(', ')} · {shop.email}
          </p>
          <p>{taxIdLine(shop)}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold">{ORDERS_TEXT.deliveryNote}</p>
          <p className="font-semibold">{MSG.orderNumber(order.number)}</p>
          <p>
            {ORDERS_TEXT.date}: {formatDateTime(order.createdAt)}
          </p>
        </div>
      </header>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{ORDERS_TEXT.recipient}:</dt>
        <dd>{`${a.firstName} ${a.lastName}`.trim()}</dd>
        <dt className="font-semibold">{ORDERS_TEXT.actor.customer}:</dt>
        <dd>
          {order.customer?.name} {order.customer?.email ? `(${order.customer.email})` : ''}
        </dd>
        <dt className="font-semibold">{ORDERS_TEXT.phone}:</dt>
        <dd>{formatPhone(a.phone)}</dd>
        <dt className="font-semibold">{ORDERS_TEXT.address}:</dt>
        <dd>{place}</dd>
      </dl>
      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr>
            <th className={`${cell} w-8 text-left`}>№</th>
            <th className={`${cell} text-left`}>{ORDERS_TEXT.product}</th>
            <th className={`${cell} text-left`}>{RX_SELLER_TEXT.withdrawalHead}</th>
            <th className={`${cell} text-right`}>{ORDERS_TEXT.quantity}</th>
            <th className={`${cell} text-right`}>{ORDERS_TEXT.unitPrice}</th>
            <th className={`${cell} text-right`}>{ORDERS_TEXT.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={item.product._id}>
              <td className={cell}>{i + 1}</td>
              <td className={cell}>
                {item.product.name}
                {item.product.rx && <strong> · {RX_SELLER_TEXT.rxItemLong}</strong>}
              </td>
              <td className={cell}>
                {WITHDRAWAL_KINDS.map((kind) => withdrawalText(item.product.withdrawal[kind])).join(' / ')}
              </td>
              <td className={`${cell} text-right`}>{item.quantity}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>{formatMoney(item.product.offerPrice)}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {formatMoney(lineTotal(item.product.offerPrice, item.quantity))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.deliveryToAgree && (
            <tr>
              <td colSpan={5} className={`${cell} text-right`}>
                {DELIVERY_UI.fee}
              </td>
              <td className={`${cell} text-right whitespace-nowrap`}>{DELIVERY_AGREE.fee}</td>
            </tr>
          )}
          {order.delivery && (
            <tr>
              <td colSpan={5} className={`${cell} text-right`}>
                {DELIVERY_UI.fee} ({order.delivery.zoneName},{' '}
                {DELIVERY_UI.daysText(order.delivery.daysMin, order.delivery.daysMax)})
              </td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {order.deliveryFee > 0 ? formatMoney(order.deliveryFee) : DELIVERY_UI.free}
              </td>
            </tr>
          )}
          <tr>
            <td colSpan={5} className={`${cell} text-right font-bold`}>
              {order.deliveryToAgree ? DELIVERY_AGREE.goodsTotal : ORDERS_TEXT.total}
            </td>
            <td className={`${cell} text-right font-bold whitespace-nowrap`}>{formatMoney(order.amount)}</td>
          </tr>
        </tfoot>
      </table>
      {order.rx && <p className="mt-4 font-semibold">{RX_TEXT.customerNote}</p>}
      <p className="mt-4">
        <span className="font-semibold">{ORDERS_TEXT.payment}:</span> {METHOD_LABELS[order.paymentMethod]}
      </p>
      <p className="mt-16 whitespace-pre">{ORDERS_TEXT.signatures}</p>
    </section>
  );
}
