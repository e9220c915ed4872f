/** The company's statement as PDF (issue 34 item 4, decision 0116): the period, the opening
 * balance, each order, invoice, credit note and payment as a dated line with the running balance,
 * the period's totals and the closing balance, in the asking page's language. Drawn with the
 * documents' pdfkit helpers (server/services/invoices/pdf.ts, pdf-blocks.ts). */
import { dayText, docMoney } from '../../../domain/invoices/document-format.ts';
import type { Lang } from '../../../domain/i18n/lang.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Ledger, LedgerLine } from '../../../domain/statements/ledger.ts';
import { startPdf } from '../invoices/pdf.ts';
import { HALF, PAGE, party, tableRow, type Column } from '../invoices/pdf-blocks.ts';
import type { StatementCompany } from './ledger-read.ts';

type Words = ReturnType<typeof textsIn>['STATEMENT_DOC'];

const COLS: readonly Column[] = [
  { w: 62, align: 'left' },
  { w: 263, align: 'left' },
  { w: 60, align: 'right' },
  { w: 60, align: 'right' },
  { w: 70, align: 'right' },
];

function entry(l: LedgerLine, w: Words): string {
  const n = l.orderNumber;
  switch (l.kind) {
    case 'order':
      return w.order(n);
    case 'cancelled':
      return w.cancelled(n);
    case 'invoice':
      return w.invoice(l.ref, n, docMoney(l.amountQepik));
    case 'credit':
      return w.credit(l.ref, n, docMoney(l.amountQepik));
    case 'settled':
      return w.settled(n);
    case 'payment':
      return l.ref ? w.paymentRef(n, l.ref) : w.payment(n);
  }
}

const cellOf = (qepik: number) => (qepik ? docMoney(qepik) : '');

export type StatementFacts = {
  seller: { legalName: string; voen: string | null };
  company: StatementCompany;
  ledger: Ledger;
  lang: Lang;
  today: string;
};

export function renderStatement(f: StatementFacts): Promise<Buffer> {
  const w = textsIn(f.lang).STATEMENT_DOC;
  const { ledger } = f;
  const { doc, done } = startPdf({ title: w.title, author: f.seller.legalName, created: new Date(), lang: f.lang });
  doc.font('bold').fontSize(15).text(w.title, PAGE.left, 40);
  doc.font('regular').fontSize(9.5);
  doc.text(`${w.period(dayText(ledger.from), dayText(ledger.to))}    ${w.issued(dayText(f.today))}`);
  const top = doc.y + 12;
  const voen = (v: string | null) => (v ? [w.voen(v)] : []);
  const a = party(doc, w.seller, f.seller, voen(f.seller.voen), PAGE.left, top);
  const b = party(doc, w.company, f.company, voen(f.company.voen), PAGE.left + HALF + 20, top);
  let y = Math.max(a, b) + 14;
  const head = [w.colDate, w.colEntry, w.colDebit, w.colCredit, w.colBalance];
  y = tableRow(doc, COLS, head, y, true);
  y = tableRow(doc, COLS, [dayText(ledger.from), w.opening, '', '', docMoney(ledger.openingQepik)], y, true);
  for (const l of ledger.lines) {
    if (y + 30 > PAGE.bottom) {
      doc.addPage();
      y = tableRow(doc, COLS, head, 40, true);
    }
    const cells = [dayText(l.day), entry(l, w), cellOf(l.debitQepik), cellOf(l.creditQepik), docMoney(l.balanceQepik)];
    y = tableRow(doc, COLS, cells, y);
  }
  if (!ledger.lines.length) y = tableRow(doc, COLS, ['', w.none, '', '', ''], y);
  if (y + 60 > PAGE.bottom) {
    doc.addPage();
    y = 40;
  }
  y = tableRow(doc, COLS, ['', w.totals, docMoney(ledger.debitQepik), docMoney(ledger.creditQepik), ''], y, true);
  y = tableRow(doc, COLS, [dayText(ledger.to), w.closing, '', '', docMoney(ledger.closingQepik)], y, true);
  // a negative balance is money the seller owes back (a credit note on a paid order): said in words
  if (ledger.closingQepik < 0)
    doc
      .font('bold')
      .fontSize(10.5)
      .text(w.refund(docMoney(-ledger.closingQepik)), PAGE.left, y + 8, { width: PAGE.right - PAGE.left });
  doc.font('regular').fontSize(8.5);
  doc.text(w.currencyNote, PAGE.left, ledger.closingQepik < 0 ? doc.y + 4 : y + 8, { width: PAGE.right - PAGE.left });
  doc.text(w.documentsNote, { width: PAGE.right - PAGE.left });
  doc.end();
  return done;
}
