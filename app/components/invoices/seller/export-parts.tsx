/** The export page's files (links to the API's export, downloaded as they are) and its monthly
 * totals, the same figures as the XLSX's sheet "Aylar üzrə" (domain/invoices/export-rows.ts). */
import { useText } from '../../../lib/text';
import { formatMoney } from '../../../../domain/shared/format';
import type { MonthTotals } from '../../../../domain/invoices/export-rows';
import { toManat } from '../../../../domain/shared/money';

type Period = { from: string; to: string };
type Summary = { documents: number; payments: number; paidQepik: number };

const href = (p: Period, format: 'csv' | 'xlsx', part: 'documents' | 'summary' | 'payments') =>
  `/api/invoices/seller/export?${new URLSearchParams({ from: p.from, to: p.to, format, part })}`;

export function ExportFiles({ period, summary }: { period: Period; summary: Summary }) {
  const { ACCOUNTING_PANEL: T } = useText();
  const files = [
    { label: T.xlsx, url: href(period, 'xlsx', 'documents') },
    { label: T.csvDocuments, url: href(period, 'csv', 'documents') },
    { label: T.csvSummary, url: href(period, 'csv', 'summary') },
    { label: T.csvPayments, url: href(period, 'csv', 'payments') },
  ];
  return (
    <section aria-labelledby="export-files" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="export-files" className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
        {T.downloads}
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        {T.counts(summary.documents, summary.payments, formatMoney(toManat(summary.paidQepik)))}
      </p>
      <ul className="space-y-2">
        {files.map((f) => (
          <li key={f.url}>
            <a href={f.url} download className="text-primary-dull underline">
              {f.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const cell = 'px-3 py-2 text-left align-top';
const num = 'px-3 py-2 text-right align-top whitespace-nowrap';

export function MonthTotalsTable({ months }: { months: MonthTotals[] }) {
  const { ACCOUNTING_PANEL: T } = useText();
  const money = (qepik: number) => formatMoney(toManat(qepik));
  return (
    <section aria-labelledby="export-months" className="mt-6">
      <h2 id="export-months" className="mb-2 text-lg font-semibold">
        {T.summary}
      </h2>
      {months.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noDocuments}</p>
      ) : (
        <div
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
          tabIndex={0}
          role="region"
          aria-labelledby="export-months"
        >
          <table className="w-full text-sm" data-testid="export-months">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className={cell}>{T.month}</th>
                <th className={num}>{T.invoices}</th>
                <th className={num}>{T.credits}</th>
                <th className={num}>{T.net}</th>
                <th className={num}>{T.vat}</th>
                <th className={num}>{T.total}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {months.map((m) => (
                <tr key={m.month}>
                  <td className={cell}>{m.month}</td>
                  <td className={num}>{m.invoices}</td>
                  <td className={num}>{m.credits}</td>
                  <td className={num}>{money(m.netQepik)}</td>
                  <td className={num}>{money(m.vatQepik)}</td>
                  <td className={`${num} font-semibold`}>{money(m.totalQepik)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
