/** An .xlsx's sheet (the first, or one named), row by row, read straight from the upload's bytes (decision 0073):
 * the ZIP's central directory (zip.ts: yauzl, checked for bombs) gives the workbook, its shared
 * strings and the sheet; the sheet's XML is inflated a chunk at a time, decoded across chunks and
 * parsed by saxes (the XML parser exceljs itself uses). exceljs's streaming reader held 2-3× the
 * memory of the rows it gave (a Row, Cell and Column object per cell, every chunk's events in an
 * array) and wrote the sheet to a temporary file when the shared strings came after it in the ZIP;
 * with the whole upload in memory, each entry is simply read in the order it is needed. */
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { unpackChunks, type Zip, type ZipEntry } from './zip.ts';

export type XlsxRow = { line: number; cells: string[]; formulas: boolean[] };

/** Cells to the right of this column are not read: the sheet has 24 columns, and a value in
 * column XFD would otherwise make every row an array of 16 384. */
const MAX_COLUMNS = 256;

/** A workbook without what an .xlsx must have; read-sheet.ts answers it as any unreadable .xlsx. */
class BadXlsx extends Error {}

/** The text as a string of its own: saxes hands out slices of the chunk it parsed, and a
 * kept slice keeps its whole chunk (measured: 10 000 rows held 29 MiB instead of 9). */
const own = (text: string) => (text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8'));

/** The local name: some writers prefix the spreadsheet namespace (`x:row`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses one entry's XML; after each chunk, what `handlers` collected from it is handed on. */
async function* parse<T>(zip: Zip, entry: ZipEntry, handlers: (parser: SaxesParser) => () => T[]): AsyncGenerator<T> {
  const parser = new SaxesParser();
  const taken = handlers(parser);
  const decoder = new StringDecoder('utf8');
  for await (const chunk of unpackChunks(zip, entry)) {
    parser.write(decoder.write(chunk));
    yield* taken();
  }
  parser.write(decoder.end()).close();
  yield* taken();
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** Each element's attributes, for the small files (workbook, its relationships). */
function elements(zip: Zip, entry: ZipEntry) {
  return all(
    parse(zip, entry, (parser) => {
      const found: { name: string; attributes: Record<string, string> }[] = [];
      parser.on('opentag', (tag) => found.push({ name: local(tag.name), attributes: tag.attributes }));
      return () => found.splice(0);
    }),
  );
}

/** The text of each `<si>` (runs joined; phonetic hints `<rPh>` left out). */
function sharedStrings(zip: Zip, entry: ZipEntry) {
  return all(
    parse(zip, entry, (parser) => {
      const done: string[] = [];
      let text: string | null = null;
      let inT = false;
      let inPhonetic = false;
      parser.on('opentag', (tag) => {
        const name = local(tag.name);
        if (name === 'si') text = '';
        else if (name === 'rPh') inPhonetic = true;
        else if (name === 't') inT = !inPhonetic;
      });
      parser.on('text', (t) => {
        if (inT && text !== null) text += t;
      });
      parser.on('closetag', (tag) => {
        const name = local(tag.name);
        if (name === 't') inT = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'si') {
          done.push(own(text ?? ''));
          text = null;
        }
      });
      return () => done.splice(0);
    }),
  );
}

/** "C12" → 2 (0-based); no letters → undefined. */
function columnOf(ref: string | undefined): number | undefined {
  let n = 0;
  let i = 0;
  for (; ref && i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20; // lower case
    if (c < 0x61 || c > 0x7a) break;
    n = n * 26 + (c - 0x60);
  }
  return i ? n - 1 : undefined;
}

/** A cell's text as a person reads it: numbers as JavaScript writes them, booleans as
 * true/false; a formula or an error value is flagged, never evaluated (decision 0063). */
function cellText(type: string, value: string, inline: string, shared: string[]): string {
  switch (type) {
    case 's': {
      const text = shared[Number(value)];
      if (text === undefined) throw new BadXlsx();
      return text;
    }
    case 'inlineStr':
      return own(inline);
    case 'str':
      return own(value);
    case 'b':
      return value === '' ? '' : String(Number(value) !== 0);
    case 'd':
      return value.slice(0, 10);
    default: {
      const number = parseFloat(value);
      return Number.isNaN(number) ? value : String(number);
    }
  }
}

function sheetRows(zip: Zip, entry: ZipEntry, shared: string[], onRow: (line: number) => void) {
  return parse<XlsxRow>(zip, entry, (parser) => {
    const done: XlsxRow[] = [];
    let row: XlsxRow | null = null;
    let lastLine = 0;
    let column = -1;
    let cell: { type: string; formula: boolean; value: string; inline: string } | null = null;
    let into: 'value' | 'inline' | null = null;
    let inPhonetic = false;
    parser.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'row') {
        const line = Number(tag.attributes.r) || lastLine + 1;
        onRow((lastLine = line));
        row = { line, cells: [], formulas: [] };
        column = -1;
      } else if (!row) return;
      else if (name === 'c') {
        column = columnOf(tag.attributes.r as string | undefined) ?? column + 1;
        cell = { type: (tag.attributes.t as string | undefined) ?? 'n', formula: false, value: '', inline: '' };
      } else if (!cell) return;
      else if (name === 'f') cell.formula = true;
      else if (name === 'v') into = 'value';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) into = 'inline';
    });
    parser.on('text', (t) => {
      if (into === 'value') cell!.value += t;
      else if (into === 'inline') cell!.inline += t;
    });
    parser.on('closetag', (tag) => {
      const name = local(tag.name);
      if (name === 'v' || name === 't') into = null;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'c' && row && cell) {
        const formula = cell.formula || cell.type === 'e';
        if (column < MAX_COLUMNS) {
          while (row.cells.length < column) {
            row.cells.push('');
            row.formulas.push(false);
          }
          row.cells[column] = formula ? '' : cellText(cell.type, cell.value, cell.inline, shared);
          row.formulas[column] = formula;
        }
        cell = null;
      } else if (name === 'row' && row) {
        done.push(row);
        row = null;
      }
    });
    return () => done.splice(0);
  });
}

