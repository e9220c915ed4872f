/** /my-orders/{id}: one of the customer's orders, with links to its products,
 * "order again" and, while pending, cancel. Right after checkout (`?placed=1`)
 * it is the confirmation page: number, lines, total, address, what happens next.
 * Below, the status history. */
import { useEffect } from 'react';
import { Form, redirect } from 'react-router';
import { AppLink } from '../components/shared/app-link';
import { MSG } from '../../domain/shared/messages';
import { ORDER_STATUS } from '../../domain/orders/order-status';
import { isId } from '../../domain/shared/schemas';
import { OrderDetails } from '../components/orders/customer-order-card';
import { DELIVERY_SETTLED_EVENT } from '../../domain/delivery/delivery-set-event';
import { OrderTimeline } from '../components/orders/order-timeline';
import { CustomerDocuments } from '../components/invoices/customer-documents';
import { OrderPayment } from '../components/payments/order-payment';
import { stepsFor } from '../../domain/payments/methods';
import { OrderContact } from '../components/orders/order-contact';
import { SaveOrderAsList } from '../components/trade/save-order-as-list';
import { Container, PageTitle } from '../components/shared/page-heading';
import { RouteError } from '../components/shared/route-error';
import { changed, formAction, orFail } from '../lib/form-action.server';
import { notFound, pageLoader } from '../lib/http.server';
import { toast } from '../lib/toast';
import { seo, errorMeta } from '../lib/seo';
import { pageText } from '../lib/text.server';
import type { Route } from './+types/my-order';
import { Banner, Button } from '../components/shared/ui';
import { textsOf, useText } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { ACCOUNT_MSG, CART_UI, PAGE } = textsOf(args.matches);
  const title = args.data ? ACCOUNT_MSG.orderNumber(args.data.order.number) : CART_UI.ordersTitle;
  return seo(args, { title: PAGE.title(title), description: title, noindex: true });
}

export const loader = pageLoader(async ({ params, request, context }: Route.LoaderArgs) => {
  const user = context.user;
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`);
  if (!isId(params.id)) throw notFound(MSG.orderNotFound);
  const order = await context.services.orders.getUserOrder(user._id, params.id);
  const events = await context.services.orderEvents.listOrderEvents(order._id);
  const documents = await context.services.invoices.customerDocuments(user._id, order._id);
  const payment = await context.services.paymentReads.orderPayments(order._id, user._id);
  return {
    order,
    events,
    documents: documents.map(({ id, kind, number }) => ({ id, kind, number })),
    payment,
    placed: new URL(request.url).searchParams.has('placed'),
    email: user.email,
    text: pageText(request, [
      'CART_UI',
      'ACCOUNT',
      'RX_TEXT',
      'INVOICE_DOC',
      'DELIVERY_UI',
      'PAYMENT_LABELS',
      'METHOD_LABELS',
      'PAYMENT_UI',
      'DELIVERY_AGREE',
      'ORDER_LABEL',
      'ORDER_BATCH',
      'ACCOUNT_MSG',
      'LISTS_UI',
      'WHATSAPP',
    ]),
  };
});

/** Cancel (from this page or the list) and "order again". */
export const action = formAction(
  async ({ params, context }: Route.ActionArgs, fields) => {
    const user = context.user;
    if (!user) throw redirect('/login?redirectTo=/my-orders');
    if (!isId(params.id)) throw notFound(MSG.orderNotFound);
    if (fields.intent === 'reorder') {
      const order = await orFail(() => context.services.orders.getUserOrder(user._id, params.id));
      // a trade buyer's quantity rule refuses the sum with its message, shown on the page (decision 0121)
      await orFail(() =>
        context.services.cart.addToCart(
          user._id,
          order.items.map((i) => ({ product: i.product._id, quantity: i.quantity })),
        ),
      );
      return changed(fields, 'added-to-cart', { to: '/cart' });
    }
    await orFail(() =>
      context.services.orders.changeOrderStatus(params.id, ORDER_STATUS.cancelled, 'customer', { ownerId: user._id }),
    );
    return changed(fields, 'order-cancelled');
  },
  ['cancel', 'reorder'],
);

/** Right after checkout: the order's number as a notice, as the API's answer says it. The cart's
 * own notices ("cart updated" a moment before) are dismissed first: the order is what happened. */
function usePlacedNotice(placed: boolean, number: number) {
  const { ACCOUNT_MSG } = useText();
  useEffect(() => {
    if (!placed) return;
    toast.dismiss();
    toast.success(ACCOUNT_MSG.orderPlacedNumbered(number), { id: 'order-placed' });
  }, [placed, number, ACCOUNT_MSG]);
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { ACCOUNT, ACCOUNT_MSG, RX_TEXT, PAYMENT_UI } = useText();
  const { order, events, documents, placed, email, payment } = loaderData;
  usePlacedNotice(placed, order.number);
  return (
    <Container className="max-w-4xl">
      {placed ? (
        <section
          aria-labelledby="placed-title"
          className="mt-8 rounded-2xl border border-teal-200 bg-teal-50 p-5 sm:p-6"
        >
          <h1 id="placed-title" tabIndex={-1} className="text-2xl font-bold tracking-tight text-teal-900 sm:text-3xl">
            {ACCOUNT.orderPlacedTitle}
          </h1>
          <p className="mt-2 text-lg font-semibold text-slate-900" data-testid="order-number">
            {ACCOUNT_MSG.orderNumber(order.number)}
          </p>
          <p className="mt-1 text-slate-700">{ACCOUNT.orderPlacedLead}</p>
          <p className="mt-1 text-sm text-slate-700">{ACCOUNT.confirmationMailed(email)}</p>
          <h2 className="mt-5 font-bold text-slate-900">{ACCOUNT.nextTitle}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {stepsFor(ACCOUNT.nextSteps, order.paymentMethod, PAYMENT_UI.transferStep).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : (
        <PageTitle>{ACCOUNT_MSG.orderNumber(order.number)}</PageTitle>
      )}
      {actionData && !actionData.ok && actionData.message && <Banner className="mt-4">{actionData.message}</Banner>}
      {order.rx && (
        <p
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="rx-note"
        >
          {RX_TEXT.customerNote}
        </p>
      )}
      <OrderDetails order={order} settled={events.some((e) => e.to === DELIVERY_SETTLED_EVENT)} />
      <OrderPayment payment={payment} status={order.status} />
      <CustomerDocuments orderId={order._id} documents={documents} />
      <OrderContact number={order.number} />
      <OrderTimeline events={events} />
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Form method="post">
          <input type="hidden" name="intent" value="reorder" />
          <Button type="submit" variant="primary">
            {ACCOUNT.orderAgain}
          </Button>
        </Form>
        <SaveOrderAsList orderId={order._id} name={MSG.orderNumber(order.number)} />
        <AppLink to="/my-orders" className="text-sm font-semibold text-primary hover:underline">
          ← {ACCOUNT.allOrders}
        </AppLink>
      </div>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
