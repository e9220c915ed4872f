/** The veterinary filters in SQL and their facet counts (decision 0043).
 * A facet's counts apply every other facet's filter and the list's own
 * query (search, category, stock), so each number is what choosing that
 * value would show (within "no withdrawal", added to the values chosen).
 * The counts read product_facets, each product's filtered facts alone, unless
 * the list's query needs more of the product (a search: decision 0064). */
import { FILTER_TEXT } from '../../domain/catalog-filter-text.ts';
import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  FACET_NAMES,
  type CatalogFilters,
  type FacetName,
  type FacetValue,
  type Facets,
} from '../../domain/catalog-filters.ts';
import { SPECIES, speciesName } from '../../domain/vet.ts';
import type { Db } from '../db/client.ts';
import { productFacets, products, substances } from '../db/schema.ts';

export type { CatalogFilters } from '../../domain/catalog-filters.ts';

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Where the filters and counts read the facts: the products or their narrow copy (same column names). */
export type FacetTable = typeof products | typeof productFacets;

function facetCondition(f: CatalogFilters, name: FacetName, t: FacetTable): SQL | undefined {
  switch (name) {
    case 'species':
      return f.species.length ? sql`${t.species} && ${textArray(f.species)}` : undefined;
    case 'substances':
      // the products' copy of their substance keys, on a GIN index like species (decision 0054)
      return f.substances.length ? sql`${t.substanceKeys} && ${textArray(f.substances)}` : undefined;
    case 'manufacturers':
      return f.manufacturers.length ? inArray(t.manufacturer, f.manufacturers) : undefined;
    case 'prescription':
      return f.prescription.length === 1 ? eq(t.rx, f.prescription[0] === 'rx') : undefined;
    case 'noWithdrawal': {
      const parts = f.noWithdrawal.map((kind) => eq(kind === 'meat' ? t.withdrawalMeatDays : t.withdrawalMilkDays, 0));
      return parts.length ? and(...parts) : undefined;
    }
  }
}

/** The WHERE parts of the filters, every facet's. */
export function filterConditions(f: CatalogFilters, except?: FacetName, t: FacetTable = products): SQL[] {
  return FACET_NAMES.filter((name) => name !== except).flatMap((name) => facetCondition(f, name, t) ?? []);
}

/** A list's category and stock filters on product_facets (catalog.ts conditions() says them on products). */
export function narrowConditions(query: { category?: string; inStock?: boolean }): SQL | undefined {
  const where: SQL[] = [];
  if (query.category) where.push(eq(productFacets.category, query.category));
  if (query.inStock !== undefined)
    where.push(query.inStock ? sql`${productFacets.available}` : sql`not ${productFacets.available}`);
  return where.length ? and(...where) : undefined;
}

/** Each facet's values with their counts, for the rows of `t` matching `base` (the list's own query). */
export async function facetCounts(db: Db, t: FacetTable, base: SQL | undefined, f: CatalogFilters): Promise<Facets> {
  const where = (name: FacetName) => and(base, ...filterConditions(f, name, t));
  // an array's values counted from a set-returning select list: a third of the plain lateral join's time
  const unnested = (column: AnyPgColumn, name: FacetName) =>
    sql`(${db
      .select({ v: sql<string>`unnest(${column})`.as('v') })
      .from(t)
      .where(where(name))}) u`;
  const [species, subs, makers, rx, withdrawal] = await Promise.all([
    db
      .select({ value: sql<string>`v`, n: count() })
      .from(unnested(t.species, 'species'))
      .groupBy(sql`v`),
    // counted by key first, then named: the join with substances meets ~30 rows, not every product's
    db
      .select({ value: substances.nameFolded, name: substances.name, n: sql<number>`c.n` })
      .from(
        sql`(${db
          .select({ key: sql<string>`v`.as('key'), n: sql<number>`count(*)::int`.as('n') })
          .from(unnested(t.substanceKeys, 'substances'))
          .groupBy(sql`v`)}) c`,
      )
      .innerJoin(substances, sql`${substances.nameFolded} = c.key`),
    db
      .select({ value: sql<string>`${t.manufacturer}`, n: count() })
      .from(t)
      .where(and(where('manufacturers'), isNotNull(t.manufacturer)))
      .groupBy(t.manufacturer),
    db.select({ rx: t.rx, n: count() }).from(t).where(where('prescription')).groupBy(t.rx),
    db
      .select({
        meat: sql<number>`count(*) filter (where ${t.withdrawalMeatDays} = 0)::int`,
        milk: sql<number>`count(*) filter (where ${t.withdrawalMilkDays} = 0)::int`,
      })
      .from(t)
      // "no withdrawal" values all hold together: each count adds its value to those chosen
      .where(where('noWithdrawal'))
      .then(async (rows) => noWithdrawalCounts(db, t, base, f, rows[0])),
  ]);
  const bySpecies = new Map(species.map((r) => [r.value, r.n]));
  const byRx = new Map(rx.map((r) => [r.rx, r.n]));
  const byName = (a: FacetValue, b: FacetValue) => a.name.localeCompare(b.name, 'az');
  return {
    species: SPECIES.filter((s) => bySpecies.has(s.code) || f.species.includes(s.code)).map((s) => ({
      value: s.code,
      name: speciesName(s.code),
      count: bySpecies.get(s.code) ?? 0,
    })),
    substances: withChosen(
      subs.map((r) => ({ value: r.value, name: r.name, count: r.n })),
      f.substances,
    ).sort(byName),
    manufacturers: withChosen(
      makers.map((r) => ({ value: r.value, name: r.value, count: r.n })),
      f.manufacturers,
    ).sort(byName),
    prescription: [
      { value: 'rx', name: FILTER_TEXT.rx, count: byRx.get(true) ?? 0 },
      { value: 'otc', name: FILTER_TEXT.otc, count: byRx.get(false) ?? 0 },
    ],
    noWithdrawal: withdrawal,
  };
}

/** A chosen value that matches nothing now still shows (with 0), so it can be removed. */
function withChosen(values: FacetValue[], chosen: string[]): FacetValue[] {
  const have = new Set(values.map((v) => v.value));
  return [...values, ...chosen.filter((c) => !have.has(c)).map((c) => ({ value: c, name: c, count: 0 }))];
}

async function noWithdrawalCounts(
  db: Db,
  t: FacetTable,
  base: SQL | undefined,
  f: CatalogFilters,
  plain: { meat: number; milk: number },
): Promise<FacetValue[]> {
  // with nothing chosen in this facet the plain counts are exact; otherwise count each with the chosen ones
  let meat = plain.meat;
  let milk = plain.milk;
  if (f.noWithdrawal.length) {
    const withValue = (kind: 'meat' | 'milk') =>
      db
        .select({ n: count() })
        .from(t)
        .where(
          and(base, ...filterConditions({ ...f, noWithdrawal: [...new Set([...f.noWithdrawal, kind])] }, undefined, t)),
        )
        .then((r) => r[0].n);
    [meat, milk] = await Promise.all([withValue('meat'), withValue('milk')]);
  }
  return [
    { value: 'meat', name: FILTER_TEXT.meat, count: meat },
    { value: 'milk', name: FILTER_TEXT.milk, count: milk },
  ];
}
