/** Product search (docs/decisions/0045): every query word must match a word
 * of the product's search document exactly, as its start, or within the
 * word's typo budget; the newest 1 000 such products are ranked by how well
 * they match. A trigram index finds the candidates; PostgreSQL computes the
 * ranks, so a page ships 24 rows, not the candidates. */
import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_LIMITS,
  SEARCH_RULES_VERSION,
  correctedQuery,
  queryWords,
  type QueryWord,
} from '../../domain/search-text.ts';
import { escapeLike } from '../../domain/search-folding.ts';
import type { Product } from '../../domain/types.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { productsByIds } from './storefront.ts';
import { filterConditions, type CatalogFilters } from './catalog-filters.ts';
import { searchColumns } from './search-document.ts';

/** Ranks are computed over at most this many matches, the newest (as decision 0017 counts). */
export const SEARCH_CANDIDATES = 1000;

/** How a document word matches a query word, best first (lower ranks first).
 * Substances (the catalogue issue) come in between as 2. */
export const TIER = { exact: 0, prefix: 1, fuzzy: 3 } as const;

export type SearchQuery = { search: string; inStock?: boolean; category?: string; filters?: CatalogFilters };
export type SearchPage = {
  items: Product[];
  total: number;
  totalCapped: boolean;
  /** The query as the best match spells it, when no product matches as typed. */
  didYouMean: string | null;
};

/** A row as PostgreSQL names its columns, with its worst tier and the matches' count. */
type Ranked = Record<string, unknown> & {
  id: string;
  name: string;
  category: string;
  in_stock: boolean;
  worst: number;
  total: string;
};

/** The word's tier in the document, null when it does not match. */
function tier({ word, typos }: QueryWord): SQL {
  const n = (value: number) => sql.raw(String(value)); // small constants, written into the plan
  const fuzzy = typos
    ? sql`when levenshtein_less_equal(x, ${word}, ${n(typos)}) <= ${n(typos)}
            or levenshtein_less_equal(left(x, ${n(word.length)}), ${word}, ${n(typos)}) <= ${n(typos)} then ${n(TIER.fuzzy)}`
    : sql``;
  return sql`(select min(case when x = ${word} then ${n(TIER.exact)} when starts_with(x, ${word}) then ${n(TIER.prefix)} ${fuzzy} end)
    from unnest(string_to_array(btrim(${products.searchDoc}), ' ')) as x)`;
}

/** The indexed condition that finds a word's candidates: a word start, or
 * (with a typo budget) a close trigram match, both through products_search_doc_trgm. */
function candidate(w: QueryWord): SQL {
  // `<%` alone (a word as typed scores 1 too): an OR beside it made the planner read the whole table
  return w.typos ? sql`${w.word} <% ${products.searchDoc}` : start(w);
}

function start({ word }: QueryWord): SQL {
  return sql`${products.searchDoc} like ${`% ${escapeLike(word)}%`}`;
}

function filters(query: SearchQuery): SQL[] {
  const where: SQL[] = [];
  if (query.inStock !== undefined) where.push(sql`${products.inStock} = ${query.inStock}`);
  if (query.category) where.push(sql`${products.category} = ${query.category}`);
  if (query.filters) where.push(...filterConditions(query.filters)); // the catalogue's facets
  return where;
}

/** Fuzzy candidates read at most: a typo of a common word stops here, unsorted (decision 0045). */
export const FUZZY_CANDIDATES = 200;

/** The ranked matches from `offset`, at most `limit`, each with the query's count (up to the cap + 1):
 * words as typed (exact or a word's start) first; typos only when that finds nothing. */
async function ranked(db: Db, words: QueryWord[], query: SearchQuery, offset: number, limit: number) {
  const rows = await select<Ranked>(db, rankedQuery(words, query, offset, limit, false));
  if (rows.length || offset || !words.some((w) => w.typos)) return rows;
  return select<Ranked>(db, rankedQuery(words, query, offset, limit, true));
}

