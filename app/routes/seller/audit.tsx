/** /seller/audit: the owner's audit log (issue 35 item 3, decision 0097) — who changed what, when
 * and from where, filtered by who, what, which record and when, newest first, and as CSV. */
import { data } from 'react-router';
import type { Route } from './+types/audit';
import { formatDateTime } from '../../../domain/shared/format';
import { auditFiltersOf, auditFiltersSchema, AUDIT_PAGE } from '../../../domain/staff/audit-schema';
import { AuditChanges } from '../../components/staff/audit-history';
import { AuditFilters } from '../../components/staff/audit-filters';
import { AppLink } from '../../components/shared/app-link';
import { PageHeading } from '../../components/seller/seller-fields';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { buttonClass } from '../../components/shared/ui';
import { sellerServices } from '../../lib/seller-access.server';
import { sellerMetaOf } from '../../lib/seller-meta';
import { useText } from '../../lib/text';

export const meta = sellerMetaOf((t) => t.AUDIT_TEXT.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = sellerServices(context, 'audit');
  const params = new URL(request.url).searchParams;
  const given = Object.fromEntries([...params].filter(([k, v]) => k !== 'before' && v !== ''));
  const parsed = auditFiltersSchema.safeParse(given);
  if (!parsed.success) throw data({ message: parsed.error.issues[0].message }, { status: 400 });
  const before = Number(params.get('before')) || undefined;
  const page = await services.audit.pageAudit(auditFiltersOf(parsed.data), {
    limit: AUDIT_PAGE,
    before,
  });
  return { filters: parsed.data, query: new URLSearchParams(given).toString(), first: !before, ...page };
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { AUDIT_TEXT } = useText();
  const { filters, query, items, total, next, first } = loaderData;
  const withQuery = (path: string, extra = '') => `${path}?${[query, extra].filter(Boolean).join('&')}`;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <PageHeading>{AUDIT_TEXT.title}</PageHeading>
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-600" role="status">
            {AUDIT_TEXT.found(total)}
          </p>
          <a href={withQuery('/api/staff/audit/export')} download className={buttonClass('panel')}>
            {AUDIT_TEXT.exportCsv}
          </a>
        </div>
      </div>
      <AuditFilters filters={filters} />
      {items.length === 0 ? (
        <p className="text-slate-600">{AUDIT_TEXT.empty}</p>
      ) : (
        <ol className="space-y-2" aria-label={AUDIT_TEXT.title}>
          {items.map((e) => (
            <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-3 md:p-4">
              <p className="flex flex-wrap gap-x-2 text-sm">
                <time dateTime={e.at} className="text-slate-600">
                  {formatDateTime(e.at)}
                </time>
                <span className="font-medium">
                  {AUDIT_TEXT.actions[e.action]} · {AUDIT_TEXT.entities[e.entity]}
                </span>
                {e.entityId && <span className="[overflow-wrap:anywhere] text-slate-600">{e.entityId}</span>}
              </p>
              <p className="text-sm [overflow-wrap:anywhere]">
                {AUDIT_TEXT.who}: {e.actorEmail || '—'} · {AUDIT_TEXT.address}: {e.address}
              </p>
              <AuditChanges entry={e} />
            </li>
          ))}
        </ol>
      )}
      <nav className="mt-6 flex gap-3" aria-label={AUDIT_TEXT.title}>
        {!first && (
          <AppLink to={withQuery('/seller/audit') as `/${string}`} className={buttonClass('panel')}>
            {AUDIT_TEXT.newest}
          </AppLink>
        )}
        {next && (
          <AppLink to={withQuery('/seller/audit', `before=${next}`) as `/${string}`} className={buttonClass('panel')}>
            {AUDIT_TEXT.older}
          </AppLink>
        )}
      </nav>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { AUDIT_TEXT } = useText();
  return <SellerRouteError error={error} message={AUDIT_TEXT.title} />;
}
