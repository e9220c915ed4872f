/** The veterinary filters in SQL and their facet counts (decision 0043).
 * A facet's counts apply every other facet's filter and the list's own
 * query (search, category, stock), so each number is what choosing that
 * value would show (within "no withdrawal", added to the values chosen).
 * The counts read facet_groups, products grouped by what the filters read,
 * unless the list's query needs more of the product (a search: decision 0064). */
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  FACET_NAMES,
  type CatalogFilters,
  type FacetName,
  type FacetValue,
  type Facets,
} from '../../../domain/catalog/catalog-filters.ts';
import { SPECIES, speciesName } from '../../../domain/vet/vet.ts';
import type { Db } from '../../db/client.ts';
import { facetGroups, products, substances } from '../../db/schema.ts';

const { FILTER_TEXT } = textsIn('az');

export type { CatalogFilters } from '../../../domain/catalog/catalog-filters.ts';

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Where the filters and counts read the facts: the products themselves, or their groups, each
 * counting `weight` products. */
export type FacetSource = {
  table: typeof products | typeof facetGroups;
  species: AnyPgColumn;
  substanceKeys: AnyPgColumn;
  manufacturer: AnyPgColumn;
  rx: AnyPgColumn;
  noWithdrawal: Record<'meat' | 'milk', SQL>;
  weight: SQL;
};

export const PRODUCTS: FacetSource = {
  table: products,
  species: products.species,
  substanceKeys: products.substanceKeys,
  manufacturer: products.manufacturer,
  rx: products.rx,
  noWithdrawal: { meat: sql`${products.withdrawalMeatDays} = 0`, milk: sql`${products.withdrawalMilkDays} = 0` },
  weight: sql`1`,
};

export const GROUPS: FacetSource = {
  table: facetGroups,
  species: facetGroups.species,
  substanceKeys: facetGroups.substanceKeys,
  manufacturer: facetGroups.manufacturer,
  rx: facetGroups.rx,
  noWithdrawal: { meat: sql`${facetGroups.noMeatWithdrawal}`, milk: sql`${facetGroups.noMilkWithdrawal}` },
  weight: sql`${facetGroups.n}`,
};

function facetCondition(f: CatalogFilters, name: FacetName, t: FacetSource): SQL | undefined {
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
      const parts = f.noWithdrawal.map((kind) => t.noWithdrawal[kind]);
      return parts.length ? and(...parts) : undefined;
    }
  }
}

/** The WHERE parts of the filters, every facet's. */
export function filterConditions(f: CatalogFilters, except?: FacetName, t: FacetSource = PRODUCTS): SQL[] {
  return FACET_NAMES.filter((name) => name !== except).flatMap((name) => facetCondition(f, name, t) ?? []);
}

/** A list's category and stock filters on facet_groups (catalog.ts conditions() says them on products). */
export function groupConditions(query: { category?: string; inStock?: boolean }): SQL | undefined {
  const where: SQL[] = [];
  if (query.category) where.push(eq(facetGroups.category, query.category));
  if (query.inStock !== undefined)
    where.push(query.inStock ? sql`${facetGroups.available}` : sql`not ${facetGroups.available}`);
  return where.length ? and(...where) : undefined;
}

