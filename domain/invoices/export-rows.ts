/** The accountant's export (issue 34 item 6, decision 0109): one row a document, the columns 1C's
 * import of sales documents maps (date, kind, number, base document, buyer's VÖEN and name, net,
 * ƏDV rate, ƏDV, total, currency); a credit note's amounts are negative. CSV: `;` between fields,
 * decimal comma, dd.mm.yyyy, UTF-8 with a BOM (Excel and 1C with Azerbaijani regional settings). */
import { CSV_BOM, neutraliseFormula } from '../orders/orders-csv.ts';
import { docDate, docMoney } from './document-format.ts';
import { textsIn } from '../i18n/texts-in.ts';

export type ExportRow = {
  issuedAt: string;
  kind: 'invoice' | 'credit';
  number: string;
  creditOfNumber: string | null;
  orderNumber: number;
  buyerVoen: string | null;
  buyerName: string;
  netQepik: number;
  vatRatePct: number;
  vatQepik: number;
  totalQepik: number;
};

export type MonthTotals = {
  month: string;
  invoices: number;
  credits: number;
  netQepik: number;
  vatQepik: number;
  totalQepik: number;
};

export const CURRENCY = 'AZN';
const sign = (r: Pick<ExportRow, 'kind'>) => (r.kind === 'credit' ? -1 : 1);

/** The row's values in the export's order (amounts in qəpik, signed). */
export function exportValues(r: ExportRow) {
  const s = sign(r);
  return {
    date: docDate(r.issuedAt),
    kind: textsIn('az').KIND_LABEL[r.kind],
    number: r.number,
    creditOf: r.creditOfNumber ?? '',
    orderNumber: r.orderNumber,
    buyerVoen: r.buyerVoen ?? '',
    buyerName: r.buyerName,
    net: s * r.netQepik,
    vatRate: r.vatRatePct,
    vat: s * r.vatQepik,
    total: s * r.totalQepik,
    currency: CURRENCY,
  };
}

/** "2026-11" in Baku time. */
export const bakuMonth = (iso: string) => docDate(iso).slice(3).split('.').reverse().join('-');

export function monthTotals(rows: ExportRow[]): MonthTotals[] {
  const by = new Map<string, MonthTotals>();
  for (const r of rows) {
    const month = bakuMonth(r.issuedAt);
    const m = by.get(month) ?? { month, invoices: 0, credits: 0, netQepik: 0, vatQepik: 0, totalQepik: 0 };
    if (r.kind === 'credit') m.credits += 1;
    else m.invoices += 1;
    m.netQepik += sign(r) * r.netQepik;
    m.vatQepik += sign(r) * r.vatQepik;
    m.totalQepik += sign(r) * r.totalQepik;
    by.set(month, m);
  }
  return [...by.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** An amount as 1C and Excel with Azerbaijani settings read it: "-2092,37" (a number, so it is
 * not escaped as a formula the way a text cell starting with - would be). */
export const plain = (qepik: number) => ({ n: docMoney(qepik).replace(/\s/g, '') });
type Cell = string | { n: string };
const cell = (c: Cell) => {
  if (typeof c !== 'string') return c.n;
  const safe = neutraliseFormula(c);
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
export const csvLine = (cells: Cell[]) => `${cells.map(cell).join(';')}\r\n`;

export function documentsCsv(rows: ExportRow[]): string {
  const head = csvLine(Object.values(textsIn('az').EXPORT_HEADERS));
  const body = rows.map((r) => {
    const v = exportValues(r);
    return csvLine([
      v.date,
      v.kind,
      v.number,
      v.creditOf,
      String(v.orderNumber),
      v.buyerVoen,
      v.buyerName,
      plain(v.net),
      String(v.vatRate),
      plain(v.vat),
      plain(v.total),
      v.currency,
    ]);
  });
  return CSV_BOM + head + body.join('');
}

export function summaryCsv(months: MonthTotals[]): string {
  const head = csvLine(Object.values(textsIn('az').SUMMARY_HEADERS));
  const body = months.map((m) =>
    csvLine([
      m.month,
      String(m.invoices),
      String(m.credits),
      plain(m.netQepik),
      plain(m.vatQepik),
      plain(m.totalQepik),
    ]),
  );
  return CSV_BOM + head + body.join('');
}
