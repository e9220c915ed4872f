/** /seller/accounting — the accountant's export (issue 34 item 6, decision 0109): a period (a plain
 * GET form, so it works without JavaScript), the files of it as links to the API's export, and
 * its monthly totals. */
import { useText } from '../../../lib/text';
import { bakuToday } from '../../../../domain/shared/format';
import { exportQuerySchema } from '../../../../domain/invoices/export-query';
import { PageHeading } from '../../../components/seller/seller-fields';
import { SellerRouteError } from '../../../components/seller/seller-route-error';
import { ExportFiles, MonthTotalsTable } from '../../../components/invoices/seller/export-parts';
import { ExportPeriodForm } from '../../../components/invoices/seller/export-period-form';
import { Banner } from '../../../components/shared/ui';
import { pageLoader } from '../../../lib/http.server';
import { sellerServices } from '../../../lib/seller-access.server';
import { sellerMetaOf } from '../../../lib/seller-meta';
import type { Route } from './+types/accounting';

export const meta = sellerMetaOf((t) => t.ACCOUNTING_PANEL.title);

export const loader = pageLoader(async ({ request, context }: Route.LoaderArgs) => {
  const services = sellerServices(context, 'accounting');
  const url = new URL(request.url).searchParams;
  const today = bakuToday();
  const asked = { from: url.get('from') || `${today.slice(0, 7)}-01`, to: url.get('to') || today };
  const parsed = exportQuerySchema.safeParse(asked);
  if (!parsed.success) return { period: asked, error: parsed.error.issues[0].message, summary: null };
  const period = { from: parsed.data.from, to: parsed.data.to };
  return { period, error: null, summary: await services.invoices.exportSummary(period) };
});

export default function AccountingPage({ loaderData }: Route.ComponentProps) {
  const { ACCOUNTING_PANEL: T } = useText();
  const { period, error, summary } = loaderData;
  return (
    <div className="max-w-5xl">
      <PageHeading>{T.title}</PageHeading>
      <p className="mb-4 text-sm text-slate-600">{T.lead}</p>
      <ExportPeriodForm period={period} />
      {error && <Banner className="mt-4">{error}</Banner>}
      {summary && (
        <>
          <ExportFiles period={period} summary={summary} />
          <MonthTotalsTable months={summary.months} />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={useText().ACCOUNTING_PANEL.loadFailed} />;
}
