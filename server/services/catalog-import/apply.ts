/** An import's confirmation (issue 24 item 4): the plan of its preview written in one transaction,
 * in set-based statements (a 10 000-row file is a few dozen statements, not 10 000 round trips),
 * or nothing at all. A product edited since the preview refuses the whole file. */
import { sql } from 'drizzle-orm';
import type { SheetProduct } from '../../../domain/catalog-sheet.ts';
import { IMPORT_ERRORS as E } from '../../../domain/catalog-sheet-text.ts';
import { fold } from '../../../domain/search-folding.ts';
import { withdrawalToDb } from '../../../domain/vet.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../errors.ts';
import { storeImage } from '../images.ts';
import { searchColumns, substanceSearchColumns } from '../search-document.ts';
import { SEARCH_RULES_VERSION } from '../../../domain/search-text.ts';
import type { ImportPlan } from './preview.ts';
import { lockedQuantities, stockLedgerRows } from './stock.ts';

const CHUNK = 2000;

export function productColumns(p: SheetProduct) {
  return {
    name: p.name,
    nameFolded: fold(p.name),
    // the same document rebuildSearchDocs builds from the saved row (search-document.ts)
    ...searchColumns({
      name: p.name,
      substances: p.substances.map((s) => s.name),
      manufacturer: p.manufacturer,
      species: p.species,
      sku: p.sku,
      barcode: p.barcode,
    }),
    description: p.description,
    category: p.category,
    priceQepik: p.price,
    inStock: p.inStock,
    trackStock: p.trackStock,
    lowStockThreshold: p.lowStock,
    species: p.species,
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
  };
}

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** A product row as `jsonb_to_recordset` reads it (arrays joined by commas: codes and stored names have none). */
function record(product: SheetProduct, id: string | null, quantity: number | null) {
  const c = productColumns(product);
  return { ...c, id, quantity, species: c.species.join(','), images: c.images.join(',') };
}

const RECORD = sql.raw(`v(id uuid, "name" text, "nameFolded" text, "searchDoc" text,
    "searchVersion" smallint, description text, category text, "priceQepik" int, "inStock" bool, "trackStock" bool,
    "lowStockThreshold" int, species text, "packSize" text, manufacturer text, country text, sku text, barcode text,
    "registrationNumber" text, rx bool, "withdrawalMeatDays" smallint, "withdrawalMilkDays" smallint,
    "withdrawalEggsDays" smallint, "storageMinC" smallint, "storageMaxC" smallint, "coldChain" bool, images text,
    quantity int)`);

/** New rows in one statement each chunk; their ids by SKU. */
async function insertRows(tx: Db, rows: ImportPlan['creates']): Promise<Map<string, string>> {
  const data = rows.map(({ product }) => record(product, null, product.quantity));
  const result = (await tx
    .execute(
      sql`insert into products (name, name_folded, search_doc, search_version, description, category, price_qepik,
      in_stock, track_stock, low_stock_threshold, species, pack_size, manufacturer, country, sku, barcode,
      registration_number, rx, withdrawal_meat_days, withdrawal_milk_days, withdrawal_eggs_days, storage_min_c,
      storage_max_c, cold_chain, images, stock_quantity)
    select v."name", v."nameFolded", v."searchDoc", v."searchVersion", v.description, v.category, v."priceQepik",
      v."inStock", v."trackStock", v."lowStockThreshold", string_to_array(v.species, ','), v."packSize",
      v.manufacturer, v.country, v.sku, v.barcode, v."registrationNumber", v.rx, v."withdrawalMeatDays",
      v."withdrawalMilkDays", v."withdrawalEggsDays", v."storageMinC", v."storageMaxC", v."coldChain",
      string_to_array(v.images, ','), v.quantity
    from jsonb_to_recordset(${json(data)}) as ${RECORD}
    returning id, sku`,
    )
    .catch((error: { cause?: { code?: string }; code?: string }) => {
      throw (error.cause ?? error).code === '23505' ? conflict(E.stale) : error;
    })) as unknown as { rows: { id: string; sku: string }[] };
  return new Map(result.rows.map((r) => [r.sku, r.id]));
}

/** The changed rows, whole; the quantity only where the sheet changed it (orders may have moved it since). */
async function updateRows(tx: Db, rows: ImportPlan['updates']) {
  const data = rows.map(({ id, product, changed }) =>
    record(product, id, changed.includes('quantity') ? product.quantity : null),
  );
  await tx.execute(sql`update products p set
    name = v."name", name_folded = v."nameFolded", search_doc = v."searchDoc", search_version = v."searchVersion",
    description = v.description, category = v.category, price_qepik = v."priceQepik", in_stock = v."inStock",
    track_stock = v."trackStock", low_stock_threshold = v."lowStockThreshold",
    species = string_to_array(v.species, ','), pack_size = v."packSize", manufacturer = v.manufacturer,
    country = v.country, sku = v.sku, barcode = v.barcode, registration_number = v."registrationNumber", rx = v.rx,
    withdrawal_meat_days = v."withdrawalMeatDays", withdrawal_milk_days = v."withdrawalMilkDays",
    withdrawal_eggs_days = v."withdrawalEggsDays", storage_min_c = v."storageMinC", storage_max_c = v."storageMaxC",
    cold_chain = v."coldChain", images = string_to_array(v.images, ','), updated_at = now(),
    stock_quantity = coalesce(v.quantity, p.stock_quantity)
  from jsonb_to_recordset(${json(data)}) as ${RECORD}
  where p.id = v.id`);
}

