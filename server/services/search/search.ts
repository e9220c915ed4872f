/** Product search (docs/decisions/0045, 0056): the first step that finds
 * anything (search-match.ts: a whole code, the words as typed, the words
 * with typos forgiven) gives the matches; the newest 1 000 of them are
 * ranked by how well they match. The index of the words' starts finds the
 * candidates (decision 0068); PostgreSQL computes the ranks, so a page ships 24 rows, not the candidates. */
import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_LIMITS,
  SEARCH_RULES_VERSION,
  correctedQuery,
  type QueryWord,
} from '../../../domain/search/search-spelling.ts';
import type { Product } from '../../../domain/shared/types.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { toProduct } from '../catalog/catalog.ts';
import { productSelection } from '../vet/vet-facts.ts';
import { filterConditions, type CatalogFilters } from '../catalog/catalog-filters.ts';
import { rebuildSearchDocs, rebuildSubstanceDocs } from './search-document.ts';
import {
  TIER,
  anyInside,
  insideOnly,
  candidate,
  fuzzyTier,
  searchSteps,
  start,
  stepWords,
  typedTier,
  type SearchStep,
} from './search-match.ts';
import { availableSql } from '../stock/stock.ts';
import { suggestSubstances, type SubstanceSuggestion } from './search-suggest.ts';

export { TIER, type SearchStep } from './search-match.ts';

/** Ranks are computed over at most this many matches, the newest (as decision 0017 counts). */
export const SEARCH_CANDIDATES = 1000;

export type SearchQuery = { search: string; inStock?: boolean; category?: string; filters?: CatalogFilters };
export type SearchPage = {
  items: Product[];
  total: number;
  totalCapped: boolean;
  /** The query as the best match spells it, when no product matches as typed. */
  didYouMean: string | null;
  /** The step that answered (null: none did): the facet counts match the same way. */
  step: SearchStep | null;
};

/** A row as PostgreSQL names its columns, with its worst tier and the matches' count. */
type Ranked = Record<string, unknown> & {
  id: string;
  name: string;
  name_ru: string | null;
  category: string;
  in_stock: boolean;
  worst: number;
  total: string;
};

function filters(query: SearchQuery): SQL[] {
  const where: SQL[] = [];
  if (query.inStock !== undefined) where.push(availableSql(query.inStock));
  if (query.category) where.push(sql`${products.category} = ${query.category}`);
  if (query.filters) where.push(...filterConditions(query.filters)); // the catalogue's facets
  return where;
}

/** Fuzzy candidates read at most: a typo of a common word stops here, unsorted (decision 0045). */
export const FUZZY_CANDIDATES = 200;

/** The ranked matches from `offset`, at most `limit`, of the first step that finds any,
 * each row as `read` selects it from the ranking's query. */
async function ranked<T>(
  db: Db,
  query: SearchQuery,
  offset: number,
  limit: number,
  read: (ranking: SQL) => Promise<T[]>,
) {
  for (const step of searchSteps(query.search)) {
    const words = stepWords(query.search, step);
    const rows = await read(rankedQuery(words, query, offset, limit, step === 'fuzzy'));
    if (rows.length) return { rows, step };
    // a page past the end of a step that matches: that step still answers
    if (offset && (await select(db, rankedQuery(words, query, 0, 1, step === 'fuzzy'))).length) return { rows, step };
  }
  return { rows: [] as T[], step: null };
}

/** The page as whole products, read with the ranking in one query (no second round trip by id). */
const rankedProducts = (db: Db) => (ranking: SQL) =>
  db
    .select({ ...productSelection(), worst: sql<number>`r.worst`, total: sql<string>`r.total` })
    .from(products)
    .innerJoin(sql`(${ranking}) as r`, sql`r.id = ${products.id}`)
    .orderBy(sql`r.place`);

/** The search's query (exported for the benchmark's EXPLAIN). As typed (or a
 * code): each word's start, a key of products_search_prefixes. Fuzzy: the
 * same keys for each word's spellings from the vocabulary (search-match.ts). */
