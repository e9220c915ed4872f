/** /seller/companies/:id: a company's page (issue 33): its details and licence (the scan opens
 * from the seller-only API), people, group, latest orders, what it bought this month and year,
 * and the seller's decision. */
import { formatDate, formatMoney } from '../../../../domain/shared/format';
import { formatPhone } from '../../../../domain/shared/phone';
import { isId } from '../../../../domain/shared/schemas';
import { AppLink } from '../../../components/shared/app-link';
import { PageHeading } from '../../../components/seller/seller-fields';
import { SellerRouteError } from '../../../components/seller/seller-route-error';
import { CompanyDecisions } from '../../../components/seller/trade/company-decisions';
import { LicenceRenewalForm } from '../../../components/seller/trade/licence-renewal-form';
import { pageLoader } from '../../../lib/http.server';
import { pageText, serverTexts } from '../../../lib/text.server';
import { sellerServices, staffCan } from '../../../lib/seller-access.server';
import { useStaffCan } from '../../../components/seller/staff-can';
import { CompanyCredit } from '../../../components/payments/seller/company-credit';
import { sellerMeta } from '../../../lib/seller-meta';
import { data } from 'react-router';
import { StatementPdfForm } from '../../../components/statements/statement-pdf-form';
import { periodOf } from '../../../../domain/statements/period';
import { textsOf, useText } from '../../../lib/text';
import type { Route } from './+types/company';

export const meta: Route.MetaFunction = ({ data: loaded, error, matches }) =>
  sellerMeta(loaded?.company.legalName ?? textsOf(matches).SELLER_TRADE_UI.company, { error, matches });

// pageLoader: an unknown company is a 404 page, not a 500
export const loader = pageLoader(async ({ request, params, context }: Route.LoaderArgs) => {
  const services = sellerServices(context, 'companies/:id');
  if (!isId(params.id)) throw data({ message: serverTexts('az').COMPANY_SELLER_MSG.companyNotFound }, { status: 404 });
  const [company, groups] = await Promise.all([
    services.tradeSellerCompanies.getCompany(params.id.toLowerCase()),
    services.tradeGroups.listGroups(),
  ]);
  // issue 34: its balance and terms, for a role that may read payments
  const statement = staffCan(context, 'payments.read')
    ? await services.paymentReads.companyStatement(company._id)
    : null;
  return {
    company,
    groups: groups.map((g) => ({ _id: g._id, name: g.name })),
    statement,
    period: periodOf({}),
    // a bilingual namespace: the seller layout sends only the AZ_ONLY ones
    text: pageText(request, ['COMPANY_TYPE_LABEL']),
  };
});

const card = 'rounded-lg border border-slate-200 bg-white p-4';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}:</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { STATEMENT_SELLER, COMPANY_STATUS_LABEL, COMPANY_TYPE_LABEL, SELLER_TRADE_UI: T } = useText();
  const { company: c, groups, statement } = loaderData;
  const may = useStaffCan();
  return (
    <>
      <p className="mb-2 text-sm">
        <AppLink to="/seller/companies" className="text-primary-dull underline">
          {T.backToList}
        </AppLink>
      </p>
      <PageHeading>{c.legalName}</PageHeading>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="company-facts" className={card}>
          <h2 id="company-facts" className="mb-2 font-semibold">
            {T.company}
          </h2>
          <dl className="space-y-1 text-sm">
            <Row label={T.status}>{COMPANY_STATUS_LABEL[c.status]}</Row>
            {c.rejectReason && c.status === 'rejected' && <Row label={T.reject}>{c.rejectReason}</Row>}
            <Row label={T.voen}>{c.voen}</Row>
            <Row label={T.type}>{COMPANY_TYPE_LABEL[c.type]}</Row>
            <Row label={T.group}>{c.groupName ?? '—'}</Row>
            <Row label={T.legalAddress}>{c.legalAddress}</Row>
            <Row label={T.phone}>{formatPhone(c.phone)}</Row>
            <Row label={T.licence}>
              {c.licenceNumber
                ? `${c.licenceNumber}, ${T.licenceExpires(formatDate(c.licenceExpires ?? ''))}`
                : T.noLicence}
            </Row>
            <Row label={T.appliedAt}>{formatDate(c.createdAt)}</Row>
          </dl>
          {c.hasLicenceFile && (
            <a
              href={`/api/trade/seller/companies/${c._id}/licence`}
              target="_blank"
              rel="noreferrer"
              className="mt-3 inline-block text-sm text-primary-dull underline"
            >
              {T.licenceFile}
            </a>
          )}
          {may('companies.write') && <LicenceRenewalForm id={c._id} number={c.licenceNumber} />}
        </section>
        <section aria-labelledby="company-totals" className={card}>
          <h2 id="company-totals" className="mb-2 font-semibold">
            {T.totals}
          </h2>
          <dl className="space-y-1 text-sm">
            <Row label={T.thisMonth}>{formatMoney(c.totals.month)}</Row>
            <Row label={T.thisYear}>{formatMoney(c.totals.year)}</Row>
          </dl>
          <h2 className="mt-4 mb-2 font-semibold">{T.people}</h2>
          <ul className="space-y-1 text-sm">
            {c.people.map((p) => (
              <li key={p._id} className="[overflow-wrap:anywhere]">
                {p.name} · {p.email}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="company-decision" className="mt-6">
        <h2 id="company-decision" className="mb-3 font-semibold">
          {T.decisions}
        </h2>
        <CompanyDecisions id={c._id} status={c.status} groupId={c.groupId} groups={groups} />
      </section>
      {statement && <CompanyCredit s={statement} canWrite={may('payments.write')} />}
      {statement && (
        <StatementPdfForm
          action={`/api/payments/seller/companies/${c._id}/statement.pdf`}
          lang="az"
          words={STATEMENT_SELLER}
          {...loaderData.period}
          variant="panel"
        />
      )}
      <section aria-labelledby="company-orders" className="mt-6">
        <h2 id="company-orders" className="mb-3 font-semibold">
          {T.orders}
        </h2>
        {c.orders.length === 0 ? (
          <p className="text-sm text-slate-600">{T.noOrders}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {c.orders.map((o) => (
              <li key={o._id}>
                <AppLink to={`/seller/orders/${o._id}`} className="text-primary-dull underline">
                  №{o.number}
                </AppLink>{' '}
                · {formatDate(o.createdAt)} · {o.status} · {formatMoney(o.amount)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={useText().SELLER_TRADE_UI.loadFailed} />;
}
