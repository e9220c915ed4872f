/** Reads an uploaded sheet row by row (decision 0064): CSV (UTF-8, or UTF-16 with its byte-order
 * mark as Excel's "Unicode Text" writes it; `;` `,` or tab, quotes as RFC 4180) read by csv-parse, or .xlsx read a chunk of its XML at a time (xlsx-reader.ts), so
 * memory holds the upload and a few rows.
 * Every cell is a string; a formula is flagged, never evaluated; a file that is neither is refused. */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { restoreNeutralised } from '../../../domain/orders/orders-csv.ts';
import { HttpError } from '../shared/errors.ts';
import { xlsxRows, xlsxSheetNames } from './xlsx-reader.ts';
import { checkZip } from './zip.ts';

const { IMPORT_ERRORS: E } = textsIn('az');

/** A sheet's lines, empty ones included, beyond which a file is refused (a million empty rows). */
export const MAX_SHEET_LINES = 25_000;
/** What an .xlsx may unpack to: a 20 000-row catalogue is some 30 MB of XML. */
const MAX_XLSX_UNPACKED = 150 * 1024 * 1024;

export type SheetRow = { line: number; cells: string[]; formulas: boolean[] };

/** A UTF-16 text by its byte-order mark: what Excel's "Unicode Text" save writes (UTF-16LE, tabs). */
function utf16Of(bytes: Buffer): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** UTF-16 without its mark: a NUL beside most letters (Latin ones; 'ə' is 59 02), on one side only. */
function looksUtf16(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 256);
  const nuls = [0, 0];
  head.forEach((b, i) => b === 0 && nuls[i % 2]++);
  const pairs = head.length / 2;
  return pairs >= 2 && Math.max(...nuls) >= pairs / 2 && Math.min(...nuls) <= pairs / 10;
}

export function sheetKind(bytes: Buffer): 'xlsx' | 'csv' {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (utf16Of(bytes)) return 'csv';
  if (looksUtf16(bytes)) throw new HttpError(415, E.utf16);
  if (bytes.includes(0)) throw new HttpError(415, E.binary);
  return 'csv';
}

/** The rows of a CSV, or of an .xlsx's sheet named `sheetName` (else its first sheet). */
export function readSheet(bytes: Buffer, sheetName?: string): AsyncIterable<SheetRow> {
  return sheetKind(bytes) === 'xlsx' ? readXlsx(bytes, sheetName) : readCsv(bytes);
}

/** An .xlsx's sheet names in the workbook's order; a CSV has none (it is one sheet). */
export async function sheetNames(bytes: Buffer): Promise<string[]> {
  if (sheetKind(bytes) !== 'xlsx') return [];
  try {
    return await xlsxSheetNames(await checkZip(bytes, { maxTotal: MAX_XLSX_UNPACKED, maxEntries: 200 }));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode !== 415) throw error;
    throw new HttpError(415, E.badXlsx);
  }
}

function tooMany(line: number) {
  if (line > MAX_SHEET_LINES) throw new HttpError(413, E.tooManyLines(MAX_SHEET_LINES));
}

function decode(bytes: Buffer, encoding: 'utf-8' | 'utf-16le' | 'utf-16be'): string {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new HttpError(415, encoding === 'utf-8' ? E.notUtf8 : E.utf16);
  }
}

function delimiterOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, first.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0][0];
}

function* pieces(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function* readCsv(upload: Buffer): AsyncGenerator<SheetRow> {
  const utf16 = utf16Of(upload);
  const text = decode(upload, utf16 ?? 'utf-8');
  // a UTF-16 file is read as the same text in UTF-8 (its mark dropped by the decoder)
  const bytes = utf16 ? Buffer.from(text, 'utf8') : upload;
  // a sheet saved by a spreadsheet is text; a control character other than tab and line ends is not
  // eslint-disable-next-line no-control-regex -- the point is to find them
  if (/[\u0001-\u0008\u000b\u000c\u000e-\u001f]/.test(text)) throw new HttpError(415, E.fileType);
  // a stray quote inside a cell is kept as a letter, as spreadsheets read it; rows may differ in length
  const options = { bom: true, delimiter: delimiterOf(text), relax_quotes: true, relax_column_count: true };
  // fed 64 KiB at a time, so the parser goes no further ahead of this loop than that (given the
  // whole file at once it parsed a million empty rows, 430 MiB, before the first was refused)
  const parser = Readable.from(pieces(bytes, 64 * 1024)).pipe(parse(options));
  let line = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      tooMany(++line);
      // a bare `=…` is what a spreadsheet would run; `'=…` is the export's neutralised text
      yield { line, cells: cells.map(restoreNeutralised), formulas: cells.map((c) => c.startsWith('=')) };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // with quotes relaxed, the fault left is a quoted cell still open at the end of the file
    // (the rows read before it may not have reached this loop: the parser counts them)
    const { code, records } = error as { code?: string; records?: number };
    throw new HttpError(415, code === 'CSV_QUOTE_NOT_CLOSED' ? E.unclosedQuote((records ?? line) + 1) : E.fileType);
  }
}

async function* readXlsx(bytes: Buffer, sheetName?: string): AsyncGenerator<SheetRow> {
  try {
    const zip = await checkZip(bytes, { maxTotal: MAX_XLSX_UNPACKED, maxEntries: 200 });
    for await (const row of xlsxRows(zip, tooMany, sheetName)) {
      yield { line: row.line, cells: row.cells.map(restoreNeutralised), formulas: row.formulas };
    }
  } catch (error) {
    // a bomb or too many rows keep their message; an unreadable ZIP is an unreadable .xlsx here
    // (zip.ts's own 415 names the images' ZIP)
    if (error instanceof HttpError && error.statusCode !== 415) throw error;
    throw new HttpError(415, E.badXlsx);
  }
}
