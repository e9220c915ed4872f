/** An import's preview (issue 24 item 4): the counts, then the refused rows with their reasons, the
 * changed rows with their product and each change old → new, and the added rows, each list cut
 * at SHOWN. */
import type { ImportSummary } from '../../../../domain/catalog/catalog-import-schema';
import { useText } from '../../../lib/text';
import { ReceiptPreview } from '../stock/receipt-preview';

const SHOWN = 50;

/** A cell's value in the old → new of a change, cut where a long text would fill the screen;
 * `blank` stands for an empty one. */
const shown = (value: string, blank: string) => (!value ? blank : value.length > 80 ? `${value.slice(0, 79)}…` : value);

/** Each change of a row on a line of its own: "Qiymət (₼): 21,00 → 30,00". */
function Diffs({ row }: { row: ImportSummary['changes'][number] }) {
  const { IMPORT_TEXT: T } = useText();
  // a preview stored before the changes carried their values (issue 32) names the fields only
  if (!row.diffs) return row.fields.join(', ');
  return (
    <ul className="space-y-0.5">
      {row.diffs.map((d) => (
        <li key={d.field}>
          <span className="font-medium">{d.field}:</span>{' '}
          <span className="text-slate-600">{shown(d.from, T.blank)}</span>
          {' → '}
          <span className="font-semibold">{shown(d.to, T.blank)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The changed rows, one block each: row, SKU and the product's name, then its changes. Blocks, not
 * a table: on a phone a fourth column of old → new values was cut off. */
function Changes({ rows, total }: { rows: ImportSummary['changes']; total: number }) {
  const { IMPORT_TEXT: T } = useText();
  if (!rows.length) return null;
  return (
    <section className="mt-6">
      <h3 className="mb-2 text-lg font-semibold">
        {T.changed} ({total})
      </h3>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
        {rows.slice(0, SHOWN).map((r) => (
          <li key={`${r.line}-${r.sku}`} className="px-3 py-2" data-testid="import-change">
            <p className="text-slate-600">
              {T.row} <span className="tabular-nums">{r.line}</span> · <span className="break-all">{r.sku}</span>
            </p>
            {/* a preview stored before the changes carried the product (issue 32) */}
            {r.name && <p className="font-semibold text-slate-900">{r.name}</p>}
            <div className="mt-1 break-words">
              <Diffs row={r} />
            </div>
          </li>
        ))}
      </ul>
      {total > SHOWN && <p className="mt-1 text-sm text-slate-600">{T.more(total - SHOWN)}</p>}
    </section>
  );
}

function Rows<R extends { line: number; sku: string }>({
  title,
  rows,
  total,
  cell,
  head,
}: {
  title: string;
  rows: R[];
  total: number;
  cell: (row: R) => React.ReactNode;
  head: string;
}) {
  const { IMPORT_TEXT: T, SHEET_HEADERS } = useText();
  if (!rows.length) return null;
  return (
    <section className="mt-6">
      <h3 className="mb-2 text-lg font-semibold">
        {title} ({total})
      </h3>
      {/* focusable, so a keyboard scrolls it where the window is narrower than the table */}
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
        tabIndex={0}
        role="region"
        aria-label={title}
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                {T.row}
              </th>
              <th scope="col" className="px-3 py-2">
                {SHEET_HEADERS.sku}
              </th>
              <th scope="col" className="px-3 py-2">
                {head}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN).map((r) => (
              <tr key={`${r.line}-${r.sku}`} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2 tabular-nums">{r.line}</td>
                <td className="px-3 py-2 break-all">{r.sku}</td>
                <td className="px-3 py-2">{cell(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > SHOWN && <p className="mt-1 text-sm text-slate-600">{T.more(total - SHOWN)}</p>}
    </section>
  );
}

export function ImportPreview({ summary }: { summary: ImportSummary }) {
  const { IMPORT_TEXT: T, SHEET_HEADERS } = useText();
  const counts = [
    { label: T.added, value: summary.added },
    { label: T.changed, value: summary.changed },
    { label: T.unchanged, value: summary.unchanged },
    { label: T.refused, value: summary.refusedCount },
  ];
  return (
    <div>
      <h2 className="text-xl font-semibold">{T.preview}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map((c) => (
          <div key={c.label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{c.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{c.value}</dd>
          </div>
        ))}
      </dl>
      <Rows
        title={T.refused}
        rows={summary.refused}
        total={summary.refusedCount}
        head={T.reason}
        cell={(r) => r.reason}
      />
      <Changes rows={summary.changes} total={summary.changed} />
      <Rows
        title={T.added}
        rows={summary.additions}
        total={summary.added}
        head={SHEET_HEADERS.name}
        cell={(r) => r.name}
      />
      {summary.receipt && <ReceiptPreview receipt={summary.receipt} />}
    </div>
  );
}
