/** /seller/companies: trade customers, pending applications first (issue 33); filter by status,
 * type and group, search by name or VÖEN. A GET form, so a filtered list has its own address. */
import { Form } from 'react-router';
import { z } from 'zod';
import { formatDate } from '../../../../domain/shared/format';
import { COMPANY_STATUSES, COMPANY_TYPES } from '../../../../domain/trade/company';
import type { CompanySummary } from '../../../../domain/trade/types';
import { AppLink } from '../../../components/shared/app-link';
import { DataTable, ListCard } from '../../../components/seller/data-table';
import { PageHeading, Select, TextInput } from '../../../components/seller/seller-fields';
import { SellerRouteError } from '../../../components/seller/seller-route-error';
import { Button } from '../../../components/shared/ui';
import { pageLoader } from '../../../lib/http.server';
import { pageText } from '../../../lib/text.server';
import { sellerServices } from '../../../lib/seller-access.server';
import { sellerMetaOf } from '../../../lib/seller-meta';
import { useText } from '../../../lib/text';
import type { Texts } from '../../../../domain/i18n/catalogues';
import type { Route } from './+types/companies';

export const meta = sellerMetaOf((t) => t.SELLER_TRADE_UI.companies);

const filterSchema = z.object({
  status: z.enum(COMPANY_STATUSES).optional().catch(undefined),
  type: z.enum(COMPANY_TYPES).optional().catch(undefined),
  groupId: z.uuid().optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
});

export const loader = pageLoader(async ({ request, context }: Route.LoaderArgs) => {
  const services = sellerServices(context, 'companies');
  const filter = filterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [companies, groups] = await Promise.all([
    services.tradeSellerCompanies.listCompanies(filter),
    services.tradeGroups.listGroups(),
  ]);
  return {
    companies,
    groups: groups.map((g) => ({ _id: g._id, name: g.name })),
    filter,
    // a bilingual namespace: the seller layout sends only the AZ_ONLY ones
    text: pageText(request, ['COMPANY_TYPE_LABEL']),
  };
});

const columnsOf = (T: Texts['SELLER_TRADE_UI']) => [
  { label: T.company },
  { label: T.voen },
  { label: T.type },
  { label: T.status },
  { label: T.group },
  { label: T.appliedAt },
];

function StatusBadge({ status }: { status: CompanySummary['status'] }) {
  const { COMPANY_STATUS_LABEL } = useText();
  const tone =
    status === 'pending'
      ? 'bg-amber-100 text-amber-900'
      : status === 'approved'
        ? 'bg-teal-100 text-teal-900'
        : 'bg-slate-200 text-slate-800';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{COMPANY_STATUS_LABEL[status]}</span>;
}

const link = (c: CompanySummary) => (
  <AppLink
    to={`/seller/companies/${c._id}`}
    className="font-medium text-primary-dull underline-offset-2 hover:underline"
  >
    {c.legalName}
  </AppLink>
);

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { COMPANY_STATUS_LABEL, COMPANY_TYPE_LABEL, SELLER_TRADE_UI: T } = useText();
  const { companies, groups, filter } = loaderData;
  return (
    <>
      <PageHeading>{T.companies}</PageHeading>
      <Form method="get" className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <TextInput label={T.search} name="q" type="search" defaultValue={filter.q ?? ''} />
        <Select label={T.status} name="status" defaultValue={filter.status ?? ''}>
          <option value="">{T.allStatuses}</option>
          {COMPANY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {COMPANY_STATUS_LABEL[s]}
            </option>
          ))}
        </Select>
        <Select label={T.type} name="type" defaultValue={filter.type ?? ''}>
          <option value="">{T.allTypes}</option>
          {COMPANY_TYPES.map((s) => (
            <option key={s} value={s}>
              {COMPANY_TYPE_LABEL[s]}
            </option>
          ))}
        </Select>
        <Select label={T.group} name="groupId" defaultValue={filter.groupId ?? ''}>
          <option value="">{T.allGroups}</option>
          {groups.map((g) => (
            <option key={g._id} value={g._id}>
              {g.name}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="panel">
          {T.filter}
        </Button>
      </Form>
      <DataTable
        columns={columnsOf(T)}
        label={T.companies}
        empty={T.noCompanies}
        cards={companies.map((c) => (
          <ListCard key={c._id}>
            <p>{link(c)}</p>
            <p className="text-sm text-slate-600">{T.typeAndVoen(COMPANY_TYPE_LABEL[c.type], c.voen)}</p>
            <p className="mt-1 text-sm">
              <StatusBadge status={c.status} /> {c.groupName ?? ''}
            </p>
          </ListCard>
        ))}
      >
        {companies.map((c) => (
          <tr key={c._id} className="border-t border-slate-200">
            <td className="py-3 pr-3">{link(c)}</td>
            <td className="py-3 pr-3 whitespace-nowrap">{c.voen}</td>
            <td className="py-3 pr-3">{COMPANY_TYPE_LABEL[c.type]}</td>
            <td className="py-3 pr-3">
              <StatusBadge status={c.status} />
            </td>
            <td className="py-3 pr-3">{c.groupName ?? '—'}</td>
            <td className="py-3 pr-3 whitespace-nowrap text-slate-600">{formatDate(c.createdAt)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={useText().SELLER_TRADE_UI.loadFailed} />;
}
