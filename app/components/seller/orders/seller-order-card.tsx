/** One order as the seller sees it: customer, items, delivery, money, status. */
import { formatPhone } from '../../../../domain/shared/phone';
import { formatDateTime, formatMoney } from '../../../../domain/shared/format';
import { MSG } from '../../../../domain/shared/messages';
import type { Order } from '../../../../domain/shared/types';
import { useRevalidator } from 'react-router';
import { AppLink } from '../../shared/app-link';
import { STATUS_STYLE } from '../../../lib/order-status-style';
import { RxMark } from '../vet/rx-mark';
import { ToAgreeMark } from './to-agree-mark';
import { DeleteOrderButton } from './delete-order-button';
import { OrderStatusControls } from './order-status-controls';
import { useText } from '../../../lib/text';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

export function SellerOrderCard({ order }: { order: Order }) {
  const { METHOD_LABELS, SELLER_TEXT } = useText();
  const { address, customer } = order;
  const place = [address.street, address.city, address.state, address.zipCode, address.country]
    .filter(Boolean)
    .join(', ');

  const revalidator = useRevalidator();

  return (
    <article
      aria-label={MSG.orderNumber(order.number)}
      className="rounded-lg border border-slate-200 bg-white p-4 md:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <AppLink
            to={`/seller/orders/${order._id}`}
            className="font-semibold text-primary-dull underline-offset-2 hover:underline"
          >
            {MSG.orderNumber(order.number)}
          </AppLink>
          <span className="ml-2 text-sm text-slate-600">{formatDateTime(order.createdAt)}</span>
        </p>
        {/* the marks wrap under each other on a phone rather than push the card sideways */}
        <div className="flex flex-wrap items-center gap-2">
          {order.rx && <RxMark />}
          {order.deliveryToAgree && <ToAgreeMark />}
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLE[order.status]}`}>
            {order.status}
          </span>
        </div>
      </div>
      <dl className="mt-4 grid gap-4 text-sm md:grid-cols-2 xl:grid-cols-4">
        <Detail label={SELLER_TEXT.customer}>
          <p className="font-medium">{customer?.name || SELLER_TEXT.deletedCustomer}</p>
          {customer?.email && <p className="break-all text-slate-600">{customer.email}</p>}
        </Detail>
        <Detail label={SELLER_TEXT.items}>
          <ul>
            {order.items.map((item) => (
              <li key={item.product._id}>
                {item.product.name} <span className="text-slate-600">× {item.quantity}</span>
              </li>
            ))}
          </ul>
        </Detail>
        <Detail label={SELLER_TEXT.address}>
          <p>{`${address.firstName} ${address.lastName}`.trim()}</p>
          {place && <p className="text-slate-600">{place}</p>}
          <p>
            {SELLER_TEXT.phone}:{' '}
            <a href={`tel:${address.phone}`} className="text-primary-dull underline">
              {formatPhone(address.phone)}
            </a>
          </p>
        </Detail>
        <Detail label={SELLER_TEXT.amount}>
          <p className="text-base font-semibold">{formatMoney(order.amount)}</p>
          <p className="text-slate-600">
            {METHOD_LABELS[order.paymentMethod]} · {order.isPaid ? SELLER_TEXT.paid : SELLER_TEXT.unpaid}
          </p>
        </Detail>
      </dl>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3 border-t border-slate-100 pt-4">
        <OrderStatusControls order={order} />
        <DeleteOrderButton order={order} onDeleted={revalidator.revalidate} />
      </div>
    </article>
  );
}
