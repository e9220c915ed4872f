/** The catalogue's export (issue 24 item 5): the whole catalogue or the seller list's filter, in
 * the import's columns, as CSV (UTF-8 with BOM, `;`, formulas neutralised as the orders CSV does)
 * or .xlsx (exceljs's streaming writer). Read a keyset batch at a time, so memory stays flat. */
import { PassThrough, Readable } from 'node:stream';
import { and, asc, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ExportQuery } from '../../../domain/catalog/catalog-import-schema.ts';
import { readFilters } from '../../../domain/catalog/catalog-filters.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { formatCells, SHEET_COLUMNS } from '../../../domain/catalog/catalog-sheet.ts';
import { CSV_BOM, csvLine, neutraliseFormula } from '../../../domain/orders/orders-csv.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { formatGroupPrice, groupPriceHeader } from '../../../domain/trade/sheet-prices.ts';
import { conditions } from '../catalog/catalog.ts';
import { ownPrices, sheetGroups, type SheetGroup } from '../trade/sheet-prices.ts';
import { sheetProductOf, sheetSelection, type SheetRowOfDb } from './current.ts';

const { SHEET_HEADERS, SHEET_WORDS } = textsIn('az');

const BATCH = 1000;
/** The product's columns, a column per customer group with its own price (decision 0094), then the
 * quantity as exported (decision 0084): what the import compares "Say" with, so a quantity the
 * seller left alone is not written back over what orders took. */
const headersOf = (groups: SheetGroup[]) => [
  ...SHEET_COLUMNS.map((c) => SHEET_HEADERS[c]),
  ...groups.map((g) => groupPriceHeader(g.name)),
  SHEET_WORDS.exportedQuantityHeader,
];

async function* rowsOf(db: Db, query: ExportQuery, groups: SheetGroup[]): AsyncGenerator<string[][]> {
  const where = conditions({
    search: query.search,
    category: query.category || undefined,
    inStock: query.inStock ? query.inStock === 'true' : undefined,
    filters: readFilters((param) => {
      const value = (query as Record<string, string | undefined>)[param];
      return value ? [value] : [];
    }),
  });
  let after: { at: string; id: string } | null = null; // created_at as text: a JS Date drops its microseconds
  for (;;) {
    const page: (SheetRowOfDb & { at: string; id: string })[] = (await db
      .select({ ...sheetSelection(), at: sql<string>`"products"."created_at"::text` })
      .from(products)
      .where(
        and(
          where,
          after
            ? sql`(${products.createdAt}, ${products.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(BATCH)) as never;
    if (!page.length) return;
    const own = await ownPrices(
      db,
      groups.map((g) => g.id),
      page.map((r) => r.id),
    );
    yield page.map((r) => {
      const cells = formatCells(sheetProductOf(r));
      const prices = groups.map((g) => formatGroupPrice(own.get(`${g.id} ${r.id}`) ?? null));
      return [...SHEET_COLUMNS.map((c) => cells[c]), ...prices, cells.quantity];
    });
    const last = page[page.length - 1];
    after = { at: last.at, id: last.id };
  }
}

async function* csvChunks(db: Db, query: ExportQuery): AsyncGenerator<string> {
  const groups = await sheetGroups(db);
  yield CSV_BOM + csvLine(headersOf(groups));
  for await (const rows of rowsOf(db, query, groups)) yield rows.map(csvLine).join('');
}

async function writeXlsx(db: Db, query: ExportQuery, out: PassThrough): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const groups = await sheetGroups(db);
  const HEADERS = headersOf(groups);
  const sheet = book.addWorksheet('Kataloq');
  // the mark is for the import, not for people: hidden, and kept by Excel and LibreOffice
  sheet.getColumn(HEADERS.length).hidden = true;
  sheet.addRow(HEADERS).commit();
  for await (const rows of rowsOf(db, query, groups)) {
    for (const row of rows) sheet.addRow(row.map(neutraliseFormula)).commit();
  }
  sheet.commit();
  await book.commit();
}

export function exportCatalog(db: Db, query: ExportQuery): Readable {
  if (query.format === 'csv') return Readable.from(csvChunks(db, query));
  const out = new PassThrough();
  writeXlsx(db, query, out).catch((error) => out.destroy(error));
  return out;
}
