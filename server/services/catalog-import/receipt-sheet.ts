/** The receipt sheet of an import (issue 41 item 1, decision 0148): every line checked by the
 * goods-in rules (batches.ts checkReceiptLines, the API's own) and named by its row in the sheet;
 * nothing is written here. The confirmation writes the receipt through receiveGoods. */
import { and, inArray } from 'drizzle-orm';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { receiptSchema, type ReceiptInput, type ReceiptLineInput } from '../../../domain/stock/batch-schemas.ts';
import { formatExpiry, parseExpiry, todayInBaku } from '../../../domain/stock/batches.ts';
import {
  dateCellText,
  receiptColumns,
  RECEIPT_HEADERS,
  RECEIPT_SHEET_TEXT as T,
  type ReceiptColumn,
  type ReceiptSheetSummary,
} from '../../../domain/catalog/receipt-sheet.ts';
import { IMPORT_LIST_CAP } from '../../../domain/catalog/catalog-import-schema.ts';
import type { Db } from '../../db/client.ts';
import { batches } from '../../db/schema.ts';
import { checkReceiptLines } from '../stock/batches.ts';
import { HttpError } from '../shared/errors.ts';
import { readSheet, type SheetRow } from './read-sheet.ts';

const { BATCH_TEXT } = textsIn('az');

/** What the confirmation writes: the receipt as the API takes it, and each line's row. */
export type ReceiptPlan = { input: ReceiptInput; rows: number[]; refusedCount: number };

type Header = 'supplier' | 'date' | 'document';

const cellOf = (row: SheetRow, columns: (ReceiptColumn | null)[], column: ReceiptColumn) => {
  const i = columns.indexOf(column);
  return i < 0 ? '' : (row.cells[i] ?? '').trim();
};

/** Reads the sheet's rows into the receipt's header and lines, refusing a line on its row where
 * a cell is a formula or its header cells disagree with the rows before it. */
async function readRows(sheet: Buffer, sheetName: string) {
  let columns: (ReceiptColumn | null)[] | null = null;
  const header: Record<Header, { value: string; line: number } | null> = { supplier: null, date: null, document: null };
  const lines: { line: number; input: ReceiptLineInput }[] = [];
  const refused: { line: number; reason: string }[] = [];
  for await (const row of readSheet(sheet, sheetName)) {
    if (row.cells.every((c) => !c.trim()) && !row.formulas.some(Boolean)) continue;
    if (!columns) {
      const read = receiptColumns(row.cells);
      if ('issue' in read) throw new HttpError(400, read.issue);
      columns = read.columns;
      continue;
    }
    const cell = (c: ReceiptColumn) => cellOf(row, columns!, c);
    const issues: string[] = row.formulas.some(Boolean) ? [T.formula] : [];
    for (const h of ['supplier', 'date', 'document'] as const) {
      const value = h === 'date' ? dateCellText(cell(h)) : cell(h);
      if (!value) continue;
      if (!header[h]) header[h] = { value, line: row.line };
      else if (header[h].value !== value) issues.push(T.headerDiffers(RECEIPT_HEADERS[h][0]));
    }
    if (issues.length) refused.push({ line: row.line, reason: issues.join(' ') });
    const price = cell('purchasePrice');
    lines.push({
      line: row.line,
      input: {
        code: cell('code'),
        batch: cell('batch'),
        expiry: dateCellText(cell('expiry')),
        quantity: cell('quantity'),
        purchasePrice: price || null,
      },
    });
  }
  if (!columns || !lines.length) throw new HttpError(400, T.noLines);
  return { header, lines, refused };
}

/** A batch number already recorded, or twice in the sheet, with another expiry: refused on its row
 * here, as receiveGoods would refuse it in the transaction. */
