/** The veterinary facts of a product (decision 0042): read with the row in
 * one query (substances as a JSON sub-select), written in the product's
 * transaction (substances shared by name, the family joined by "another size of"). */
import { VET_ERRORS } from '../../../domain/vet/vet-errors.ts';
import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { fold } from '../../../domain/search/search-folding.ts';
import type { VetFacts } from '../../../domain/shared/types.ts';
import { sortSpecies, withdrawalFromDb, withdrawalToDb } from '../../../domain/vet/vet.ts';
import type { VetFields } from '../../../domain/vet/vet-schemas.ts';
import type { Db } from '../../db/client.ts';
import { productSubstances, products, substances } from '../../db/schema.ts';
import { badRequest, conflict } from '../shared/errors.ts';
import { substanceSearchColumns } from '../search/search-document.ts';

type SubstanceCell = VetFacts['substances'];

/** A product row's substances, in the seller's order, as JSON (one query with the row). */
export const substancesOf = sql<SubstanceCell>`(
  select coalesce(json_agg(json_build_object('key', s.name_folded, 'name', s.name, 'strength', ps.strength)
    order by ps.position), '[]'::json)
  from ${productSubstances} ps join ${substances} s on s.id = ps.substance_id
  where ps.product_id = "products"."id")`; // written out: in a select list drizzle leaves a column unqualified

/** How many pack sizes the product's family has (1 without a family), through the family index. */
export const familySizeOf = sql<number>`(case when "products"."family_id" is null then 1 else
  (select count(*)::int from ${products} f where f.family_id = "products"."family_id") end)`;

/** Every column of a product plus its substances and family size: what `toProduct` reads. */
export const productSelection = () => ({
  ...getTableColumns(products),
  substances: substancesOf,
  familySize: familySizeOf,
});

export type ProductRow = typeof products.$inferSelect & { substances?: SubstanceCell; familySize?: number };

export function vetFactsOf(row: ProductRow): VetFacts {
  return {
    species: sortSpecies(row.species),
    substances: row.substances ?? [],
    packSize: row.packSize,
    manufacturer: row.manufacturer,
    country: row.country,
    sku: row.sku,
    barcode: row.barcode,
    registrationNumber: row.registrationNumber,
    rx: row.rx,
    withdrawal: {
      meat: withdrawalFromDb(row.withdrawalMeatDays),
      milk: withdrawalFromDb(row.withdrawalMilkDays),
      eggs: withdrawalFromDb(row.withdrawalEggsDays),
    },
    storage: { minC: row.storageMinC, maxC: row.storageMaxC, coldChain: row.coldChain },
    leaflet: row.leaflet,
    familyId: row.familyId,
    familySize: row.familySize ?? 1,
  };
}

/** The columns the sent fields set; a field not sent is left out (kept on an edit). */
export function vetColumns(fields: Partial<VetFields>): Partial<typeof products.$inferInsert> {
  const out: Partial<typeof products.$inferInsert> = {};
  const put = <K extends keyof typeof products.$inferInsert>(key: K, value: (typeof products.$inferInsert)[K]) => {
    if (value !== undefined) out[key] = value;
  };
  put('species', fields.species);
  put('packSize', fields.packSize);
  put('manufacturer', fields.manufacturer);
  put('country', fields.country);
  put('sku', fields.sku);
  put('barcode', fields.barcode);
  put('registrationNumber', fields.registrationNumber);
  put('rx', fields.rx);
  if (fields.withdrawalMeat !== undefined) out.withdrawalMeatDays = withdrawalToDb(fields.withdrawalMeat);
  if (fields.withdrawalMilk !== undefined) out.withdrawalMilkDays = withdrawalToDb(fields.withdrawalMilk);
  if (fields.withdrawalEggs !== undefined) out.withdrawalEggsDays = withdrawalToDb(fields.withdrawalEggs);
  put('storageMinC', fields.storageMinC);
  put('storageMaxC', fields.storageMaxC);
  put('coldChain', fields.coldChain);
  return out;
}

/** The substance filter's keys of a product (decision 0054): its substances' folded names, in its order. */
export const substanceKeys = (rows: readonly { name: string }[]): string[] => rows.map((r) => fold(r.name));

/** Replaces the product's substance rows; each substance is found or added by its folded name. */
export async function saveSubstances(
  tx: Db,
  productId: string,
  rows: { name: string; strength: string }[],
): Promise<void> {
  await tx.delete(productSubstances).where(eq(productSubstances.productId, productId));
  const named = rows.map((r) => ({ ...r, folded: fold(r.name) }));
  // the filter's copy of the keys, in the same transaction (decision 0054)
  await tx
    .update(products)
    .set({ substanceKeys: substanceKeys(rows) })
    .where(eq(products.id, productId));
  if (!rows.length) return;
  await tx
    .insert(substances)
    .values(named.map((r) => ({ name: r.name, nameFolded: r.folded, ...substanceSearchColumns(r.name) })))
    .onConflictDoNothing({ target: substances.nameFolded });
  const found = await tx
    .select({ id: substances.id, folded: substances.nameFolded })
    .from(substances)
    .where(
      inArray(
        substances.nameFolded,
        named.map((r) => r.folded),
      ),
    );
  const idOf = new Map(found.map((s) => [s.folded, s.id]));
  await tx
    .insert(productSubstances)
    .values(
      named.map((r, position) => ({ productId, substanceId: idOf.get(r.folded)!, strength: r.strength, position })),
    );
}

/** The family a product joins as "another size of `otherId`": that product's
 * family, begun under its own id when it had none. */
export async function joinFamily(tx: Db, otherId: string): Promise<string> {
  const [other] = await tx
    .select({ id: products.id, familyId: products.familyId })
    .from(products)
    .where(eq(products.id, otherId));
  if (!other) throw badRequest(VET_ERRORS.familyMissing, 'familyOf');
  if (other.familyId) return other.familyId;
  await tx
    .update(products)
    .set({ familyId: other.id })
    .where(and(eq(products.id, other.id), isNull(products.familyId)));
  return other.id;
}

/** A unique-index violation on the SKU becomes a 409 with its message. */
export function skuConflict(error: unknown): unknown {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const cause = e.cause ?? e;
  return cause.code === '23505' && cause.constraint === 'products_sku_idx'
    ? conflict(VET_ERRORS.skuTaken, 'sku')
    : error;
}
