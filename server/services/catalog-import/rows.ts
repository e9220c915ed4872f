/** The products rows an import writes (decision 0063, 0073): one INSERT or UPDATE a chunk of rows,
 * read from one JSON parameter by `jsonb_to_recordset`. Every column a row needs is computed here,
 * in Node, once: the search document (the one builder, search-document.ts), the folded name and
 * the substance filter's keys, so no statement rewrites the rows a second time (each rewrite of a
 * products row pays its trigram indexes again). */
import { sql, type SQL } from 'drizzle-orm';
import type { SheetColumn, SheetProduct } from '../../../domain/catalog/catalog-sheet.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { fold } from '../../../domain/search/search-folding.ts';
import { withdrawalToDb } from '../../../domain/vet/vet.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../shared/errors.ts';
import { searchColumns } from '../search/search-document.ts';
import { substanceKeys } from '../vet/vet-facts.ts';
import type { ImportPlan } from './preview.ts';

const { IMPORT_ERRORS: E } = textsIn('az');

/** The sheet's columns the search document reads (search-document.ts SearchedFields). */
const SEARCHED: SheetColumn[] = ['name', 'nameRu', 'substances', 'manufacturer', 'species', 'sku', 'barcode'];

/** products' columns: the record's key, the column, its type, and the sheet column that writes it
 * (`search`: any of SEARCHED). `keep`: null in a changed row's record means "leave it as it is". */
type Column = { key: string; column: string; type: string; sheet: SheetColumn | 'search'; keep?: true };
const COLUMNS: Column[] = [
  { key: 'name', column: 'name', type: 'text', sheet: 'name' },
  { key: 'nameFolded', column: 'name_folded', type: 'text', sheet: 'name', keep: true },
  { key: 'searchDoc', column: 'search_doc', type: 'text', sheet: 'search', keep: true },
  { key: 'searchVersion', column: 'search_version', type: 'smallint', sheet: 'search', keep: true },
  { key: 'description', column: 'description', type: 'text', sheet: 'description' },
  { key: 'nameRu', column: 'name_ru', type: 'text', sheet: 'nameRu' },
  { key: 'descriptionRu', column: 'description_ru', type: 'text', sheet: 'descriptionRu' },
  { key: 'category', column: 'category', type: 'text', sheet: 'category' },
  { key: 'priceQepik', column: 'price_qepik', type: 'int', sheet: 'price' },
  { key: 'inStock', column: 'in_stock', type: 'bool', sheet: 'inStock' },
  { key: 'trackStock', column: 'track_stock', type: 'bool', sheet: 'trackStock' },
  { key: 'lowStockThreshold', column: 'low_stock_threshold', type: 'int', sheet: 'lowStock' },
  { key: 'species', column: 'species', type: 'text[]', sheet: 'species' },
  { key: 'substanceKeys', column: 'substance_keys', type: 'text[]', sheet: 'substances', keep: true },
  { key: 'packSize', column: 'pack_size', type: 'text', sheet: 'packSize' },
  { key: 'manufacturer', column: 'manufacturer', type: 'text', sheet: 'manufacturer' },
  { key: 'country', column: 'country', type: 'text', sheet: 'country' },
  { key: 'sku', column: 'sku', type: 'text', sheet: 'sku' },
  { key: 'barcode', column: 'barcode', type: 'text', sheet: 'barcode' },
  { key: 'registrationNumber', column: 'registration_number', type: 'text', sheet: 'registration' },
  { key: 'rx', column: 'rx', type: 'bool', sheet: 'rx' },
  { key: 'withdrawalMeatDays', column: 'withdrawal_meat_days', type: 'smallint', sheet: 'withdrawalMeat' },
  { key: 'withdrawalMilkDays', column: 'withdrawal_milk_days', type: 'smallint', sheet: 'withdrawalMilk' },
  { key: 'withdrawalEggsDays', column: 'withdrawal_eggs_days', type: 'smallint', sheet: 'withdrawalEggs' },
  { key: 'storageMinC', column: 'storage_min_c', type: 'smallint', sheet: 'storageMin' },
  { key: 'storageMaxC', column: 'storage_max_c', type: 'smallint', sheet: 'storageMax' },
  { key: 'coldChain', column: 'cold_chain', type: 'bool', sheet: 'coldChain' },
  { key: 'images', column: 'images', type: 'text[]', sheet: 'images' },
  { key: 'quantity', column: 'stock_quantity', type: 'int', sheet: 'quantity', keep: true },
];

