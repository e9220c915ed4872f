/** /seller/payments — what is overdue (issue 34 item 3): orders past their due date and not paid
 * in full, the oldest first, each with its company, what is paid and what is left. */
import { formatDate, formatMoney } from '../../../../domain/shared/format';
import { AppLink } from '../../../components/shared/app-link';
import { PageHeading } from '../../../components/seller/seller-fields';
import { SellerRouteError } from '../../../components/seller/seller-route-error';
import { pageLoader } from '../../../lib/http.server';
import { sellerServices } from '../../../lib/seller-access.server';
import { sellerMetaOf } from '../../../lib/seller-meta';
import { useText } from '../../../lib/text';
import type { Route } from './+types/overdue';

export const meta = sellerMetaOf((t) => t.PAYMENTS_PANEL.overdueTitle);

export const loader = pageLoader(async ({ context }: Route.LoaderArgs) => {
  const services = sellerServices(context, 'payments');
  return { orders: await services.paymentReads.overdueOrders() };
});

const cell = 'px-3 py-2 text-left align-top';

export default function OverduePage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  const { PAYMENTS_PANEL: T } = useText();
  return (
    <div className="max-w-5xl">
      <PageHeading>{T.overdueTitle}</PageHeading>
      <p className="mb-4 text-sm text-slate-600">{T.overdueLead}</p>
      {orders.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noOverdue}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm" data-testid="overdue-list">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className={cell}>{T.order}</th>
                <th className={cell}>{T.company}</th>
                <th className={cell}>{T.due}</th>
                <th className={cell}>{T.paid}</th>
                <th className={cell}>{T.outstanding}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {orders.map((o) => (
                <tr key={o.orderId}>
                  <td className={cell}>
                    <AppLink to={`/seller/orders/${o.orderId}`} className="text-primary-dull underline">
                      №{o.number}
                    </AppLink>
                  </td>
                  <td className={cell}>{o.company ?? o.customerName}</td>
                  <td className={cell}>{o.dueAt && formatDate(o.dueAt)}</td>
                  <td className={cell}>{formatMoney(o.paid)}</td>
                  <td className={`${cell} font-semibold text-red-800`}>{formatMoney(o.outstanding)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={useText().PAYMENTS_PANEL.failed} />;
}
