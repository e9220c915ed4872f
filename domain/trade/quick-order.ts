/** Quick order's lines (issue 33 item 5, decision 0103): what a buyer types or pastes from Excel,
 * LibreOffice, 1C or WhatsApp, or the rows of their own CSV/XLSX, read as (code, quantity) pairs.
 * A code is an SKU or a barcode, matched as the catalogue search matches a code (`codeWord`: case,
 * spaces and dashes ignored, Cyrillic letters written in Latin), so `va-1001`, `VA 1001` and
 * `VА-1001` with a Cyrillic А are one code. Nothing here checks a product: the server does. */
import { codeWord, searchWords } from '../search/search-spelling.ts';

export const QUICK_ORDER_LIMITS = {
  /** Lines read of one paste or file (blank lines and the header not counted). */
  lines: 300,
  /** Characters of a paste. */
  chars: 60_000,
  /** Bytes of an uploaded CSV/XLSX. */
  fileBytes: 2 * 1024 * 1024,
} as const;

export type ParsedLine = {
  /** The line's number in the paste or the sheet's row, as the buyer counts them (from 1). */
  line: number;
  /** The code as written (trimmed), shown back on its line. */
  code: string;
  /** `codeWord(code)`: what is matched against the products' SKU and barcode ('' when none). */
  key: string;
  /** The quantity read; NaN when it is not a number, a fraction when written so (both refused). */
  quantity: number;
};

/** A quantity as people write it: `10`, `10,0`, `10.00`, `10 ədəd`, `10 шт.`, `10pcs`; a line
 * without one means 1. */
export function readQuantity(text: string): number {
  const bare = text
    .trim()
    .replace(/\s*(ədəd|əd\.?|ed\.?|ad\.?|штук|шт\.?|pcs\.?|pc\.?)$/iu, '')
    .trim();
  if (bare === '') return 1;
  if (!/^\d{1,9}(?:[.,]\d+)?$/.test(bare)) return Number.NaN;
  return Number(bare.replace(',', '.'));
}

const UNIT = String.raw`(?:\s*(?:ədəd|əd\.?|ed\.?|ad\.?|штук|шт\.?|pcs\.?|pc\.?))?`;
const QTY = String.raw`(\d{1,9}(?:[.,]\d+)?)`;
/** Between a code and its quantity: a tab, `;`, `,`, `:`, `=`, `x`/`×`/`*` (Latin or Cyrillic х),
 * a spaced dash, or spaces. An `x` right after a digit counts too (`1001x10`). */
const SEP = String.raw`(?:\s*[;,\t:=]\s*|\s+[xX×хХ*]\s*|(?<=\d)[xX×хХ*]\s*|\s+[-–—]\s+|\s+)`;
const CODE_THEN_QTY = new RegExp(String.raw`^(.+?)${SEP}${QTY}${UNIT}\s*$`, 'iu');
/** `10 x VA-1001`, `10 ədəd VA-1001`: the quantity first, marked by x or a unit. */
const QTY_THEN_CODE = new RegExp(String.raw`^${QTY}(?:\s*[xX×хХ*]|\s*(?:ədəd|əd\.|шт\.?|pcs))\s*(.+)$`, 'iu');
/** WhatsApp's list marks: `• `, `- `, `1) `, `2. ` before the code. */
const BULLET = /^\s*(?:[•·*–—-]|\d{1,3}[.)])\s+(?=\S+\s*\S)/u;

/** A free-text line (no tab, no semicolon) as its cells: [code, quantity] or [code]. */
function freeCells(text: string): string[] {
  const line = text.replace(BULLET, '').trim();
  const first = QTY_THEN_CODE.exec(line);
  if (first) return [first[2].trim(), first[1]];
  const m = CODE_THEN_QTY.exec(line);
  return m ? [m[1].trim(), m[2]] : [line];
}

/** The cells of one pasted line: a spreadsheet's tabs, 1C's and Excel's CSV semicolons, or free text. */
export function lineCells(text: string): string[] {
  if (text.includes('\t')) return text.split('\t');
  if (text.includes(';')) return text.split(';');
  return freeCells(text);
}

const CODE_HEADS = /^(sku|kod|kodu|mehsul kodu|artikul|artikulu|barkod|barcode|strixkod|strix kod|code|ean|mal kodu)$/;
const QTY_HEADS = /^(miqdar|miqdari|say|sayi|eded|kolicestvo|kol vo|qty|quantity|amount|sifaris)$/;
const headWords = (cell: string) => searchWords(cell.replace(/ё/g, 'е').replace(/ч/gi, 'c')).join(' ');

export type Columns = { code: number; quantity: number | null };

/** A header row: no cell holds a digit. Its code and quantity columns when it names them. */
export function headerColumns(cells: string[]): Columns | 'header' | null {
  if (!cells.some((c) => c.trim()) || cells.some((c) => /\d/.test(c))) return null;
  const words = cells.map(headWords);
  const code = words.findIndex((w) => CODE_HEADS.test(w));
  const quantity = words.findIndex((w) => QTY_HEADS.test(w));
  return code >= 0 ? { code, quantity: quantity >= 0 ? quantity : null } : 'header';
}

/** One row's code and quantity: the named columns, else the first filled cell and the last. */
export function rowLine(line: number, cells: string[], named: Columns | null): ParsedLine | null {
  const filled = cells.map((c) => c.trim());
  // a header's columns hold for the rows as wide as it names them (a typed line beside them is free text)
  const columns = named && filled.length > Math.max(named.code, named.quantity ?? 0) ? named : null;
  if (!filled.some(Boolean)) return null;
  let code: string;
  let qty: string;
  if (columns) {
    code = filled[columns.code] ?? '';
    qty = columns.quantity == null ? '' : (filled[columns.quantity] ?? '');
  } else {
    const at = filled.findIndex(Boolean);
    const last = filled.findLastIndex(Boolean);
    code = filled[at];
    qty = last > at ? filled[last] : '';
  }
  // a single cell of free text (a one-column sheet of "VA-1001 10") is read as a pasted line
  if (!columns && filled.filter(Boolean).length === 1) [code, qty = ''] = freeCells(code);
  return { line, code, key: codeWord(code), quantity: readQuantity(qty) };
}

/** Rows (a paste's lines split into cells, or a sheet's rows) as lines: blank rows skipped, a first
 * row without digits taken as the header (and its code/quantity columns used when it names them). */
export function rowsToLines(rows: Iterable<{ line: number; cells: string[] }>): ParsedLine[] {
  const out: ParsedLine[] = [];
  let columns: Columns | null = null;
  let first = true;
  for (const row of rows) {
    if (!row.cells.some((c) => c.trim())) continue;
    if (first) {
      first = false;
      const head = headerColumns(row.cells);
      if (head) {
        columns = head === 'header' ? null : head;
        continue;
      }
    }
    const parsed = rowLine(row.line, row.cells, columns);
    if (parsed) out.push(parsed);
  }
  return out;
}

/** A paste as lines: any line ending, the line numbers as the buyer sees them in the box. */
export function parsePaste(text: string): ParsedLine[] {
  const rows = text.split(/\r\n|\r|\n/).map((t, i) => ({ line: i + 1, cells: lineCells(t) }));
  return rowsToLines(rows);
}

/** More lines than one quick order reads. */
export const tooManyLines = (lines: readonly ParsedLine[]) => lines.length > QUICK_ORDER_LIMITS.lines;
