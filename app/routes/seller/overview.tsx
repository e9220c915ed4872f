/** /seller/overview: where a seller lands after logging in. What waits, what
 * is under way, today's and this month's orders and completed sales, and the
 * products out of stock; each figure opens the list it counts. Below, the tracked products
 * that are low or out (issue 24), and the batches expired or expiring within 90 days (issue 41). */
import { AppLink, type AppPath } from '../../components/shared/app-link';
import { formatMoney } from '../../../domain/shared/format';
import { MSG } from '../../../domain/shared/messages';
import { ordersHref } from '../../../domain/orders/order-filters';
import type { Route } from './+types/overview';
import { sellerServices, staffCan } from '../../lib/seller-access.server';
import { PageHeading } from '../../components/seller/seller-fields';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { sellerMetaOf } from '../../lib/seller-meta';
import { useText } from '../../lib/text';
import { LowStockList } from '../../components/seller/stock/low-stock-list';
import { ExpiryList } from '../../components/seller/stock/expiry-list';
import { RxSuppliesForm } from '../../components/seller/stock/rx-supplies-form';
import { TradeOverview } from '../../components/seller/trade/trade-overview';
import { ShopHealth } from '../../components/seller/shop-health';

export const meta = sellerMetaOf((t) => t.ORDERS_TEXT.overview);

export async function loader({ context }: Route.LoaderArgs) {
  const services = sellerServices(context, 'overview');
  const [overview, lowStock, expiring, trade, health] = await Promise.all([
    services.overview.getOverview(),
    services.stock.lowStockProducts(),
    services.expiryWatch.expiringBatches(), // batches expired or expiring (issue 41)
    services.tradeSellerCompanies.tradeOverview(), // trade customers (issue 33)
    services.running.shopHealth(), // the owner's alerts and the backups (issue 44)
  ]);
  // the Rx supplies report names recipients: the recall's permission (decision 0148)
  return { overview, lowStock, expiring, trade, health, rxReport: staffCan(context, 'batches.recall') };
}

function Figure({
  label,
  value,
  to,
  hint,
  urgent,
}: {
  label: string;
  value: string;
  to: AppPath;
  hint?: string;
  urgent?: boolean;
}) {
  return (
    <li>
      <AppLink
        to={to}
        className={`block h-full rounded-lg border bg-white p-4 hover:border-primary hover:shadow-sm md:p-5 ${urgent ? 'border-amber-300' : 'border-slate-200'}`}
      >
        <span className="block text-sm font-medium text-slate-600">{label}</span>
        <span className="mt-1 block text-2xl font-semibold text-slate-900 md:text-3xl">{value}</span>
        {hint && <span className="mt-1 block text-xs text-slate-500">{hint}</span>}
      </AppLink>
    </li>
  );
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { DELIVERY_AGREE_SELLER, ORDERS_TEXT } = useText();
  const { waiting, deliveryToAgree, inProgress, today, month, outOfStock } = loaderData.overview;
  const day = { from: today.from, to: today.to };
  const thisMonth = { from: month.from, to: month.to };
  return (
    <>
      <PageHeading>{ORDERS_TEXT.overview}</PageHeading>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          label={ORDERS_TEXT.waiting}
          value={String(waiting)}
          to={ordersHref({ status: 'new' })}
          urgent={waiting > 0}
        />
        {deliveryToAgree > 0 && (
          <Figure
            label={DELIVERY_AGREE_SELLER.mark}
            value={String(deliveryToAgree)}
            to={ordersHref({ delivery: 'agree' })}
            urgent
          />
        )}
        <Figure label={ORDERS_TEXT.inProgress} value={String(inProgress)} to={ordersHref({ status: 'accepted' })} />
        <Figure label={ORDERS_TEXT.ordersToday} value={String(today.orders)} to={ordersHref(day)} />
        <Figure
          label={ORDERS_TEXT.revenueToday}
          value={formatMoney(today.completedRevenue)}
          hint={ORDERS_TEXT.found(today.completedOrders)}
          to={ordersHref({ ...day, status: 'completed' })}
        />
        <Figure label={ORDERS_TEXT.ordersMonth} value={String(month.orders)} to={ordersHref(thisMonth)} />
        <Figure
          label={ORDERS_TEXT.revenueMonth}
          value={formatMoney(month.completedRevenue)}
          hint={ORDERS_TEXT.found(month.completedOrders)}
          to={ordersHref({ ...thisMonth, status: 'completed' })}
        />
        <Figure
          label={ORDERS_TEXT.outOfStock}
          value={String(outOfStock)}
          to="/seller/product-list?stock=out"
          urgent={outOfStock > 0}
        />
      </ul>
      <LowStockList items={loaderData.lowStock} />
      <ExpiryList {...loaderData.expiring} />
      {loaderData.rxReport && <RxSuppliesForm />}
      <TradeOverview {...loaderData.trade} />
      <ShopHealth {...loaderData.health} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.error} />;
}
