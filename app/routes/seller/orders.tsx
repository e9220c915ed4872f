/** /seller/orders: orders newest first, a page at a time, filtered by status
 * (with counts), searched by number, name, e-mail or phone, within Baku days. */
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { MSG } from '../../../domain/shared/messages';
import { orderFiltersSchema, ORDERS_PAGE_SIZE, ordersHref, parseSearch } from '../../../domain/orders/order-filters';
import { pageRequestFromUrl } from '../../../domain/shared/paging';
import { Pagination } from '../../components/shared/pagination';
import { ORDER_DELETED } from '../../../domain/orders/order-status';
import type { Route } from './+types/orders';
import { useStaffCan } from '../../components/seller/staff-can';
import { sellerServices } from '../../lib/seller-access.server';
import { badRequest, pageLoader } from '../../lib/http.server';
import { pageText } from '../../lib/text.server';
import { PageHeading } from '../../components/seller/seller-fields';
import { SellerOrderCard } from '../../components/seller/orders/seller-order-card';
import { OrderFilters, type ListParams } from '../../components/seller/orders/order-filters';
import { OrderHistory } from '../../components/seller/orders/order-history';
import { sellerMetaOf } from '../../lib/seller-meta';
import { useText } from '../../lib/text';

export const meta = sellerMetaOf((t) => t.SELLER_TEXT.orders);

export const loader = pageLoader(async ({ context, request }: Route.LoaderArgs) => {
  const services = sellerServices(context, 'orders');
  // the search form sends its empty fields too (`from=&to=`): an empty field is no filter
  const search = new URL(request.url).searchParams;
  const raw = Object.fromEntries([...search].filter(([, v]) => v.trim() !== ''));
  const parsed = orderFiltersSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MSG.invalidInput);
  // a damaged cursor in the address shows the first page, as on every list (decision 0039)
  const page = await services.sellerOrders.listSellerOrders(parsed.data, pageRequestFromUrl(search, ORDERS_PAGE_SIZE));
  const params: ListParams = {
    status: raw.status || undefined,
    q: raw.q || undefined,
    from: raw.from || undefined,
    to: raw.to || undefined,
    delivery: raw.delivery || undefined,
  };
  // a number that finds nothing may be a deleted order: its history outlives it
  const number = parseSearch(parsed.data.q).number;
  const events = page.total === 0 && number ? await services.orderEvents.listEventsByNumber(number) : [];
  const deleted = events.at(-1)?.to === ORDER_DELETED ? { number: number!, events } : null;
  // the cards' payment method is a bilingual namespace the seller layout does not send
  return { ...page, params, deleted, text: pageText(request, ['METHOD_LABELS']) };
});

const linkButton = 'rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50';

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { SELLER_TEXT, ORDERS_TEXT } = useText();
  const { orders, total, counts, next, prev, params, deleted } = loaderData;
  const may = useStaffCan();
  const filtered = Boolean(params.q || params.from || params.to || params.status || params.delivery);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <PageHeading>{SELLER_TEXT.orders}</PageHeading>
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-600" role="status">
            {ORDERS_TEXT.found(total)}
          </p>
          {may('orders.export') && (
            <a href={ordersHref(params, {}, '/api/order/seller/export')} download className={linkButton}>
              {ORDERS_TEXT.exportCsv}
            </a>
          )}
        </div>
      </div>
      <OrderFilters params={params} counts={counts} />
      {deleted ? (
        <div className="space-y-3">
          <p className="font-medium">{ORDERS_TEXT.deletedOrder(deleted.number)}</p>
          <OrderHistory events={deleted.events} />
        </div>
      ) : orders.length === 0 ? (
        <p className="text-slate-600">{filtered ? ORDERS_TEXT.nothingFound : SELLER_TEXT.noOrders}</p>
      ) : (
        <div className="space-y-4">
          {orders.map((order) => (
            <SellerOrderCard key={order._id} order={order} />
          ))}
        </div>
      )}
      <Pagination paging={{ total, next, prev }} className="mt-6" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.ordersFetchFailed} />;
}