/** How many products of `t` match: the groups' sum, or the products' count. */
export async function countOf(db: Db, t: FacetSource, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${t.weight}), 0)::int` })
    .from(t.table)
    .where(where);
  return row.n;
}

/** Each facet's values with their counts, for the rows of `t` matching `base` (the list's own query). */
export async function facetCounts(db: Db, t: FacetSource, base: SQL | undefined, f: CatalogFilters): Promise<Facets> {
  const where = (name: FacetName) => and(base, ...filterConditions(f, name, t));
  const n = sql<number>`sum(${t.weight})::int`;
  // an array's values from a set-returning select list: a third of a lateral join's time
  const unnested = (column: AnyPgColumn, name: FacetName) =>
    sql`(${db
      .select({ v: sql<string>`unnest(${column})`.as('v'), w: sql`${t.weight}`.as('w') })
      .from(t.table)
      .where(where(name))}) u`;
  // a group whose products all left it sums to 0 until compacted: a value shows when it counts some
  const counted = sql`sum(w) > 0`;
  const [species, subs, makers, rx, withdrawal, chosenNames] = await Promise.all([
    db
      .select({ value: sql<string>`v`, n: sql<number>`sum(w)::int` })
      .from(unnested(t.species, 'species'))
      .groupBy(sql`v`)
      .having(counted),
    // counted by key first, then named: the join with substances meets ~30 rows, not every product's
    db
      .select({ value: substances.nameFolded, name: substances.name, n: sql<number>`c.n` })
      .from(
        sql`(${db
          .select({ key: sql<string>`v`.as('key'), n: sql<number>`sum(w)::int`.as('n') })
          .from(unnested(t.substanceKeys, 'substances'))
          .groupBy(sql`v`)
          .having(counted)}) c`,
      )
      .innerJoin(substances, sql`${substances.nameFolded} = c.key`),
    db
      .select({ value: sql<string>`${t.manufacturer}`, n })
      .from(t.table)
      .where(and(where('manufacturers'), isNotNull(t.manufacturer)))
      .groupBy(t.manufacturer)
      .having(sql`${n} > 0`),
    db
      .select({ rx: sql<boolean>`${t.rx}`, n })
      .from(t.table)
      .where(where('prescription'))
      .groupBy(t.rx),
    db
      .select({
        meat: sql<number>`coalesce(sum(${t.weight}) filter (where ${t.noWithdrawal.meat}), 0)::int`,
        milk: sql<number>`coalesce(sum(${t.weight}) filter (where ${t.noWithdrawal.milk}), 0)::int`,
      })
      .from(t.table)
      // "no withdrawal" values all hold together: each count adds its value to those chosen
      .where(where('noWithdrawal'))
      .then(async (rows) => noWithdrawalCounts(db, t, base, f, rows[0])),
    substanceNames(db, f.substances),
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
      chosenNames,
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

/** A chosen value that matches nothing now still shows (with 0), so it can be removed: by its
 * name where the value is a key (a substance's folded name), else as it was written. */
function withChosen(values: FacetValue[], chosen: string[], names = new Map<string, string>()): FacetValue[] {
  const have = new Set(values.map((v) => v.value));
  return [
    ...values,
    ...chosen.filter((c) => !have.has(c)).map((c) => ({ value: c, name: names.get(c) ?? c, count: 0 })),
  ];
}

/** The names of chosen substances' keys (at most MAX_FILTER_VALUES, one indexed lookup). */
async function substanceNames(db: Db, keys: string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ key: substances.nameFolded, name: substances.name })
    .from(substances)
    .where(inArray(substances.nameFolded, keys));
  return new Map(rows.map((r) => [r.key, r.name]));
}

async function noWithdrawalCounts(
  db: Db,
  t: FacetSource,
  base: SQL | undefined,
  f: CatalogFilters,
  plain: { meat: number; milk: number },
): Promise<FacetValue[]> {
  // with nothing chosen in this facet the plain counts are exact; otherwise count each with the chosen ones
  let meat = plain.meat;
  let milk = plain.milk;
  if (f.noWithdrawal.length) {
    const withValue = (kind: 'meat' | 'milk') =>
      countOf(
        db,
        t,
        and(base, ...filterConditions({ ...f, noWithdrawal: [...new Set([...f.noWithdrawal, kind])] }, undefined, t)),
      );
    [meat, milk] = await Promise.all([withValue('meat'), withValue('milk')]);
  }
  return [
    { value: 'meat', name: FILTER_TEXT.meat, count: meat },
    { value: 'milk', name: FILTER_TEXT.milk, count: milk },
  ];
}
