/** The veterinary filters in SQL and their facet counts (decision 0043).
 * A facet's counts apply every other facet's filter and the list's own
 * query (search, category, stock), so each number is what choosing that
 * value would show (within "no withdrawal", added to the values chosen). */
import { FILTER_TEXT } from '../../domain/catalog-filter-text.ts';
import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  FACET_NAMES,
  type CatalogFilters,
  type FacetName,
  type FacetValue,
  type Facets,
} from '../../domain/catalog-filters.ts';
import { SPECIES, speciesName } from '../../domain/vet.ts';
import type { Db } from '../db/client.ts';
import { products, substances } from '../db/schema.ts';

export type { CatalogFilters } from '../../domain/catalog-filters.ts';

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

function facetCondition(f: CatalogFilters, name: FacetName): SQL | undefined {
  switch (name) {
    case 'species':
      return f.species.length ? sql`${products.species} && ${textArray(f.species)}` : undefined;
    case 'substances':
      // the products' copy of their substance keys, on a GIN index like species (decision 0054)
      return f.substances.length ? sql`${products.substanceKeys} && ${textArray(f.substances)}` : undefined;
    case 'manufacturers':
      return f.manufacturers.length ? inArray(products.manufacturer, f.manufacturers) : undefined;
    case 'prescription':
      return f.prescription.length === 1 ? eq(products.rx, f.prescription[0] === 'rx') : undefined;
    case 'noWithdrawal': {
      const parts = f.noWithdrawal.map((kind) =>
        eq(kind === 'meat' ? products.withdrawalMeatDays : products.withdrawalMilkDays, 0),
      );
      return parts.length ? and(...parts) : undefined;
    }
  }
}

/** The WHERE parts of the filters, every facet's. */
export function filterConditions(f: CatalogFilters, except?: FacetName): SQL[] {
  return FACET_NAMES.filter((name) => name !== except).flatMap((name) => facetCondition(f, name) ?? []);
}

/** Each facet's values with their counts, for products matching `base` (the list's own query). */
export async function facetCounts(db: Db, base: SQL | undefined, f: CatalogFilters): Promise<Facets> {
  const where = (name: FacetName) => and(base, ...filterConditions(f, name));
  const [species, subs, makers, rx, withdrawal] = await Promise.all([
    db
      .select({ value: sql<string>`sp`, n: count() })
      .from(sql`${products} cross join lateral unnest(${products.species}) sp`)
      .where(where('species'))
      .groupBy(sql`sp`),
    // counted by key first, then named: the join with substances meets ~30 rows, not every product's
    db
      .select({ value: substances.nameFolded, name: substances.name, n: sql<number>`c.n` })
      .from(
        sql`(${db
          .select({ key: sql<string>`sk`.as('key'), n: sql<number>`count(*)::int`.as('n') })
          .from(sql`${products} cross join lateral unnest(${products.substanceKeys}) sk`)
          .where(where('substances'))
          .groupBy(sql`sk`)}) c`,
      )
      .innerJoin(substances, sql`${substances.nameFolded} = c.key`),
    db
      .select({ value: sql<string>`${products.manufacturer}`, n: count() })
      .from(products)
      .where(and(where('manufacturers'), isNotNull(products.manufacturer)))
      .groupBy(products.manufacturer),
    db.select({ rx: products.rx, n: count() }).from(products).where(where('prescription')).groupBy(products.rx),
    db
      .select({
        meat: sql<number>`count(*) filter (where ${products.withdrawalMeatDays} = 0)::int`,
        milk: sql<number>`count(*) filter (where ${products.withdrawalMilkDays} = 0)::int`,
      })
      .from(products)
      // "no withdrawal" values all hold together: each count adds its value to those chosen
      .where(where('noWithdrawal'))
      .then(async (rows) => noWithdrawalCounts(db, base, f, rows[0])),
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
        .from(products)
        .where(and(base, ...filterConditions({ ...f, noWithdrawal: [...new Set([...f.noWithdrawal, kind])] })))
        .then((r) => r[0].n);
    [meat, milk] = await Promise.all([withValue('meat'), withValue('milk')]);
  }
  return [
    { value: 'meat', name: FILTER_TEXT.meat, count: meat },
    { value: 'milk', name: FILTER_TEXT.milk, count: milk },
  ];
}
