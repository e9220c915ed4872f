/** Which products a search matches, as SQL over `products.search_doc`
 * (docs/decisions/0045, 0056): one place for the storefront's ranked search,
 * its facet counts and the seller's product list, so the three agree.
 * A search is answered in one of three steps, the first that finds anything:
 * the whole query as a code (SKU, barcode), the words as typed, the words
 * with typos forgiven. */
import { and, or, sql, type SQL } from 'drizzle-orm';
import { DOC_SEPARATOR, queryCode, queryWords, type QueryWord } from '../../domain/search-text.ts';
import { escapeLike } from '../../domain/search-folding.ts';
import { products } from '../db/schema.ts';

export type SearchStep = 'code' | 'typed' | 'fuzzy';

/** How a document word matches a query word, best first (lower ranks first). */
export const TIER = { exact: 0, prefix: 1, other: 2, fuzzy: 3, fuzzyOther: 4 } as const;

const n = (value: number) => sql.raw(String(value)); // small constants, written into the plan

/** The words a step searches: the code as one exact word, or the query's words. */
export function stepWords(search: string, step: SearchStep): QueryWord[] {
  if (step !== 'code') return queryWords(search);
  const code = queryCode(search);
  return code ? [{ word: code, typos: 0 }] : [];
}

/** The steps worth trying for a query, in order. */
export function searchSteps(search: string): SearchStep[] {
  const words = queryWords(search);
  return [
    ...(queryCode(search) ? (['code'] as const) : []),
    ...(words.length ? (['typed'] as const) : []),
    ...(words.some((w) => w.typos) ? (['fuzzy'] as const) : []),
  ];
}

const isCode = (w: QueryWord) => w.word.startsWith('#');

/** A word's start anywhere in the document (a code only whole), through products_search_doc_trgm. */
export function start(w: QueryWord): SQL {
  return sql`${products.searchDoc} like ${`% ${escapeLike(w.word)}${isCode(w) ? ' ' : ''}%`}`;
}

/** The indexed condition that finds a word's candidates in the typo step:
 * `<%` alone (a word as typed scores 1 too): an OR beside it made the planner read the whole table. */
export function candidate(w: QueryWord): SQL {
  return w.typos ? sql`${w.word} <% ${products.searchDoc}` : start(w);
}

const namePart = sql`split_part(${products.searchDoc}, ${DOC_SEPARATOR}, 1)`;

/** The word's tier as typed: a code or an exact name word 0, a name word's start 1, another field's word 2. */
export function typedTier(w: QueryWord): SQL {
  if (isCode(w)) return n(TIER.exact);
  const word = escapeLike(w.word);
  return sql`case when ${namePart} like ${`% ${word} %`} then ${n(TIER.exact)}
    when ${namePart} like ${`% ${word}%`} then ${n(TIER.prefix)} else ${n(TIER.other)} end`;
}

/** The word's tier with typos forgiven (null when it does not match): as typed,
 * or within its typo budget of a document word or that word's start (levenshtein),
 * a name's word (before the `|`) before another field's; codes are skipped.
 * One pass over the document's words. */
export function fuzzyTier({ word, typos }: QueryWord): SQL {
  const fuzzy = (tier: number) =>
    typos
      ? sql`when levenshtein_less_equal(x, ${word}, ${n(typos)}) <= ${n(typos)}
            or levenshtein_less_equal(left(x, ${n(word.length)}), ${word}, ${n(typos)}) <= ${n(typos)} then ${n(tier)}`
      : sql``;
  return sql`(select min(case
      when i < s then case when x = ${word} then ${n(TIER.exact)} when starts_with(x, ${word}) then ${n(TIER.prefix)}
        ${fuzzy(TIER.fuzzy)} end
      when starts_with(x, ${word}) then ${n(TIER.other)} when starts_with(x, '#') then null ${fuzzy(TIER.fuzzyOther)} end)
    from (select string_to_array(btrim(${products.searchDoc}), ' ') as a) d,
      coalesce(array_position(d.a, ${DOC_SEPARATOR}), 32767) as s, unnest(d.a) with ordinality as u(x, i))`;
}

/** The WHERE condition of a step: what its results are, before the candidate cap. */
export function stepCondition(search: string, step: SearchStep): SQL | undefined {
  const words = stepWords(search, step);
  if (!words.length) return sql`false`;
  if (step !== 'fuzzy') return and(...words.map(start));
  return and(...words.map((w) => sql`(${candidate(w)} and ${fuzzyTier(w)} is not null)`));
}

/** The seller's list: a whole code, or every word as typed (no ranking there: newest first). */
export function listCondition(search: string): SQL | undefined {
  return or(stepCondition(search, 'code'), stepCondition(search, 'typed'));
}