async function expiryConflicts(db: Db, lines: { line: number; productId: string; batch: string; expiry: string }[]) {
  const issues = new Map<number, string>();
  if (!lines.length) return issues;
  const known = await db
    .select({
      productId: batches.productId,
      number: batches.number,
      expiry: batches.expiry,
      precision: batches.expiryPrecision,
    })
    .from(batches)
    .where(
      and(
        inArray(batches.productId, [...new Set(lines.map((l) => l.productId))]),
        inArray(batches.number, [...new Set(lines.map((l) => l.batch))]),
      ),
    );
  for (const l of lines) {
    const was = known.find((k) => k.productId === l.productId && k.number === l.batch);
    if (was && was.expiry !== l.expiry)
      issues.set(l.line, BATCH_TEXT.expiryDiffers(l.batch, formatExpiry(was.expiry, was.precision)));
    const same = lines.filter((o) => o.productId === l.productId && o.batch === l.batch);
    if (same.some((o) => o.expiry !== l.expiry)) issues.set(l.line, T.batchTwice(same.map((o) => o.line)));
  }
  return issues;
}

export async function previewReceiptSheet(
  db: Db,
  sheet: Buffer,
  sheetName: string,
): Promise<{ summary: ReceiptSheetSummary; plan: ReceiptPlan }> {
  const { header, lines, refused } = await readRows(sheet, sheetName);
  const supplier = header.supplier?.value ?? '';
  const dateText = header.date?.value ?? todayInBaku().split('-').reverse().join('.');
  const headerRead = receiptSchema.safeParse({
    supplier,
    date: dateText,
    documentNumber: header.document?.value ?? '',
    lines: lines.map((l) => l.input),
  });
  if (!headerRead.success) {
    // the header's fault (no supplier, a wrong date, too many lines) is the first data row's, or the sheet's
    const issue = headerRead.error.issues[0];
    const at = issue.path[0] === 'date' ? header.date?.line : lines[0].line;
    refused.push({ line: at ?? lines[0].line, reason: issue.message });
  }
  const input: ReceiptInput = headerRead.success
    ? headerRead.data
    : { supplier, date: parseExpiry(dateText)?.expiry ?? '', documentNumber: '', lines: lines.map((l) => l.input) };
  const checked = await checkReceiptLines(db, input);
  for (const issue of checked.issues) refused.push({ line: lines[issue.index].line, reason: issue.message });
  const rowOf = (i: number) => lines[i].line;
  const goodRows = lines.map((l) => l.line).filter((line) => !checked.issues.some((i) => rowOf(i.index) === line));
  const read = checked.lines.map((l, i) => ({ ...l, line: goodRows[i] }));
  const conflicts = await expiryConflicts(
    db,
    read.map((l) => ({ line: l.line, productId: l.product.id, batch: l.batch, expiry: l.expiry })),
  );
  for (const [line, reason] of conflicts) refused.push({ line, reason });
  // one row may be refused for several reasons: each row once, its reasons together
  const byLine = new Map<number, string[]>();
  for (const r of refused.sort((a, b) => a.line - b.line))
    byLine.set(r.line, [...(byLine.get(r.line) ?? []), r.reason]);
  const refusedRows = [...byLine].map(([line, reasons]) => ({ line, reason: reasons.join(' ') }));
  const summary: ReceiptSheetSummary = {
    sheet: sheetName,
    supplier: input.supplier,
    date: dateText,
    documentNumber: input.documentNumber,
    lines: lines.length,
    units: read.reduce((n, l) => n + l.quantity, 0),
    refusedCount: refusedRows.length,
    refused: refusedRows.slice(0, IMPORT_LIST_CAP),
    items: read.slice(0, IMPORT_LIST_CAP).map((l) => ({
      line: l.line,
      code: l.code ?? '',
      name: l.product.name,
      batch: l.batch,
      expiry: formatExpiry(l.expiry, l.expiryPrecision),
      quantity: l.quantity,
    })),
  };
  return { summary, plan: { input, rows: lines.map((l) => l.line), refusedCount: refusedRows.length } };
}

/** The rows' numbers in a refusal of receiveGoods ("3-ci sətir") are the lines' places; the
 * confirmation re-checks with the sheet's rows so a line gone bad since the preview is named by its row. */
export async function recheckReceipt(db: Db, plan: ReceiptPlan): Promise<string[]> {
  const { issues } = await checkReceiptLines(db, plan.input);
  return issues.map((i) => `${T.line(plan.rows[i.index])}: ${i.message}`);
}