async function saveSubstances(tx: Db, rows: { id: string; product: SheetProduct }[]) {
  const links = rows.flatMap(({ id, product }) =>
    product.substances.map((s, pos) => ({
      pid: id,
      n: s.name,
      f: fold(s.name),
      doc: substanceSearchColumns(s.name).searchDoc,
      strength: s.strength,
      pos,
    })),
  );
  const ids = sql`(select (x->>0)::uuid from jsonb_array_elements(${json(rows.map((r) => [r.id]))}) x)`;
  await tx.execute(sql`delete from product_substances where product_id in ${ids}`);
  if (links.length) {
    await tx.execute(sql`insert into substances (name, name_folded, search_doc, search_version)
      select distinct on (v.f) v.n, v.f, v.doc, ${SEARCH_RULES_VERSION}::smallint
      from jsonb_to_recordset(${json(links)}) as v(n text, f text, doc text)
      on conflict (name_folded) do nothing`);
    await tx.execute(sql`insert into product_substances (product_id, substance_id, strength, position)
      select v.pid, s.id, v.strength, v.pos from jsonb_to_recordset(${json(links)}) as v(pid uuid, f text, strength text, pos int)
      join substances s on s.name_folded = v.f`);
  }
  // the substance filter's copy of the keys, as vet-facts.ts saveSubstances keeps it (decision 0054)
  await tx.execute(sql`update products p set substance_keys = coalesce((select array_agg(s.name_folded
      order by ps.position, s.name_folded) from product_substances ps join substances s on s.id = ps.substance_id
      where ps.product_id = p.id), '{}') where p.id in ${ids}`);
}

async function saveFamilies(tx: Db, rows: { id: string; family: string | null }[]) {
  const heads = [...new Set(rows.map((r) => r.family).filter(Boolean))];
  await tx.execute(sql`update products set family_id = id where family_id is null and sku in
    (select x->>0 from jsonb_array_elements(${json(heads.map((h) => [h]))}) x)`);
  await tx.execute(sql`update products p set family_id = (select coalesce(t.family_id, t.id) from products t where t.sku = v.family)
    from jsonb_to_recordset(${json(rows)}) as v(id uuid, family text) where p.id = v.id`);
}

export type ApplyResult = { added: number; changed: number; replacedImages: string[] };

export async function applyPlan(
  tx: Db,
  plan: ImportPlan,
  ctx: {
    sellerId: string | null;
    note: string;
    pictures: (stored: string) => Promise<Buffer>;
    onProgress?: (done: number) => Promise<void>;
  },
): Promise<ApplyResult> {
  const ids = plan.updates.map((u) => ({ id: u.id, stamp: u.stamp }));
  const stale =
    await tx.execute(sql`select count(*)::int as n from jsonb_to_recordset(${json(ids)}) as v(id uuid, stamp text)
    left join products p on p.id = v.id where p.id is null or p.updated_at::text <> v.stamp`);
  if ((stale as unknown as { rows: { n: number }[] }).rows[0].n > 0) throw conflict(E.stale);

  for (const stored of Object.keys(plan.pictures)) await storeImage(tx, await ctx.pictures(stored));

  const touched = (c: string) => plan.updates.filter((u) => u.changed.includes(c as never));
  const created: { id: string; product: SheetProduct }[] = [];
  for (let i = 0; i < plan.creates.length; i += CHUNK) {
    const chunk = plan.creates.slice(i, i + CHUNK);
    const ids = await insertRows(tx, chunk);
    for (const c of chunk) created.push({ id: ids.get(c.product.sku)!, product: c.product });
    await ctx.onProgress?.(created.length);
  }
  const before = await lockedQuantities(
    tx,
    touched('quantity').map((u) => u.id),
  );
  for (let i = 0; i < plan.updates.length; i += CHUNK) {
    await updateRows(tx, plan.updates.slice(i, i + CHUNK));
    await ctx.onProgress?.(created.length + Math.min(i + CHUNK, plan.updates.length));
  }
  await saveSubstances(tx, [...created.filter((c) => c.product.substances.length), ...touched('substances')]);
  const families = [...created.filter((c) => c.product.family), ...touched('family')].map((r) => ({
    id: r.id,
    family: r.product.family,
  }));
  if (families.length) await saveFamilies(tx, families);
  await stockLedgerRows(
    tx,
    [
      ...created.map((r) => ({ id: r.id, delta: r.product.quantity, after: r.product.quantity })),
      ...touched('quantity').map((r) => ({
        id: r.id,
        delta: r.product.quantity - before.get(r.id)!,
        after: r.product.quantity,
      })),
    ],
    ctx,
  );

  const replacedImages = touched('images').flatMap((u) => u.before.images.filter((n) => !u.product.images.includes(n)));
  return { added: created.length, changed: plan.updates.length, replacedImages };
}