/** The workbook's sheets, in its order: name and relationship id. */
async function sheetsOf(zip: Zip) {
  const book = zip.entries.find((e) => e.fileName === 'xl/workbook.xml');
  if (!book) throw new BadXlsx();
  return (await elements(zip, book))
    .filter((e) => e.name === 'sheet')
    .map((e) => ({ name: e.attributes.name ?? '', rid: e.attributes['r:id'] }));
}

/** The names of the workbook's sheets, in its order (the receipt sheet is found by its name). */
export async function xlsxSheetNames(zip: Zip): Promise<string[]> {
  return (await sheetsOf(zip)).map((s) => s.name);
}

/** The rows of the sheet named `sheetName`, else of the workbook's first sheet (in the workbook's
 * order, not the ZIP's). */
export async function* xlsxRows(zip: Zip, onRow: (line: number) => void, sheetName?: string): AsyncGenerator<XlsxRow> {
  // yauzl refuses an entry named from the root; a relationship's target may be written so
  const byName = new Map(zip.entries.map((e) => [e.fileName, e]));
  const entry = (name: string) => byName.get(name.replace(/^\//, ''));
  const rels = entry('xl/_rels/workbook.xml.rels');
  if (!rels) throw new BadXlsx();
  const sheets = await sheetsOf(zip);
  const chosen = (sheetName !== undefined && sheets.find((s) => s.name === sheetName)) || sheets[0];
  const links = await elements(zip, rels);
  const target = links.find((e) => e.name === 'Relationship' && e.attributes.Id === chosen?.rid)?.attributes.Target;
  const sheet = target && entry(target.startsWith('/') ? target : `xl/${target}`);
  if (!sheet) throw new BadXlsx();
  const sharedEntry = entry('xl/sharedStrings.xml');
  const shared = sharedEntry ? await sharedStrings(zip, sharedEntry) : [];
  yield* sheetRows(zip, sheet, shared, onRow);
}
