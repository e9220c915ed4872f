/** A document as PDF (issue 34 item 3), drawn with pdfkit from its snapshot alone. pdfkit: kept
 * by the foliojs group, pure JavaScript (no browser, no native build), embeds and subsets a
 * TrueType font; DejaVu Sans (the dejavu-fonts-ttf package) covers ə ğ ı ö ş ü ç and Cyrillic. */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { amountInWords } from '../../../domain/invoices/amount-words.ts';
import { dayText, docDate, docMoney, fill } from '../../../domain/invoices/document-format.ts';
import { docWords, documentWords, isBilingual, type DocWords } from '../../../domain/invoices/document-words.ts';
import type { DocumentSnapshot } from '../../../domain/invoices/types.ts';
import type { Lang } from '../../../domain/i18n/lang.ts';
import { drawBank, drawParties, drawTotals, PAGE, tableRow } from './pdf-blocks.ts';

const require = createRequire(import.meta.url);
export const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const COLS = [
  { w: 22, align: 'center' },
  { w: 181, align: 'left' },
  { w: 56, align: 'right' },
  { w: 60, align: 'right' },
  { w: 70, align: 'right' },
  { w: 56, align: 'right' },
  { w: 70, align: 'right' },
] as const;

export function titleOf(s: DocumentSnapshot, w: DocWords): string {
  const title = { proforma: w.proformaTitle, invoice: w.invoiceTitle, credit: w.creditTitle }[s.kind];
  return fill(title, s.number);
}

const row = (doc: PDFKit.PDFDocument, cells: string[], y: number, bold = false) => tableRow(doc, COLS, cells, y, bold);

function drawLines(doc: PDFKit.PDFDocument, s: DocumentSnapshot, w: DocWords, top: number): number {
  const unit = s.tax.pricesIncludeVat ? w.colUnitGross : w.colUnit;
  const head = [w.colNo, w.colName, w.colQty, unit, w.colNet, fill(w.colVat, s.tax.ratePct), w.colTotal];
  let y = row(doc, head, top, true);
  s.lines.forEach((l, i) => {
    const cells = [
      String(i + 1),
      [l.name, ...(l.batches ?? [])].join('\n'),
      `${l.quantity} ${w.unitPiece}`,
      docMoney(l.unitQepik),
      docMoney(l.netQepik),
      docMoney(l.vatQepik),
      docMoney(l.totalQepik),
    ];
    if (y + 30 > PAGE.bottom) {
      doc.addPage();
      y = row(doc, head, 40, true);
    }
    y = row(doc, cells, y);
  });
  return y;
}

/** An A4 page with the shop's fonts ('regular', 'bold'), and its bytes once `doc.end()` is called:
 * every PDF of the shop starts here (documents, the company's statement). */
export function startPdf(m: { title: string; author: string; created: Date; lang: Lang }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 40, bottom: 40, left: PAGE.left, right: 595 - PAGE.right },
    info: { Title: m.title, Author: m.author, CreationDate: m.created },
    lang: m.lang,
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}

/** The PDF's bytes. */
export function renderDocument(s: DocumentSnapshot): Promise<Buffer> {
  const w = documentWords(s.kind, s.lang);
  const title = titleOf(s, w);
  const { doc, done } = startPdf({ title, author: s.seller.legalName, created: new Date(s.issuedAt), lang: s.lang });

  doc.font('bold').fontSize(15).text(title, PAGE.left, 40);
  doc.font('regular').fontSize(9.5);
  doc.text(`${fill(w.date, docDate(s.issuedAt))}    ${fill(w.order, s.orderNumber)}`);
  if (s.kind === 'invoice' && s.dueOn) doc.font('bold').text(fill(w.dueOn, dayText(s.dueOn)));
  if (s.creditOf) doc.font('bold').text(fill(w.creditOf, s.creditOf.number, docDate(s.creditOf.issuedAt)));
  let y = drawParties(doc, s, w, doc.y + 12);
  doc
    .font('regular')
    .fontSize(8.5)
    .text(w.currencyNote, PAGE.left, y + 12, { width: PAGE.right - PAGE.left, align: 'right' });
  y = drawLines(doc, s, w, doc.y + 3);
  y = drawTotals(doc, s, w, y + 8);
  doc.font('regular').fontSize(9.5);
  // the amount in words in each language the document speaks (a bilingual one: both)
  const langs = isBilingual(s.kind, s.lang) ? (['az', 'ru'] as const) : [s.lang];
  doc.text('', PAGE.left, y + 6);
  for (const lang of langs) {
    const words = amountInWords(s.totals.totalQepik, lang);
    doc.text(fill(docWords(lang).inWords, words), PAGE.left, doc.y, { width: PAGE.right - PAGE.left });
  }
  doc.fontSize(8.5).text(s.tax.pricesIncludeVat ? w.pricesInclude : w.pricesExclude);
  if (s.kind !== 'credit') drawBank(doc, s, w, doc.y + 12);
  const signY = Math.max(doc.y + 30, 0);
  if (signY + 20 > PAGE.bottom) doc.addPage();
  const sy = signY + 20 > PAGE.bottom ? 60 : signY;
  doc.font('regular').fontSize(9.5).text(w.signSeller, PAGE.left, sy, { width: 260 });
  doc.text(w.signBuyer, 320, sy, { width: PAGE.right - 320 });
  doc.end();
  return done;
}
