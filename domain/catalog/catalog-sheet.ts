/** The catalogue's sheet (issue 24 items 4–5, decision 0063): one column per product field,
 * each with its cell format. A product is compared by its cells: the database's row and the
 * file's row are both written as the export writes them, so export → import changes nothing
 * and an edited cell is exactly one changed field. */
import { CATEGORIES, findCategory, type CategoryPath } from './categories.ts';
import { textsIn } from '../i18n/texts-in.ts';
import { productFieldsSchema } from '../shared/schemas.ts';
import { isSpecies, NOT_FOR_FOOD, SPECIES, sortSpecies, type SpeciesCode, type Withdrawal } from '../vet/vet.ts';
import { vetFieldsShape } from '../vet/vet-schemas.ts';
import { MAX_IMAGES } from '../shared/limits.ts';

const { IMPORT_ERRORS: E, SHEET_HEADERS, SHEET_WORDS } = textsIn('az');

export type SheetColumn = keyof typeof SHEET_HEADERS;
export const SHEET_COLUMNS = Object.keys(SHEET_HEADERS) as SheetColumn[];
export const MAX_STOCK_QUANTITY = 1_000_000;

/** A product as the sheet carries it (money in qəpik, the family as its first product's SKU). */
export type SheetProduct = {
  sku: string;
  name: string;
  /** null: none written (issue 36) */
  nameRu: string | null;
  category: CategoryPath;
  price: number | null;
  inStock: boolean;
  trackStock: boolean;
  quantity: number;
  lowStock: number | null;
  description: string;
  descriptionRu: string | null;
  species: SpeciesCode[];
  substances: { name: string; strength: string }[];
  packSize: string | null;
  manufacturer: string | null;
  country: string | null;
  barcode: string | null;
  registration: string | null;
  rx: boolean;
  withdrawalMeat: Withdrawal;
  withdrawalMilk: Withdrawal;
  withdrawalEggs: Withdrawal;
  storageMin: number | null;
  storageMax: number | null;
  coldChain: boolean;
  family: string | null;
  images: string[];
};

const flag = (v: boolean) => (v ? SHEET_WORDS.yes : SHEET_WORDS.no);
const opt = (v: string | number | null) => (v == null ? '' : String(v));
const withdrawal = (v: Withdrawal) => (v === NOT_FOR_FOOD ? SHEET_WORDS.notForFood : opt(v));
const LIST = '; ';

/** Every cell as the export writes it. */
export function formatCells(p: SheetProduct): Record<SheetColumn, string> {
  return {
    sku: p.sku,
    name: p.name,
    nameRu: opt(p.nameRu),
    category: findCategory(p.category)?.text ?? p.category,
    price: p.price == null ? '' : (p.price / 100).toFixed(2).replace('.', ','),
    inStock: flag(p.inStock),
    trackStock: flag(p.trackStock),
    quantity: String(p.quantity),
    lowStock: opt(p.lowStock),
    description: p.description,
    descriptionRu: opt(p.descriptionRu),
    species: p.species.map((c) => SPECIES.find((s) => s.code === c)?.name ?? c).join(LIST),
    substances: p.substances.map((s) => (s.strength ? `${s.name} (${s.strength})` : s.name)).join(LIST),
    packSize: opt(p.packSize),
    manufacturer: opt(p.manufacturer),
    country: opt(p.country),
    barcode: opt(p.barcode),
    registration: opt(p.registration),
    rx: flag(p.rx),
    withdrawalMeat: withdrawal(p.withdrawalMeat),
    withdrawalMilk: withdrawal(p.withdrawalMilk),
    withdrawalEggs: withdrawal(p.withdrawalEggs),
    storageMin: opt(p.storageMin),
    storageMax: opt(p.storageMax),
    coldChain: flag(p.coldChain),
    family: opt(p.family),
    images: p.images.join(LIST),
  };
}

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const no = (message: string): CellResult<never> => ({ ok: false, message });

/** A shared zod field of the product form run on one cell: its message when it refuses. */
function viaSchema<T>(
  schema: {
    safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: { issues: { message: string }[] } };
  },
  cell: string,
): CellResult<T> {
  const parsed = schema.safeParse(cell);
  return parsed.success ? ok(parsed.data as T) : no(parsed.error?.issues[0]?.message ?? E.noRows);
}

function parseFlag(h: string, cell: string): CellResult<boolean> {
  const v = cell.trim().toLocaleLowerCase('az');
  if (['bəli', 'beli', 'hə', '1', 'true', 'yes'].includes(v)) return ok(true);
  if (['xeyr', 'yox', '0', 'false', 'no', ''].includes(v)) return ok(false);
  return no(E.flag(h));
}

export function parseCount(h: string, cell: string, empty: number | null): CellResult<number | null> {
  const v = cell.trim();
  if (v === '') return ok(empty);
  if (!/^\d{1,7}$/.test(v) || Number(v) > MAX_STOCK_QUANTITY) return no(E.quantity(h));
  return ok(Number(v));
}