/** The search's query (exported for the benchmark's EXPLAIN). As typed: each
 * word's start through the trigram index, exact when followed by a space.
 * Fuzzy: trigram candidates, each word's tier computed by levenshtein_less_equal. */
export function rankedQuery(words: QueryWord[], query: SearchQuery, offset: number, limit: number, fuzzy: boolean) {
  const names = words.map((_, i) => sql.raw(`t${i}`));
  const asTyped = (w: QueryWord) =>
    sql`case when ${products.searchDoc} like ${`% ${escapeLike(w.word)} %`} then ${sql.raw(String(TIER.exact))} else ${sql.raw(String(TIER.prefix))} end`;
  const tiers = words.map((w, i) => sql`${fuzzy ? tier(w) : asTyped(w)} as ${names[i]}`);
  const conditions = [...words.map((w) => (fuzzy ? candidate(w) : start(w))), ...filters(query)];
  const cap = fuzzy ? FUZZY_CANDIDATES : SEARCH_CANDIDATES + 1;
  return sql`
    with found as materialized (
      select id, search_doc, in_stock, name_folded from ${products}
      where ${sql.join(conditions, sql` and `)}
    
    ), candidates as (
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
        row_number() over (order by greatest(${sql.join(names, sql`, `)}), ${sql.join(names, sql` + `)}, in_stock desc, length(search_doc), name_folded, id) as place
      from matched order by place offset ${offset} limit ${limit}
    )
    select r.id, p.name, p.category, p.in_stock, r.worst, r.total
    from ranked r join ${products} p using (id) order by r.place`;
}

/** A page of the products matching a search, best first; `page` counts from 1. */
export async function searchProducts(db: Db, query: SearchQuery, page: number, limit: number): Promise<SearchPage> {
  const words = queryWords(query.search);
  if (!words.length) return { items: [], total: 0, totalCapped: false, didYouMean: null };
  const rows = await ranked(db, words, query, (page - 1) * limit, limit);
  const count = Number(rows[0]?.total ?? 0);
  const top = rows[0];
  return {
    items: await productsByIds(
      db,
      rows.map((row) => row.id),
    ), // the catalogue's own reading of a product
    total: Math.min(count, SEARCH_CANDIDATES),
    totalCapped: count > SEARCH_CANDIDATES,
    didYouMean: page === 1 && top && Number(top.worst) === TIER.fuzzy ? correctedQuery(query.search, top.name) : null,
  };
}

export type Suggestion = { _id: string; name: string; category: string; inStock: boolean };

/** Up to 6 products for the header's suggestions, in stock first. */
export async function suggestProducts(db: Db, search: string): Promise<Suggestion[]> {
  const words = queryWords(search);
  if (search.trim().length < SEARCH_LIMITS.suggestMin || !words.length) return [];
  const rows = await ranked(db, words, { search }, 0, SEARCH_LIMITS.suggestions);
  return rows.map((row) => ({ _id: row.id, name: row.name, category: row.category, inStock: row.in_stock }));
}

/** Rebuilds the search documents written under older rules (or none, as
 * rows restored from an older backup), a batch at a time; returns how many. */
export async function refreshSearchDocs(db: Db, batch = 500): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await select<{ id: string; name: string }>(
      db,
      sql`select id, name from ${products} where search_version <> ${SEARCH_RULES_VERSION} limit ${batch}`,
    );
    if (!rows.length) return done;
    const docs = JSON.stringify(rows.map((row) => ({ id: row.id, doc: searchColumns(row).searchDoc })));
    await db.execute(sql`
      update ${products} p set search_doc = u.doc, search_version = ${SEARCH_RULES_VERSION}
      from jsonb_to_recordset(${docs}::jsonb) as u(id uuid, doc text) where p.id = u.id`);
    done += rows.length;
  }
}

/** Rows of a raw query (the Db type leaves node-postgres's result shape unknown). */
async function select<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
