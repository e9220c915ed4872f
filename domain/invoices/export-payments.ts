/** The accountant's export, part "Ödənişlər" (issue 34 items 4 and 6): one row a payment of the
 * period (by the day it was paid): date, order, buyer's VÖEN and name, method, bank reference,
 * amount; a reversing entry is negative, as stored. Same CSV conventions as the documents. */
import { CSV_BOM } from '../orders/orders-csv.ts';
import { CURRENCY, csvLine, plain } from './export-rows.ts';
import { textsIn } from '../i18n/texts-in.ts';

export type PaymentExportRow = {
  /** yyyy-mm-dd, the day the money came in. */
  paidOn: string;
  orderNumber: number;
  buyerVoen: string | null;
  buyerName: string;
  method: string;
  reference: string;
  /** Qəpik, negative for a reversal. */
  amountQepik: number;
};

const day = (iso: string) => iso.split('-').reverse().join('.');

export function paymentValues(r: PaymentExportRow) {
  const { PAYMENT_KIND_TEXT } = textsIn('az');
  return {
    date: day(r.paidOn),
    orderNumber: r.orderNumber,
    buyerVoen: r.buyerVoen ?? '',
    buyerName: r.buyerName,
    method: PAYMENT_KIND_TEXT[r.method as keyof typeof PAYMENT_KIND_TEXT] ?? r.method,
    reference: r.reference,
    amount: r.amountQepik,
    currency: CURRENCY,
  };
}

export function paymentsCsv(rows: PaymentExportRow[]): string {
  const head = csvLine(Object.values(textsIn('az').PAYMENT_EXPORT_HEADERS));
  const body = rows.map((r) => {
    const v = paymentValues(r);
    return csvLine([
      v.date,
      String(v.orderNumber),
      v.buyerVoen,
      v.buyerName,
      v.method,
      v.reference,
      plain(v.amount),
      v.currency,
    ]);
  });
  return CSV_BOM + head + body.join('');
}
