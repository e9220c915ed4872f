/** The catalogue's products as sheet rows (domain/catalog/catalog-sheet.ts): what the export writes and
 * what an import compares its rows with. */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { SheetProduct } from '../../../domain/catalog/catalog-sheet.ts';
import type { CategoryPath } from '../../../domain/catalog/categories.ts';
import { sortSpecies, withdrawalFromDb } from '../../../domain/vet/vet.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { substancesOf } from '../vet/vet-facts.ts';

/** The SKU of the family's first product (its id is the family's id). */
const familySku = sql<string | null>`(select f.sku from ${products} f where f.id = "products"."family_id")`;

/** The columns a sheet row is made of, and no more (not the search document or the description's
 * folded copies): 10 000 whole rows held at once were most of a preview's memory. */
const SHEET_FIELDS = [
  'id',
  'sku',
  'name',
  'nameRu',
  'category',
  'priceQepik',
  'inStock',
  'trackStock',
  'stockQuantity',
  'lowStockThreshold',
  'description',
  'descriptionRu',
  'species',
  'packSize',
  'manufacturer',
  'country',
  'barcode',
  'registrationNumber',
  'rx',
  'withdrawalMeatDays',
  'withdrawalMilkDays',
  'withdrawalEggsDays',
  'storageMinC',
  'storageMaxC',
  'coldChain',
  'images',
] as const;
type SheetField = (typeof SHEET_FIELDS)[number];

export const sheetSelection = () => {
  const all = getTableColumns(products);
  return {
    ...(Object.fromEntries(SHEET_FIELDS.map((f) => [f, all[f]])) as Pick<typeof all, SheetField>),
    substances: substancesOf,
    familySku,
  };
};

type Row = Pick<typeof products.$inferSelect, SheetField> & {
  substances: { name: string; strength: string }[];
  familySku: string | null;
};

export function sheetProductOf(row: Row): SheetProduct {
  return {
    sku: row.sku ?? '',
    name: row.name,
    nameRu: row.nameRu,
    category: row.category as CategoryPath,
    price: row.priceQepik,
    inStock: row.inStock,
    trackStock: row.trackStock,
    quantity: row.stockQuantity,
    lowStock: row.lowStockThreshold,
    description: row.description,
    descriptionRu: row.descriptionRu,
    species: sortSpecies(row.species),
    substances: row.substances.map((s) => ({ name: s.name, strength: s.strength })),
    packSize: row.packSize,
    manufacturer: row.manufacturer,
    country: row.country,
    barcode: row.barcode,
    registration: row.registrationNumber,
    rx: row.rx,
    withdrawalMeat: withdrawalFromDb(row.withdrawalMeatDays),
    withdrawalMilk: withdrawalFromDb(row.withdrawalMilkDays),
    withdrawalEggs: withdrawalFromDb(row.withdrawalEggsDays),
    storageMin: row.storageMinC,
    storageMax: row.storageMaxC,
    coldChain: row.coldChain,
    family: row.familySku,
    images: row.images,
  };
}

/** `updatedAt`: the row's stamp as text (microseconds), to see at the confirmation that nobody edited it since. */
export type CurrentProduct = { id: string; updatedAt: string; product: SheetProduct };

export async function currentBySku(db: Db, where: SQL): Promise<Map<string, CurrentProduct>> {
  const rows = await db
    .select({ ...sheetSelection(), stamp: sql<string>`"products"."updated_at"::text` })
    .from(products)
    .where(where);
  return new Map(rows.map((r) => [r.sku ?? '', { id: r.id, updatedAt: r.stamp, product: sheetProductOf(r as Row) }]));
}

export { type Row as SheetRowOfDb };
