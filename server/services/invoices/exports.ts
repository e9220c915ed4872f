/** The accountant's export of a period (issue 34 item 6, decision 0109): invoices and credit
 * notes as CSV or XLSX, and their totals by month; the payments of the period (`paymentsOf`,
 * issue 34 item 4) as their own part and sheet "Ödənişlər". */
import { and, asc, gte, lt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  documentsCsv,
  exportValues,
  monthTotals,
  summaryCsv,
  type ExportRow,
  type MonthTotals,
} from '../../../domain/invoices/export-rows.ts';
import type { ExportQuery, Period } from '../../../domain/invoices/export-query.ts';
import { paymentsCsv, paymentValues, type PaymentExportRow } from '../../../domain/invoices/export-payments.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { bakuDayStart, nextDay } from '../../../domain/orders/order-filters.ts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import { paymentsOf } from './export-payments.ts';

export async function documentsOf(db: Db, period: Period): Promise<ExportRow[]> {
  const rows = await db
    .select({
      issuedAt: invoices.issuedAt,
      kind: invoices.kind,
      number: invoices.number,
      snapshot: invoices.snapshot,
      orderNumber: invoices.orderNumber,
      buyerVoen: invoices.buyerVoen,
      buyerName: invoices.buyerName,
      netQepik: invoices.netQepik,
      vatQepik: invoices.vatQepik,
      totalQepik: invoices.totalQepik,
    })
    .from(invoices)
    .where(
      and(gte(invoices.issuedAt, bakuDayStart(period.from)), lt(invoices.issuedAt, bakuDayStart(nextDay(period.to)))),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.kind), asc(invoices.number));
  return rows.map(({ snapshot, ...r }) => ({
    ...r,
    kind: r.kind as ExportRow['kind'],
    issuedAt: r.issuedAt.toISOString(),
    creditOfNumber: snapshot.creditOf?.number ?? null,
    vatRatePct: snapshot.tax.ratePct,
  }));
}

export type ExportFile = { filename: string; contentType: string; body: Buffer; rows: number };

const money = (qepik: number) => qepik / 100;

async function workbook(rows: ExportRow[], paid: PaymentExportRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const { EXPORT_HEADERS, EXPORT_SHEETS, PAYMENT_EXPORT_HEADERS, SUMMARY_HEADERS } = textsIn('az');
  const docs = book.addWorksheet(EXPORT_SHEETS.documents);
  docs.columns = Object.entries(EXPORT_HEADERS).map(([key, header]) => ({
    key,
    header,
    width: key === 'buyerName' ? 36 : 16,
  }));
  for (const r of rows) {
    const v = exportValues(r);
    docs.addRow({ ...v, net: money(v.net), vat: money(v.vat), total: money(v.total) });
  }
  for (const key of ['net', 'vat', 'total']) docs.getColumn(key).numFmt = '#,##0.00';
  const summary = book.addWorksheet(EXPORT_SHEETS.summary);
  summary.columns = Object.entries(SUMMARY_HEADERS).map(([key, header]) => ({ key, header, width: 18 }));
  for (const m of monthTotals(rows)) {
    summary.addRow({ ...m, net: money(m.netQepik), vat: money(m.vatQepik), total: money(m.totalQepik) });
  }
  for (const key of ['net', 'vat', 'total']) summary.getColumn(key).numFmt = '#,##0.00';
  const pays = book.addWorksheet(EXPORT_SHEETS.payments);
  pays.columns = Object.entries(PAYMENT_EXPORT_HEADERS).map(([key, header]) => ({
    key,
    header,
    width: key === 'buyerName' ? 36 : 16,
  }));
  for (const r of paid) {
    const v = paymentValues(r);
    pays.addRow({ ...v, amount: money(v.amount) });
  }
  pays.getColumn('amount').numFmt = '#,##0.00';
  docs.getRow(1).font = summary.getRow(1).font = pays.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function exportDocuments(db: Db, query: ExportQuery): Promise<ExportFile> {
  const rows = await documentsOf(db, query);
  const paid = await paymentsOf(db, query);
  const base = { summary: 'aylar', payments: 'odenisler', documents: 'hesab-fakturalar' }[query.part];
  const name = `${base}-${query.from}-${query.to}`;
  if (query.format === 'xlsx') {
    return {
      filename: `${name}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: await workbook(rows, paid),
      rows: rows.length + paid.length,
    };
  }
  if (query.part === 'payments') {
    return {
      filename: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(paymentsCsv(paid)),
      rows: paid.length,
    };
  }
  const text = query.part === 'summary' ? summaryCsv(monthTotals(rows)) : documentsCsv(rows);
  return {
    filename: `${name}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(text),
    rows: rows.length,
  };
}

export type ExportSummary = { months: MonthTotals[]; documents: number; payments: number; paidQepik: number };

/** What the seller panel's export page shows for a period: the monthly totals (the XLSX's and the
 * summary CSV's), how many documents and payments the files hold, and the money in. */
export async function exportSummary(db: Db, period: Period): Promise<ExportSummary> {
  const [rows, paid] = await Promise.all([documentsOf(db, period), paymentsOf(db, period)]);
  const paidQepik = paid.reduce((sum, p) => sum + p.amountQepik, 0);
  return { months: monthTotals(rows), documents: rows.length, payments: paid.length, paidQepik };
}