/** A product's columns as the record carries them; the folded name and search document (the
 * costly part: locale-aware folding of every word) only when `search`. */
function record(p: SheetProduct, search: boolean) {
  return {
    name: p.name,
    nameFolded: search ? fold(p.name) : null,
    ...(search
      ? searchColumns({
          name: p.name,
          nameRu: p.nameRu,
          substances: p.substances.map((s) => s.name),
          manufacturer: p.manufacturer,
          species: p.species,
          sku: p.sku,
          barcode: p.barcode,
        })
      : { searchDoc: null, searchVersion: null }),
    description: p.description,
    nameRu: p.nameRu,
    descriptionRu: p.descriptionRu,
    category: p.category,
    priceQepik: p.price,
    inStock: p.inStock,
    trackStock: p.trackStock,
    lowStockThreshold: p.lowStock,
    species: p.species,
    substanceKeys: substanceKeys(p.substances) as string[] | null,
    packSize: p.packSize,
    manufacturer: p.manufacturer,
    country: p.country,
    sku: p.sku,
    barcode: p.barcode,
    registrationNumber: p.registration,
    rx: p.rx,
    withdrawalMeatDays: withdrawalToDb(p.withdrawalMeat),
    withdrawalMilkDays: withdrawalToDb(p.withdrawalMilk),
    withdrawalEggsDays: withdrawalToDb(p.withdrawalEggs),
    storageMinC: p.storageMin,
    storageMaxC: p.storageMax,
    coldChain: p.coldChain,
    images: p.images,
    quantity: p.quantity as number | null,
  };
}

export const json = (rows: unknown) => sql`${JSON.stringify(rows)}::jsonb`;
const recordset = (columns: Column[], extra = '') =>
  sql.raw(`v(${extra}${columns.map((c) => `"${c.key}" ${c.type}`).join(', ')})`);

/** The INSERT of new rows (built apart from its run, so the next chunk's is built meanwhile). */
export function insertStatement(rows: ImportPlan['creates']): SQL {
  const data = rows.map(({ product }) => record(product, true));
  return sql`insert into products (${sql.raw(COLUMNS.map((c) => c.column).join(', '))})
    select ${sql.raw(COLUMNS.map((c) => `v."${c.key}"`).join(', '))}
    from jsonb_to_recordset(${json(data)}) as ${recordset(COLUMNS)}
    returning id, sku`;
}

/** Runs it: the new rows' ids by SKU. A SKU taken since the preview refuses the file. */
export async function insertRows(tx: Db, statement: SQL): Promise<Map<string, string>> {
  const result = (await tx.execute(statement).catch((error: { cause?: { code?: string }; code?: string }) => {
    throw (error.cause ?? error).code === '23505' ? conflict(E.stale) : error;
  })) as unknown as { rows: { id: string; sku: string }[] };
  return new Map(result.rows.map((r) => [r.sku, r.id]));
}

/** The changed rows: only the columns the file carries (a price-and-quantity list writes those
 * two); the search document only of rows whose searched cells changed, the substance keys only
 * where substances changed, the quantity only where the sheet changed it (orders may have moved
 * it since; the ledger row is written from the locked value, stock.ts). */
export function updateStatement(rows: ImportPlan['updates'], fileColumns: SheetColumn[]): SQL {
  const searched = fileColumns.some((c) => SEARCHED.includes(c));
  const columns = COLUMNS.filter((c) => (c.sheet === 'search' ? searched : fileColumns.includes(c.sheet)));
  const data = rows.map(({ id, product, changed }) => {
    const r = record(
      product,
      changed.some((c) => SEARCHED.includes(c)),
    );
    if (!changed.includes('substances')) r.substanceKeys = null;
    if (!changed.includes('quantity')) r.quantity = null;
    return { ...r, id };
  });
  const set = columns.map((c) =>
    c.keep ? `${c.column} = coalesce(v."${c.key}", p.${c.column})` : `${c.column} = v."${c.key}"`,
  );
  return sql`update products p set ${sql.raw([...set, 'updated_at = now()'].join(', '))}
    from jsonb_to_recordset(${json(data)}) as ${recordset(columns, 'id uuid, ')}
    where p.id = v.id`;
}
