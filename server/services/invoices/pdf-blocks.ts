/** The blocks of a document's page: the two parties, the totals, the bank details. */
import { docMoney, fill } from '../../../domain/invoices/document-format.ts';
import type { DocWords } from '../../../domain/invoices/document-words.ts';
import type { DocumentSnapshot, Party } from '../../../domain/invoices/types.ts';

export const PAGE = { left: 40, right: 555, bottom: 790 } as const;

export const HALF = (PAGE.right - PAGE.left - 20) / 2;

export type Column = { readonly w: number; readonly align: 'left' | 'center' | 'right' };

/** One row of a table with borders, as tall as its tallest cell; the next row's top. */
export function tableRow(
  doc: PDFKit.PDFDocument,
  cols: readonly Column[],
  cells: string[],
  y: number,
  bold = false,
): number {
  doc.font(bold ? 'bold' : 'regular').fontSize(8.5);
  const heights = cells.map((c, i) => doc.heightOfString(c, { width: cols[i].w - 6 }));
  const h = Math.max(...heights) + 6;
  let x = PAGE.left;
  cells.forEach((c, i) => {
    doc.rect(x, y, cols[i].w, h).lineWidth(0.5).stroke('#555');
    doc.fillColor('#000').text(c, x + 3, y + 3, { width: cols[i].w - 6, align: cols[i].align });
    x += cols[i].w;
  });
  return y + h;
}

export function party(
  doc: PDFKit.PDFDocument,
  label: string,
  p: Pick<Party, 'legalName'>,
  extra: string[],
  x: number,
  y: number,
): number {
  doc.font('bold').fontSize(9.5).text(label, x, y, { width: HALF });
  doc.font('bold').fontSize(10).text(p.legalName, { width: HALF });
  doc.font('regular').fontSize(9);
  for (const line of extra) doc.text(line, { width: HALF });
  return doc.y;
}

export function drawParties(doc: PDFKit.PDFDocument, s: DocumentSnapshot, w: DocWords, top: number): number {
  const sellerLines = [
    ...(s.seller.voen ? [fill(w.voen, s.seller.voen)] : []),
    fill(w.address, s.seller.address),
    fill(w.contacts, s.seller.phone, s.seller.email),
  ];
  const buyerLines = [
    ...(s.buyer.voen ? [fill(w.voen, s.buyer.voen)] : []),
    ...(s.buyer.address ? [fill(w.address, s.buyer.address)] : []),
    s.buyer.email,
  ];
  const a = party(doc, w.seller, s.seller, sellerLines, PAGE.left, top);
  const b = party(doc, w.buyer, s.buyer, buyerLines, PAGE.left + HALF + 20, top);
  return Math.max(a, b);
}

export function drawTotals(doc: PDFKit.PDFDocument, s: DocumentSnapshot, w: DocWords, top: number): number {
  const rows: [string, number, boolean][] = [
    [w.totalNet, s.totals.netQepik, false],
    [fill(w.totalVat, s.tax.ratePct), s.totals.vatQepik, false],
    [s.kind === 'credit' ? w.creditTotal : w.total, s.totals.totalQepik, true],
  ];
  let y = top;
  for (const [label, qepik, bold] of rows) {
    doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 10.5 : 9.5);
    doc.text(label, PAGE.left + 60, y, { width: 355, align: 'right' });
    doc.text(`${docMoney(qepik)} ${w.currency}`, PAGE.right - 95, y, { width: 95, align: 'right' });
    y = doc.y + 2;
  }
  return y;
}

export function drawBank(doc: PDFKit.PDFDocument, s: DocumentSnapshot, w: DocWords, top: number): void {
  const b = s.seller.bank;
  const lines = b
    ? [
        fill(w.bankName, b.bankName),
        ...(b.bankCode ? [fill(w.bankCode, b.bankCode)] : []),
        ...(b.correspondentAccount ? [fill(w.correspondent, b.correspondentAccount)] : []),
        ...(b.swift ? [fill(w.swift, b.swift)] : []),
        fill(w.iban, b.iban),
      ]
    : [fill(w.bankMissing, s.seller.phone)];
  if (!b && s.kind !== 'proforma') return; // an invoice without bank details in the settings prints none
  const width = PAGE.right - PAGE.left;
  doc
    .font('bold')
    .fontSize(10)
    .text(w.bankTitle, PAGE.left + 8, top + 8, { width: width - 16 });
  doc.font('regular').fontSize(9.5);
  doc.text(fill(w.voen, s.seller.voen ?? ''), { width: width - 16 });
  for (const line of lines) doc.text(line, { width: width - 16 });
  doc.font('bold').text(fill(w.reference, s.orderNumber), { width: width - 16 });
  // only a proforma waits for the money; an invoice's goods are delivered
  if (s.kind === 'proforma')
    doc
      .font('regular')
      .fontSize(8.5)
      .text(w.proformaNote, { width: width - 16 });
  doc
    .rect(PAGE.left, top, width, doc.y - top + 8)
    .lineWidth(0.8)
    .stroke('#333');
  doc.y += 8;
}
