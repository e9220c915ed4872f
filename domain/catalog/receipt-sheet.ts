/** The catalogue import's receipt sheet (issue 41 item 1, decision 0148): which sheet it is, its
 * columns, and how its cells are read before the receipt's own rules (batch-schemas.ts) judge
 * each line. Pure: the import (server/services/catalog-import/receipt-sheet.ts) reads the file. */
import { z } from 'zod';

/** A sheet with one of these names (any case, spaces around ignored) is the receipt. */
export const RECEIPT_SHEET_NAMES = ['mədaxil', 'medaxil', 'receipt', 'приход'] as const;

export const isReceiptSheet = (name: string) =>
  (RECEIPT_SHEET_NAMES as readonly string[]).includes(name.trim().toLocaleLowerCase('az'));

export type ReceiptColumn =
  'code' | 'batch' | 'expiry' | 'quantity' | 'purchasePrice' | 'supplier' | 'date' | 'document';

/** Each column's headers: the Azerbaijani one first (what the help names), then Russian and English. */
export const RECEIPT_HEADERS: Record<ReceiptColumn, readonly string[]> = {
  code: ['Artikul və ya barkod', 'Artikul', 'Barkod', 'SKU', 'Артикул', 'Штрихкод', 'Barcode'],
  batch: ['Seriya', 'Серия', 'Партия', 'Batch'],
  expiry: ['Son istifadə tarixi', 'Срок годности', 'Expiry'],
  quantity: ['Say', 'Miqdar', 'Количество', 'Quantity'],
  purchasePrice: ['Alış qiyməti (₼)', 'Alış qiyməti', 'Цена закупки', 'Purchase price'],
  supplier: ['Tədarükçü', 'Поставщик', 'Supplier'],
  date: ['Tarix', 'Дата', 'Date'],
  document: ['Sənəd nömrəsi', 'Sənəd №', 'Номер документа', 'Document'],
};

const REQUIRED: ReceiptColumn[] = ['code', 'batch', 'expiry', 'quantity', 'supplier'];

const fold = (header: string) => header.trim().toLocaleLowerCase('az').replace(/\s+/g, ' ');

/** The header row's columns by position, or the message of what is wrong with it. */
export function receiptColumns(cells: string[]): { columns: (ReceiptColumn | null)[] } | { issue: string } {
  const columns = cells.map((cell) => {
    const header = fold(cell);
    const found = Object.entries(RECEIPT_HEADERS).find(([, names]) => names.some((n) => fold(n) === header));
    return found ? (found[0] as ReceiptColumn) : null;
  });
  const unknown = cells.filter((c, i) => c.trim() && !columns[i]);
  if (unknown.length) return { issue: RECEIPT_SHEET_TEXT.unknownHeader(unknown[0]) };
  const twice = columns.find((c, i) => c && columns.indexOf(c) !== i);
  if (twice) return { issue: RECEIPT_SHEET_TEXT.headerTwice(RECEIPT_HEADERS[twice][0]) };
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length) return { issue: RECEIPT_SHEET_TEXT.missingHeaders(missing.map((c) => RECEIPT_HEADERS[c][0])) };
  return { columns };
}

/** Excel's day numbers: day 1 is 1900-01-01, counted with Excel's 29.02.1900, so from day 61 on
 * 1899-12-30 is day 0. A date cell's text is its number (xlsx-reader reads numbers as numbers). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A date as a cell gives it: an Excel date cell's day number becomes dd.mm.yyyy, a month typed
 * as a number (03.2027 → 3.2027) is read as the month; text is kept. */
export function dateCellText(cell: string): string {
  const t = cell.trim();
  // "10.2030" typed where a dot is the decimal point became the number 10.203: no year has 3 digits
  const shortYear = /^(\d{1,2})\.(20\d)$/.exec(t);
  if (shortYear) return `${shortYear[1]}.${shortYear[2]}0`;
  if (!/^\d{5}(\.\d+)?$/.test(t)) return t; // 10000–99999: 1927–2173, no other reading of a date
  const date = new Date(EXCEL_EPOCH + Math.floor(Number(t)) * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

export const receiptSheetSummarySchema = z.object({
  sheet: z.string(),
  supplier: z.string(),
  date: z.string(),
  documentNumber: z.string(),
  lines: z.number().int(),
  units: z.number().int(),
  refusedCount: z.number().int(),
  /** each refused line: its row in the sheet and every reason, in Azerbaijani */
  refused: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  items: z.array(
    z.object({
      line: z.number().int(),
      code: z.string(),
      name: z.string(),
      batch: z.string(),
      expiry: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type ReceiptSheetSummary = z.infer<typeof receiptSheetSummarySchema>;

export const RECEIPT_SHEET_TEXT = {
  unknownHeader: (h: string) => `Mədaxil vərəqində naməlum sütun: "${h}".`,
  headerTwice: (h: string) => `Mədaxil vərəqində "${h}" sütunu iki dəfədir.`,
  missingHeaders: (hs: string[]) => `Mədaxil vərəqində bu sütunlar yoxdur: ${hs.join(', ')}.`,
  noLines: 'Mədaxil vərəqində sətir yoxdur.',
  headerDiffers: (h: string) => `"${h}" hər sətirdə eyni olmalıdır: bir vərəq bir mədaxildir.`,
  formula: 'Düstur olan xana qəbul edilmir: dəyəri yazın.',
  batchTwice: (lines: number[]) =>
    `Eyni məhsulun eyni seriyası fərqli son istifadə tarixi ilə (sətirlər ${lines.join(', ')}).`,
  refused: (n: number) =>
    `Mədaxil vərəqində ${n} sətir rədd edilib: heç nə yazılmadı. Düzəldib faylı yenidən yükləyin.`,
  heading: (sheet: string) => `Mədaxil vərəqi "${sheet}"`,
  header: (supplier: string, date: string, doc: string) =>
    `Tədarükçü: ${supplier} · tarix: ${date}${doc ? ` · sənəd: ${doc}` : ''}`,
  counts: (lines: number, units: number) => `${lines} sətir, ${units} ədəd`,
  refusedHeading: 'Rədd edilən sətirlər (heç nə yazılmayacaq)',
  line: (n: number) => `Sətir ${n}`,
  units: (n: number) => `${n} ədəd`,
  mayNotReceive: 'Mədaxil vərəqini yalnız mal qəbul etmək icazəsi olan işçi tətbiq edə bilər.',
} as const;
