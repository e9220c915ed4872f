/** /account/statement — a company's statement (issue 34 item 3): what it owes, what is overdue,
 * its limit and what is left, each order with its payments, and the PDF of a period (decision
 * 0116), downloaded in the page's language. */
import { redirect } from 'react-router';
import { formatDateIn, formatMoneyIn } from '../../../domain/shared/format';
import { Container, PageTitle } from '../../components/shared/page-heading';
import { RouteError } from '../../components/shared/route-error';
import { AppLink } from '../../components/shared/app-link';
import { pageLoader } from '../../lib/http.server';
import { seo } from '../../lib/seo';
import { pageText } from '../../lib/text.server';
import { textsOf, useLang, useText } from '../../lib/text';
import { StatementPdfForm } from '../../components/statements/statement-pdf-form';
import { periodOf } from '../../../domain/statements/period';
import type { Route } from './+types/statement';

export function meta(args: Route.MetaArgs) {
  const { PAGE, PAYMENT_UI } = textsOf(args.matches);
  return seo(args, { title: PAGE.title(PAYMENT_UI.statement), description: PAYMENT_UI.statementLead, noindex: true });
}

export const loader = pageLoader(async ({ request, context }: Route.LoaderArgs) => {
  if (!context.user) throw redirect('/login?redirectTo=/account/statement');
  const buyer = await context.services.tradeCompanies.tradeBuyer(context.user._id);
  const statement = await context.services.paymentReads.ownStatement(buyer?.companyId ?? null);
  return { statement, period: periodOf({}), text: pageText(request, ['PAYMENT_UI', 'STATEMENT_DOC']) };
});

const cell = 'px-3 py-2 text-left align-top';

export default function StatementPage({ loaderData }: Route.ComponentProps) {
  const { PAYMENT_UI, STATEMENT_DOC } = useText();
  const lang = useLang();
  const money = (v: number) => formatMoneyIn(lang, v);
  const s = loaderData.statement;
  const facts: [string, string, string][] = [
    [PAYMENT_UI.owed, money(s.owed), 'statement-owed'],
    [PAYMENT_UI.overdue, money(s.overdue), 'statement-overdue'],
    ...(s.creditLimit != null
      ? ([
          [PAYMENT_UI.limit, PAYMENT_UI.remaining(money(s.remaining ?? 0), money(s.creditLimit)), 'statement-limit'],
        ] as [string, string, string][])
      : []),
  ];
  return (
    <Container className="max-w-4xl">
      <PageTitle>{PAYMENT_UI.statement}</PageTitle>
      <p className="text-slate-700">
        {s.company.legalName} · {PAYMENT_UI.voen} {s.company.voen}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {facts.map(([k, v, id]) => (
          <div key={k} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{k}</dt>
            <dd className="font-semibold text-slate-900" data-testid={id}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-lg font-bold text-slate-900">{PAYMENT_UI.orders}</h2>
      {s.orders.length === 0 ? (
        <p className="mt-2 text-slate-700">{PAYMENT_UI.noOrders}</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className={cell}>{PAYMENT_UI.order}</th>
                <th className={cell}>{PAYMENT_UI.amount}</th>
                <th className={cell}>{PAYMENT_UI.payments}</th>
                <th className={cell}>{PAYMENT_UI.methods}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {s.orders.map((o) => (
                <tr key={o.orderId}>
                  <td className={cell}>
                    <AppLink to={`/my-orders/${o.orderId}`} className="font-semibold text-primary underline">
                      №{o.number}
                    </AppLink>
                    {o.dueAt && (
                      <div className="text-xs text-slate-600">{PAYMENT_UI.dueOn(formatDateIn(lang, o.dueAt))}</div>
                    )}
                  </td>
                  <td className={cell}>{money(o.amount)}</td>
                  <td className={cell}>
                    {o.payments.length === 0
                      ? PAYMENT_UI.noPayments
                      : o.payments.map((p) => (
                          <div key={p._id}>
                            {formatDateIn(lang, p.paidOn)} · {money(p.amount)}
                            {p.reference && ` · ${p.reference}`}
                          </div>
                        ))}
                  </td>
                  <td className={cell}>{PAYMENT_UI.state[o.state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StatementPdfForm
        action="/api/trade/company/statement.pdf"
        lang={lang}
        words={{ ...STATEMENT_DOC, title: STATEMENT_DOC.pdfTitle }}
        {...loaderData.period}
        variant="primary"
      />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
