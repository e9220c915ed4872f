/** /seller/orders: every order, newest first (the service's order). */
import { SellerRouteError } from '../../components/seller/SellerRouteError';
import { MSG } from '../../../domain/messages';
import type { Route } from './+types/orders';
import { sellerServices } from '../../components/seller/access.server';
import { PageHeading } from '../../components/seller/fields';
import { OrderCard } from '../../components/seller/OrderCard';
import { pageTitle, SELLER_TEXT } from '../../components/seller/texts';

export const meta = () => pageTitle(SELLER_TEXT.orders);

export async function loader({ context }: Route.LoaderArgs) {
  return { orders: await sellerServices(context).orders.listAllOrders() };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <>
      <PageHeading>{SELLER_TEXT.orders}</PageHeading>
      {orders.length === 0 ? (
        <p className="text-slate-600">{SELLER_TEXT.noOrders}</p>
      ) : (
        <div className="space-y-4">
          {orders.map((order) => <OrderCard key={order._id} order={order} />)}
        </div>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.ordersFetchFailed} />;
}