export function rankedQuery(words: QueryWord[], query: SearchQuery, offset: number, limit: number, fuzzy: boolean) {
  const names = words.map((_, i) => sql.raw(`t${i}`));
  const tiers = words.map((w, i) => sql`${fuzzy ? fuzzyTier(w) : typedTier(w)} as ${names[i]}`);
  const conditions = [...words.map((w) => (fuzzy ? candidate(w) : start(w))), ...filters(query)];
  const cap = fuzzy ? FUZZY_CANDIDATES : SEARCH_CANDIDATES + 1;
  const columns = sql`select id, search_doc, in_stock, name_folded from ${products}`;
  const found = sql`(${columns} where ${sql.join(conditions, sql` and `)})`;
  return sql`
    with ${!fuzzy && anyInside(words) ? insideFound(words, query, found, cap) : sql`found as materialized ${found}`}, candidates as (
      -- read lazily from a materialized CTE, planned without the limit: the planner
      -- would otherwise scan the table for the first rows of a rare trigram match
      select * from found limit ${sql.raw(String(cap))}
    ), matched as (
      select c.*, t.* from candidates c, lateral (select ${sql.join(tiers, sql`, `)}
        from (select c.search_doc) as products offset 0) as t
      where ${sql.join(
        names.map((n) => sql`t.${n} is not null`),
        sql` and `,
      )}
    ), ranked as (
      select id, greatest(${sql.join(names, sql`, `)}) as worst, count(*) over () as total,
        row_number() over (order by greatest(${sql.join(names, sql`, `)}), ${sql.join(names, sql` + `)}, in_stock desc,
          length(name_folded), name_folded, id) as place
      from matched order by place offset ${offset} limit ${limit}
    )
    select r.id, p.name, p.name_ru, p.category, ${availableSql(true, 'p')} as in_stock, r.worst, r.total, r.place
    from ranked r join ${products} p using (id) order by r.place`;
}

/** The typed step's matches when a word may be inside a name (decision 0086): the words' starts
 * first, then the rows where a word is only inside a name's word, read only when the starts leave
 * room under the cap (a one-time filter: for a common word the second branch is never run). Its
 * filters sit above an `offset 0` fence, so the planner does not AND an index of the stock or
 * category into the name's trigram index (it did: 90 000 in-stock rows for 1 001 candidates). */
function insideFound(words: QueryWord[], query: SearchQuery, starts: SQL, cap: number) {
  const where = filters(query);
  return sql`starts as materialized ${starts},
    insides as materialized (
      select id, search_doc, in_stock, name_folded
      from (select * from ${products} where ${insideOnly(words)} offset 0) as ${products}
      where ${where.length ? sql.join(where, sql` and `) : sql`true`}
    ), found as (
      (select * from starts limit ${sql.raw(String(cap))})
      union all
      (select * from insides where (select count(*) from (select 1 from starts limit ${sql.raw(String(cap))}) s) < ${sql.raw(String(cap))})
    )`;
}

/** A page of the products matching a search, best first; `page` counts from 1. */
export async function searchProducts(db: Db, query: SearchQuery, page: number, limit: number): Promise<SearchPage> {
  const { rows, step } = await ranked(db, query, (page - 1) * limit, limit, rankedProducts(db));
  const count = Number(rows[0]?.total ?? 0);
  const top = rows[0];
  return {
    items: rows.map(toProduct), // the catalogue's own reading of a product
    total: Math.min(count, SEARCH_CANDIDATES),
    totalCapped: count > SEARCH_CANDIDATES,
    didYouMean: page === 1 && top && Number(top.worst) >= TIER.fuzzy ? correctedQuery(query.search, top.name) : null,
    step,
  };
}

export type Suggestion = { _id: string; name: string; category: string; inStock: boolean };
export type Suggestions = { substances: SubstanceSuggestion[]; products: Suggestion[] };

/** The header's suggestions (decision 0056): matching substances, then products
 * (in stock first), at most 6 in all. */
export async function suggestProducts(db: Db, search: string): Promise<Suggestions> {
  if (search.trim().length < SEARCH_LIMITS.suggestMin) return { substances: [], products: [] };
  const [subs, { rows }] = await Promise.all([
    suggestSubstances(db, search),
    ranked(db, { search }, 0, SEARCH_LIMITS.suggestions, (ranking) => select<Ranked>(db, ranking)),
  ]);
  const found = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    nameRu: row.name_ru, // issue 36: a Russian page's header shows it
    category: row.category,
    inStock: row.in_stock,
  }));
  return { substances: subs, products: found.slice(0, SEARCH_LIMITS.suggestions - subs.length) };
}

/** Rebuilds the search documents written under older rules (or none, as
 * rows restored from an older backup), a batch at a time; returns how many products. */
export async function refreshSearchDocs(db: Db, batch = 500): Promise<number> {
  while ((await rebuildSubstanceDocs(db, batch)) === batch);
  let done = 0;
  for (;;) {
    const n = await rebuildSearchDocs(db, sql`${products.searchVersion} <> ${SEARCH_RULES_VERSION}`, batch);
    done += n;
    if (n < batch) return done;
  }
}

/** Rows of a raw query (the Db type leaves node-postgres's result shape unknown). */
async function select<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
