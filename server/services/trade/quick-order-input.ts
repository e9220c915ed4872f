/** What quick order reads: a paste, or the buyer's own CSV/XLSX read by the catalogue import's own
 * reader (checked by its bytes: a ZIP that is an .xlsx, or text; anything else refused with 415). */
import {
  parsePaste,
  QUICK_ORDER_LIMITS,
  rowsToLines,
  tooManyLines,
  type ParsedLine,
} from '../../../domain/trade/quick-order.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { readSheet, type SheetRow } from '../catalog-import/read-sheet.ts';
import { badRequest, HttpError } from '../shared/errors.ts';

const { QUICK_ORDER_MSG: M } = textsIn('az');

function checked(lines: ParsedLine[]): ParsedLine[] {
  if (!lines.length) throw badRequest(M.empty, 'text');
  if (tooManyLines(lines)) throw badRequest(M.tooManyLines(QUICK_ORDER_LIMITS.lines), 'text');
  return lines;
}

export function readQuickOrderText(text: string): ParsedLine[] {
  if (text.length > QUICK_ORDER_LIMITS.chars) throw badRequest(M.tooLong(QUICK_ORDER_LIMITS.chars), 'text');
  return checked(parsePaste(text));
}

export async function readQuickOrderFile(file: Buffer | undefined): Promise<ParsedLine[]> {
  if (!file?.length) throw badRequest(M.empty, 'file');
  if (file.length > QUICK_ORDER_LIMITS.fileBytes)
    throw new HttpError(413, M.fileTooBig(QUICK_ORDER_LIMITS.fileBytes / 1024 / 1024), 'file');
  const rows: SheetRow[] = [];
  for await (const row of readSheet(file)) {
    rows.push(row);
    if (rows.length > QUICK_ORDER_LIMITS.lines * 2) break; // blank rows aside, far past the limit
  }
  return checked(rowsToLines(rows));
}
