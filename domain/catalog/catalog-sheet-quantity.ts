/** The quantity the export wrote (issue 32 item 6, decision 0084): the export carries each row's
 * quantity a second time, in a last column the seller leaves alone (hidden in the .xlsx). A "Say"
 * cell still equal to it was not changed by the seller, so the import leaves the product's
 * quantity as orders have moved it since; a cell the seller changed is written as it stands. */
import { textsIn } from '../i18n/texts-in.ts';
import { normaliseHeader, parseCount, type SheetProduct } from './catalog-sheet.ts';

const { IMPORT_ERRORS: E, SHEET_WORDS } = textsIn('az');

export const isExportedQuantityHeader = (h: string) =>
  normaliseHeader(h) === normaliseHeader(SHEET_WORDS.exportedQuantityHeader);

/** The row's values without its quantity when that is the one exported; a refusal when the
 * exported cell is not a count or is a formula. An empty cell (a row the seller added) or a sheet
 * without the column leaves the quantity to be compared with the catalogue's, as a list from an
 * accounting system is. */
export function dropQuantityAsExported(
  values: Partial<SheetProduct>,
  exported: { cell: string; formula: boolean } | null,
): { ok: true } | { ok: false; reason: string } {
  if (!exported) return { ok: true };
  if (exported.formula) return { ok: false, reason: E.formula(SHEET_WORDS.exportedQuantityHeader) };
  const was = parseCount(SHEET_WORDS.exportedQuantityHeader, exported.cell, null);
  if (!was.ok) return { ok: false, reason: `${SHEET_WORDS.exportedQuantityHeader}: ${was.message}` };
  if (was.value != null && values.quantity === was.value) delete values.quantity;
  return { ok: true };
}
