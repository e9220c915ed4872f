import { CustomerOrderCard } from '../components/orders/customer-order-card';
import { Container, PageTitle } from '../components/shared/page-heading';
import { RouteError } from '../components/shared/route-error';
import { useShop } from '../components/shared/shop-context';
import { seo, errorMeta } from '../lib/seo';
import { pageLoader } from '../lib/http.server';
import { pageText } from '../lib/text.server';
import type { Route } from './+types/my-orders';
import { Button } from '../components/shared/ui';
import { textsOf, useText } from '../lib/text';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { PAGE } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(PAGE.myOrders.title), description: PAGE.myOrders.description, noindex: true });
}

export const loader = pageLoader(async ({ context, request }: Route.LoaderArgs) => {
  return {
    orders: context.user ? await context.services.orders.listUserOrders(context.user._id) : null,
    text: pageText(request, [
      'CART_UI',
      'ACCOUNT',
      'DELIVERY_UI',
      'PAYMENT_LABELS',
      'METHOD_LABELS',
      'DELIVERY_AGREE',
      'ORDER_LABEL',
      'ORDER_BATCH',
      'ACCOUNT_MSG',
    ]),
  };
});

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { ACCOUNT_MSG, CART_UI, UI } = useText();
  const { openAuth } = useShop();
  const { orders } = loaderData;
  return (
    <Container className="max-w-4xl">
      <PageTitle>{CART_UI.ordersTitle}</PageTitle>
      {!orders ? (
        <div className="rounded-2xl bg-slate-50 p-8 text-center">
          <p className="text-slate-700">{CART_UI.ordersLoginPrompt}</p>
          <Button type="button" onClick={openAuth} variant="primary" className="mt-4">
            {UI.login}
          </Button>
        </div>
      ) : orders.length === 0 ? (
        <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-700">{ACCOUNT_MSG.noOrders}</p>
      ) : (
        <ul className="space-y-5">
          {orders.map((order) => (
            <CustomerOrderCard key={order._id} order={order} />
          ))}
        </ul>
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