const SPECIES_BY_WORD = new Map<string, SpeciesCode>(
  SPECIES.flatMap((s) => [
    [s.code, s.code],
    [s.name.toLocaleLowerCase('az'), s.code],
  ]),
);
const splitList = (cell: string) =>
  cell
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

function parseSpecies(cell: string): CellResult<SpeciesCode[]> {
  const codes: SpeciesCode[] = [];
  for (const word of splitList(cell)) {
    const code = SPECIES_BY_WORD.get(word.toLocaleLowerCase('az'));
    if (!code || !isSpecies(code)) return no(E.species(word));
    codes.push(code);
  }
  return ok(sortSpecies(codes));
}

function parseSubstances(cell: string): CellResult<{ name: string; strength: string }[]> {
  const rows = splitList(cell).map((part) => {
    const m = /^(.*?)\s*\(([^()]*)\)$/.exec(part);
    return m ? { name: m[1], strength: m[2].trim() } : { name: part, strength: '' };
  });
  return viaSchema(vetFieldsShape.substances, JSON.stringify(rows));
}

function parseWithdrawal(cell: string, column: SheetColumn): CellResult<Withdrawal> {
  const v = cell.trim().toLocaleLowerCase('az') === SHEET_WORDS.notForFood ? NOT_FOR_FOOD : cell;
  const key = (
    { withdrawalMeat: 'withdrawalMeat', withdrawalMilk: 'withdrawalMilk', withdrawalEggs: 'withdrawalEggs' } as const
  )[column as 'withdrawalMeat'];
  return viaSchema<Withdrawal>(vetFieldsShape[key], v);
}

/** One cell read into its field's value, or the field's Azerbaijani refusal. */
export function parseCell(column: SheetColumn, cell: string): CellResult<unknown> {
  const h = SHEET_HEADERS[column];
  const nullable = <T>(r: CellResult<T | undefined>) => (r.ok ? ok(r.value ?? null) : r);
  switch (column) {
    case 'sku': {
      if (!cell.trim()) return no(E.skuMissing);
      return nullable(viaSchema<string>(vetFieldsShape.sku, cell));
    }
    case 'name':
      return viaSchema<string>(productFieldsSchema.shape.name, cell);
    case 'description':
      return viaSchema<string>(productFieldsSchema.shape.description, cell);
    case 'nameRu':
    case 'descriptionRu':
      return nullable(viaSchema<string | null>(productFieldsSchema.shape[column], cell));
    case 'category': {
      const found = findCategory(cell.trim()) ?? CATEGORY_BY_TEXT.get(cell.trim().toLocaleLowerCase('az'));
      return found ? ok(found.path) : no(E.category);
    }
    case 'price': {
      const r = viaSchema<number | null>(productFieldsSchema.shape.offerPrice, cell.replace(/\s/g, ''));
      return r.ok ? ok(r.value == null ? null : Math.round(r.value * 100)) : r;
    }
    case 'inStock':
    case 'trackStock':
    case 'rx':
    case 'coldChain':
      return parseFlag(h, cell);
    case 'quantity':
      return parseCount(h, cell, 0);
    case 'lowStock':
      return parseCount(h, cell, null);
    case 'species':
      return parseSpecies(cell);
    case 'substances':
      return parseSubstances(cell);
    case 'packSize':
    case 'manufacturer':
    case 'country':
    case 'barcode':
      return nullable(viaSchema<string | null>(vetFieldsShape[column], cell));
    case 'registration':
      return nullable(viaSchema<string | null>(vetFieldsShape.registrationNumber, cell));
    case 'withdrawalMeat':
    case 'withdrawalMilk':
    case 'withdrawalEggs':
      return parseWithdrawal(cell, column);
    case 'storageMin':
      return nullable(viaSchema<number | null>(vetFieldsShape.storageMinC, cell));
    case 'storageMax':
      return nullable(viaSchema<number | null>(vetFieldsShape.storageMaxC, cell));
    case 'family':
      return cell.trim() ? nullable(viaSchema<string | null>(vetFieldsShape.sku, cell)) : ok(null);
    case 'images': {
      const names = splitList(cell);
      return names.length > MAX_IMAGES ? no(E.tooManyImages(MAX_IMAGES)) : ok(names);
    }
  }
}

const CATEGORY_BY_TEXT = new Map(CATEGORIES.map((c) => [c.text.toLocaleLowerCase('az'), c]));

/** A header cell to its column, forgiving case and spaces. */
const BY_HEADER = new Map(SHEET_COLUMNS.map((c) => [normaliseHeader(SHEET_HEADERS[c]), c]));
export function normaliseHeader(h: string): string {
  return h.trim().replace(/\s+/g, ' ').toLocaleLowerCase('az');
}
export const columnOfHeader = (h: string): SheetColumn | undefined => BY_HEADER.get(normaliseHeader(h));
