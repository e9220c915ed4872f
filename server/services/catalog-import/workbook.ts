/** An uploaded workbook's sheets (decision 0148): the catalogue is its first sheet not named as a
 * receipt, read exactly as before; a sheet named "Mədaxil" (or "Receipt", "Приход") is a receipt
 * of goods in. A CSV, or a workbook without a receipt sheet, is the catalogue alone. */
import type { ImportSummary } from '../../../domain/catalog/catalog-import-schema.ts';
import { isReceiptSheet } from '../../../domain/catalog/receipt-sheet.ts';
import type { Db } from '../../db/client.ts';
import { previewImport, type ImportPlan } from './preview.ts';
import { sheetNames } from './read-sheet.ts';
import { previewReceiptSheet, type ReceiptPlan } from './receipt-sheet.ts';

export type WorkbookPlan = ImportPlan & { receipt?: ReceiptPlan };

/** The preview of a workbook with a receipt sheet and no catalogue sheet: no product rows. */
const noCatalogue = (): { summary: ImportSummary; plan: ImportPlan; files: Map<string, Buffer> } => ({
  summary: {
    rows: 0,
    added: 0,
    changed: 0,
    unchanged: 0,
    refusedCount: 0,
    headers: [],
    refused: [],
    changes: [],
    additions: [],
  },
  plan: { columns: [], creates: [], updates: [], pictures: {}, refusedCount: 0, groupPrices: [], groupOnly: 0 },
  files: new Map(),
});

export async function previewWorkbook(
  db: Db,
  sheet: Buffer,
  zip: Buffer | null,
  onProgress: (done: number) => Promise<void> | void,
): Promise<{ summary: ImportSummary; plan: WorkbookPlan; files: Map<string, Buffer> }> {
  const names = await sheetNames(sheet);
  const receiptName = names.find(isReceiptSheet);
  if (receiptName === undefined) return previewImport(db, sheet, zip, onProgress);
  const catalogueName = names.find((n) => !isReceiptSheet(n));
  // the receipt is read first: a wrong receipt header refuses the file before the catalogue is read
  const receipt = await previewReceiptSheet(db, sheet, receiptName);
  const catalogue =
    catalogueName === undefined ? noCatalogue() : await previewImport(db, sheet, zip, onProgress, catalogueName);
  return {
    summary: { ...catalogue.summary, receipt: receipt.summary },
    plan: { ...catalogue.plan, receipt: receipt.plan },
    files: catalogue.files,
  };
}
