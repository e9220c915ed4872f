/** A sheet's header and rows read into product values (decision 0063): each cell checked by its
 * column's rule (domain/catalog/catalog-sheet.ts); the export's quantity mark (decision 0084) taken out
 * of the row and used to tell whether the seller changed the quantity. */
import { isExportedQuantityHeader, dropQuantityAsExported } from '../../../domain/catalog/catalog-sheet-quantity.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import {
  columnOfHeader,
  parseCell,
  type SheetColumn,
  type SheetProduct,
} from '../../../domain/catalog/catalog-sheet.ts';
import { groupOfHeader, parseGroupPrice } from '../../../domain/trade/sheet-prices.ts';
import { HttpError } from '../shared/errors.ts';
import type { SheetRow } from './read-sheet.ts';

const { IMPORT_ERRORS: E, SHEET_HEADERS } = textsIn('az');

/** A group's price column (decision 0094): where it is in the file, its header, its group's name. */
export type GroupColumn = { at: number; header: string; name: string };
/** Per group column (in the header's order): the price in qəpik, null to remove, absent to leave. */
export type Parsed = {
  line: number;
  sku: string;
  values: Partial<SheetProduct>;
  groupPrices: (number | null | undefined)[];
};
type Refused = { line: number; sku: string; reason: string };

export const DEFAULTS: Omit<SheetProduct, 'sku' | 'name' | 'category'> = {
  price: null,
  inStock: true,
  trackStock: false,
  quantity: 0,
  lowStock: null,
  nameRu: null,
  description: '',
  descriptionRu: null,
  species: [],
  substances: [],
  packSize: null,
  manufacturer: null,
  country: null,
  barcode: null,
  registration: null,
  rx: false,
  withdrawalMeat: null,
  withdrawalMilk: null,
  withdrawalEggs: null,
  storageMin: null,
  storageMax: null,
  coldChain: false,
  family: null,
  images: [],
};

/** The columns in the sheet's order, where the export's quantity mark is (-1: none), and the
 * groups' price columns (their names checked against the groups by the preview). */
export function headerColumns(row: SheetRow): { columns: SheetColumn[]; mark: number; groups: GroupColumn[] } {
  const mark = row.cells.findIndex(isExportedQuantityHeader);
  const columns: SheetColumn[] = [];
  const groups: GroupColumn[] = [];
  for (const [i, header] of row.cells.entries()) {
    if (i === mark) continue;
    const name = groupOfHeader(header);
    if (name != null) {
      if (groups.some((g) => g.name.toLocaleLowerCase('az') === name.toLocaleLowerCase('az')))
        throw new HttpError(400, E.headerTwice(header));
      groups.push({ at: i, header: header.trim(), name });
      continue;
    }
    const column = columnOfHeader(header);
    if (!column) throw new HttpError(400, E.unknownHeader(header.slice(0, 60)));
    if (columns.includes(column)) throw new HttpError(400, E.headerTwice(header));
    columns.push(column);
  }
  if (!columns.includes('sku')) throw new HttpError(400, E.noSku);
  // the mark's place once the group columns are taken out of the row (parseRow)
  return { columns, mark: mark < 0 ? mark : mark - groups.filter((g) => g.at < mark).length, groups };
}

export function parseRow(
  whole: SheetRow,
  columns: SheetColumn[],
  mark: number,
  groups: GroupColumn[] = [],
): Parsed | Refused {
  const skip = new Set(groups.map((g) => g.at));
  const row = skip.size
    ? {
        ...whole,
        cells: whole.cells.filter((_, i) => !skip.has(i)),
        formulas: whole.formulas.filter((_, i) => !skip.has(i)),
      }
    : whole;
  const cells = mark >= 0 ? [...row.cells] : row.cells;
  const formulas = mark >= 0 ? [...row.formulas] : row.formulas;
  const exported = mark >= 0 ? { cell: cells.splice(mark, 1)[0] ?? '', formula: !!formulas.splice(mark, 1)[0] } : null;
  const values: Record<string, unknown> = {};
  const sku = (cells[columns.indexOf('sku')] ?? '').trim();
  for (const [i, column] of columns.entries()) {
    if (formulas[i]) return { line: row.line, sku, reason: E.formula(SHEET_HEADERS[column]) };
    const result = parseCell(column, cells[i] ?? '');
    if (!result.ok) return { line: row.line, sku, reason: `${SHEET_HEADERS[column]}: ${result.message}` };
    values[column] = result.value;
  }
  const groupPrices: (number | null | undefined)[] = [];
  for (const g of groups) {
    if (whole.formulas[g.at]) return { line: row.line, sku, reason: E.formula(g.header) };
    const result = parseGroupPrice(whole.cells[g.at] ?? '');
    if (!result.ok) return { line: row.line, sku, reason: `${g.header}: ${result.message}` };
    groupPrices.push(result.value);
  }
  const quantity = dropQuantityAsExported(values as Partial<SheetProduct>, exported);
  if (!quantity.ok) return { line: row.line, sku, reason: quantity.reason };
  return { line: row.line, sku, values: values as Partial<SheetProduct>, groupPrices };
}
