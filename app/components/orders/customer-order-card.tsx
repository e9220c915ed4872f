/** A customer's order: status label, items, amount, date, address, and a
 * cancel button while it is still pending. The cancel button is a form to the
 * order's action (/my-orders/{id}); once hydrated it asks first and stays on the page. */
import { takenBatchLines } from '../../../domain/orders/order-batch-lines';
import { useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { AppLink } from '../shared/app-link';
import { productUrl } from '../../../domain/catalog/categories';
import { formatDateTimeIn, formatMoneyIn } from '../../../domain/shared/format';
import { OrderDelivery } from './order-delivery';
import { canCustomerCancel, statusKey } from '../../../domain/orders/order-status';
import { STATUS_STYLE } from '../../lib/order-status-style';
import type { Order } from '../../../domain/shared/types';
import { addressLine } from '../../lib/address';
import { ProductImage } from '../catalog/product-image';
import { RedirectField } from '../shared/redirect-field';
import { useAnswerNotice } from '../shared/answer-notices';
import { useInLang, useLang, useText } from '../../lib/text';
import { contentIn } from '../../../domain/content/content-lang';

function CancelButton({ order }: { order: Order }) {
  const { CART_UI } = useText();
  const inLang = useInLang();
  const fetcher = useFetcher();
  useAnswerNotice(fetcher);
  const location = useLocation();
  return (
    <fetcher.Form
      method="post"
      action={inLang(`/my-orders/${order._id}`)}
      // before JavaScript the post goes ahead unasked, as a plain form
      onSubmit={(event) => !window.confirm(CART_UI.confirmCancel) && event.preventDefault()}
      className="mt-4"
    >
      <input type="hidden" name="intent" value="cancel" />
      <RedirectField to={location.pathname} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="h-10 rounded-full border border-red-700 px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        {CART_UI.cancelOrder}
      </button>
    </fetcher.Form>
  );
}

/** Once cancelled, the button is gone: focus goes to the order's heading, not to the page's start. */
function useFocusWhenCancelled(order: Order, heading: React.RefObject<HTMLHeadingElement | null>) {
  const cancellable = useRef(canCustomerCancel(order.status));
  useEffect(() => {
    const was = cancellable.current;
    cancellable.current = canCustomerCancel(order.status);
    if (was && !cancellable.current && document.activeElement === document.body) heading.current?.focus();
  }, [order.status, heading]);
}

function OrderBody({
  order,
  headingLevel,
  linkProducts,
  settled = false,
}: {
  order: Order;
  headingLevel: 'h2' | 'none';
  linkProducts: boolean;
  settled?: boolean;
}) {
  const lang = useLang();
  const { ACCOUNT_MSG, CART_UI, DELIVERY_AGREE, METHOD_LABELS, ORDER_BATCH, ORDER_LABEL } = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenCancelled(order, heading);
  const number = ACCOUNT_MSG.orderNumber(order.number);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {headingLevel === 'h2' && (
            <h2 ref={heading} tabIndex={-1} className="font-bold text-slate-900">
              {number}
            </h2>
          )}
          <p className="text-sm text-slate-600">
            <time dateTime={order.createdAt}>{formatDateTimeIn(lang, order.createdAt)}</time> ·{' '}
            {METHOD_LABELS[order.paymentMethod]} · {order.isPaid ? CART_UI.paid : CART_UI.unpaid}
          </p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[order.status]}`}
          data-testid="order-status"
        >
          {ORDER_LABEL[statusKey(order.status) ?? 'sent']}
        </p>
      </div>
      <ul className="mt-4 divide-y divide-slate-100">
        {order.items.map((item) => (
          <li key={item.product._id} className="flex items-center gap-3 py-2">
            <ProductImage
              name={item.product.image[0]}
              alt=""
              sizes="56px"
              className="w-14 shrink-0 rounded-lg border border-slate-200"
            />
            <div className="min-w-0 flex-1">
              <p className="text-sm text-slate-800" lang={contentIn(lang, item.product.name, item.product.nameRu).lang}>
                {linkProducts ? (
                  <AppLink
                    to={productUrl(item.product)}
                    className="font-medium text-slate-900 hover:text-primary hover:underline"
                  >
                    {contentIn(lang, item.product.name, item.product.nameRu).text}
                  </AppLink>
                ) : (
                  contentIn(lang, item.product.name, item.product.nameRu).text
                )}
              </p>
              {takenBatchLines(item.batches, ORDER_BATCH).map((line) => (
                <p key={line} className="text-xs text-slate-600" data-testid="order-line-batch">
                  {line}
                </p>
              ))}
            </div>
            <p className="shrink-0 text-sm text-slate-600">
              {item.quantity} × {formatMoneyIn(lang, item.product.offerPrice)}
            </p>
          </li>
        ))}
      </ul>
      {(order.delivery || order.deliveryToAgree || settled) && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <OrderDelivery order={order} settled={settled} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-800">{CART_UI.deliveryAddress}:</span> {addressLine(order.address)}
        </p>
        <p className="text-lg font-bold text-slate-900" data-testid="order-amount">
          {order.deliveryToAgree ? DELIVERY_AGREE.goodsTotal : CART_UI.orderAmount}: {formatMoneyIn(lang, order.amount)}
        </p>
      </div>
      {canCustomerCancel(order.status) && <CancelButton order={order} />}
    </>
  );
}

/** In the My orders list: with a link to the order's own page. */
export function CustomerOrderCard({ order }: { order: Order }) {
  const { ACCOUNT, ACCOUNT_MSG } = useText();
  const number = ACCOUNT_MSG.orderNumber(order.number);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="order">
      <OrderBody order={order} headingLevel="h2" linkProducts={false} />
      <AppLink
        to={`/my-orders/${order._id}`}
        className="mt-4 inline-block text-sm font-semibold text-primary hover:underline"
      >
        {/* the visible words start the link's name (axe: label-content-name-mismatch); the number tells the links apart */}
        {ACCOUNT.orderDetails}
        <span className="sr-only"> — {number}</span> →
      </AppLink>
    </li>
  );
}

/** On the order's own page: lines link to their products; `settled`: its fee, never agreed, was
 * settled as 0 ₼ at completion (decision 0120, read from its history). */
export function OrderDetails({ order, settled = false }: { order: Order; settled?: boolean }) {
  const { ACCOUNT } = useText();
  return (
    <section
      aria-label={ACCOUNT.orderItems}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="order"
    >
      <OrderBody order={order} headingLevel="none" linkProducts settled={settled} />
    </section>
  );
}
