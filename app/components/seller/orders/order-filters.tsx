/** The order list's filters: status links with their counts ("3 yeni"), and a
 * search/date form that submits as a plain GET, so every filtered list has an
 * address the overview can link to. */
import { Form } from 'react-router';
import { AppLink, type AppPath } from '../../shared/app-link';
import { ordersHref, STATUS_FILTERS } from '../../../../domain/orders/order-filters';
import { ORDER_STATUSES } from '../../../../domain/orders/order-status';
import type { StatusCounts } from '../../../../domain/orders/order-filters';
import { inputClass } from '../seller-fields';
import { Button } from '../../shared/ui';
import { useText } from '../../../lib/text';

export type ListParams = { status?: string; q?: string; from?: string; to?: string; delivery?: string };

function Chip({ to, active, children }: { to: AppPath; active: boolean; children: React.ReactNode }) {
  return (
    <AppLink
      to={to}
      aria-current={active ? 'page' : undefined}
      className={`whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium ${
        active
          ? 'border-primary bg-primary/10 text-primary-dull'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
      }`}
    >
      {children}
    </AppLink>
  );
}

export function OrderFilters({ params, counts }: { params: ListParams; counts: StatusCounts }) {
  const { DELIVERY_AGREE_SELLER, ORDERS_TEXT, STATUS_FILTER_LABEL } = useText();
  const all = ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  return (
    <div className="mb-6 space-y-4">
      <nav aria-label={ORDERS_TEXT.statusFilter}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Chip to={ordersHref(params, { status: undefined })} active={!params.status}>
              {ORDERS_TEXT.all} {all}
            </Chip>
          </li>
          {STATUS_FILTERS.map((f) => (
            <li key={f.key}>
              <Chip to={ordersHref(params, { status: f.key })} active={params.status === f.key}>
                {counts[f.status]} {STATUS_FILTER_LABEL[f.key]}
              </Chip>
            </li>
          ))}
          <li>
            <Chip
              to={ordersHref(params, { delivery: params.delivery ? undefined : 'agree' })}
              active={params.delivery === 'agree'}
            >
              {DELIVERY_AGREE_SELLER.mark}
            </Chip>
          </li>
        </ul>
      </nav>
      <Form
        method="get"
        role="search"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
      >
        {params.status && <input type="hidden" name="status" value={params.status} />}
        {params.delivery && <input type="hidden" name="delivery" value={params.delivery} />}
        <label className="block text-sm font-medium sm:col-span-2 lg:col-span-1">
          {ORDERS_TEXT.search}
          <input
            type="search"
            name="q"
            defaultValue={params.q}
            placeholder={ORDERS_TEXT.searchHint}
            className={inputClass}
          />
        </label>
        <label className="block text-sm font-medium">
          {ORDERS_TEXT.from}
          <input type="date" name="from" defaultValue={params.from} className={inputClass} />
        </label>
        <label className="block text-sm font-medium">
          {ORDERS_TEXT.to}
          <input type="date" name="to" defaultValue={params.to} className={inputClass} />
        </label>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit" variant="panel">
            {ORDERS_TEXT.apply}
          </Button>
          <AppLink
            to="/seller/orders"
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
          >
            {ORDERS_TEXT.reset}
          </AppLink>
        </div>
      </Form>
    </div>
  );
}
