/** Which products a search matches, as SQL over `products.search_doc`
 * (docs/decisions/0045, 0056): one place for the storefront's ranked search,
 * its facet counts and the seller's product list, so the three agree.
 * A search is answered in one of three steps, the first that finds anything:
 * the whole query as a code (SKU, barcode), the words as typed, the words
 * with typos forgiven. */
import { and, or, sql, type SQL } from 'drizzle-orm';
import {
  DOC_SEPARATOR,
  SEARCH_LIMITS,
  matchesInside,
  queryCode,
  queryWords,
  type QueryWord,
} from '../../../domain/search/search-spelling.ts';
import { escapeLike } from '../../../domain/search/search-folding.ts';
import { products, searchWords } from '../../db/schema.ts';

export type SearchStep = 'code' | 'typed' | 'fuzzy';

/** How a document word matches a query word, best first (lower ranks first): a name's word,
 * its start, another field's word or start, inside a name's word (decision 0086), with a typo. */
export const TIER = { exact: 0, prefix: 1, other: 2, inside: 3, fuzzy: 4, fuzzyOther: 5 } as const;

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

/** The starts of the document's words (codes only whole, at most 32 letters:
 * SEARCH_LIMITS.wordChars), as the GIN index products_search_prefixes holds
 * them (migration search-words, decision 0068): a word's start is one key. */
const prefixes = sql`search_prefixes(${products.searchDoc})`;

/** What a word's start is in the document's text: a space, the word (a code and a space). */
const startText = (w: QueryWord) => ` ${w.word}${isCode(w) ? ' ' : ''}`;

/** The same test as a LIKE: the tiers', and the seller's list's (below). */
const startLike = (w: QueryWord) => sql`${products.searchDoc} like ${`%${escapeLike(startText(w))}%`}`;

/** A word's start anywhere in the document (a code only whole): a key of the
 * index. The text test beside it is what a plan that reads rows without the
 * index computes first (the function is declared costly, and is: ~0.1 ms a
 * row), and no index serves it, so the planner never ANDs in the trigram index. */
export function start(w: QueryWord): SQL {
  return sql`(strpos(${products.searchDoc}, ${startText(w)}) > 0 and ${prefixes} @> array[${w.word}]::text[])`;
}

/** The word inside a name's word (issue 32, decision 0086): a substring of the folded name as
 * typed (not of the canonical words, whose spelling rules make "sil" of "damcıları"), served by
 * the trigram index products_name_folded_trgm. Only for words `matchesInside` allows (3+ letters). */
export function inside(w: QueryWord): SQL {
  return sql`${products.nameFolded} like ${`%${escapeLike(w.folded ?? w.word)}%`}`;
}

/** The typed step's test of a word: its start anywhere (a code only whole), or inside a name's word. */
export function typedMatch(w: QueryWord): SQL {
  return matchesInside(w) ? sql`(${start(w)} or ${inside(w)})` : start(w);
}

/** Can a word of the query match inside a name's word? (Then the typed step reads a second branch.) */
export const anyInside = (words: QueryWord[]) => words.some(matchesInside);

const namePart = sql`split_part(${products.searchDoc}, ${DOC_SEPARATOR}, 1)`;

/** Every word starts a document word: the rows the typed step reads first. As text, so it is
 * cheap on rows the inside branch already found through its own index. */
export const allStart = (words: QueryWord[]) =>
  sql.join(
    words.map((w) => sql`strpos(${products.searchDoc}, ${startText(w)}) > 0`),
    sql` and `,
  );

/** The typed step's second branch (decision 0086): rows where every word starts a document word
 * or is inside the name, and one at least only inside. Each word is its own index test, so a word
 * that matches nowhere ends the scan at once ("toltrazurl suspenziya": one rare word beside a
 * common one): its start as the LIKE of the document's trigram index, or inside the name by the
 * name's. Not the starts' key: its costly function (decision 0068) in the recheck made the planner
 * run this branch in parallel workers, 140 ms for 1 001 rows at load 18 against 26 without. */
export function insideOnly(words: QueryWord[]): SQL {
  const each = words.map((w) => (matchesInside(w) ? sql`(${startLike(w)} or ${inside(w)})` : start(w)));
  return sql`${sql.join(each, sql` and `)} and not (${allStart(words)})`;
}

/** The spellings a word with a typo budget is searched by in the typo step
 * (decision 0068), read from the vocabulary `search_words`, not from the
 * products: the word as typed when a vocabulary word starts with it, and each
 * vocabulary word within the budget of it or of its start. An uncorrelated
 * array: PostgreSQL computes it once a query (an InitPlan); the products
 * having one are then found as typed words are, by the index's keys. */
function typoSpellings({ word, typos }: QueryWord): SQL {
  const k = n(typos);
  return sql`array(select distinct case when starts_with(v.word, ${word}) then ${word}
      else left(v.word, ${n(SEARCH_LIMITS.wordChars)}) end
    from ${searchWords} v where ${word} <% v.word and (starts_with(v.word, ${word})
      or levenshtein_less_equal(v.word, ${word}, ${k}) <= ${k}
      or levenshtein_less_equal(left(v.word, ${n(word.length)}), ${word}, ${k}) <= ${k}))`;
}

/** The spellings as LIKE patterns of a word's start (vocabulary words have only letters and digits). */
const typoPatterns = (w: QueryWord) => sql`array(select '% ' || s || '%' from unnest(${typoSpellings(w)}) s)`;

/** The condition a word sets in the typo step: one of its spellings starts a document word. */
export function candidate(w: QueryWord): SQL {
  return w.typos ? sql`${prefixes} && ${typoSpellings(w)}` : start(w);
}

/** The word's tier as typed: a code or an exact name word 0, a name word's start 1, another
 * field's word 2, inside a name's word 3. */
export function typedTier(w: QueryWord): SQL {
  if (isCode(w)) return n(TIER.exact);
  const word = escapeLike(w.word);
  const other = matchesInside(w)
    ? sql`when strpos(${products.searchDoc}, ${startText(w)}) > 0 then ${n(TIER.other)} else ${n(TIER.inside)}`
    : sql`else ${n(TIER.other)}`;
  return sql`case when ${namePart} like ${`% ${word} %`} then ${n(TIER.exact)}
    when ${namePart} like ${`% ${word}%`} then ${n(TIER.prefix)} ${other} end`;
}

/** The word's tier in the typo step, for a row its candidate() matched: as
 * typed when it is, else a name's word within the budget (3) or another
 * field's (4). */
export function fuzzyTier(w: QueryWord): SQL {
  if (!w.typos) return typedTier(w);
  return sql`case when ${startLike(w)} then ${typedTier(w)}
    when ${namePart} like any (${typoPatterns(w)}) then ${n(TIER.fuzzy)} else ${n(TIER.fuzzyOther)} end`;
}

/** The WHERE condition of a step: what its results are, before the candidate cap. */
export function stepCondition(search: string, step: SearchStep): SQL | undefined {
  const words = stepWords(search, step);
  if (!words.length) return sql`false`;
  return and(...words.map(step === 'fuzzy' ? candidate : step === 'typed' ? typedMatch : start));
}

/** The seller's list: a whole code, or every word as typed (no ranking there: newest first).
 * The same test as LIKEs, served by the trigram index products_search_doc_trgm:
 * a newest-first page of a common word reads a few dozen rows in date order,
 * which needs a cheap test per row and the LIKE's true share (decision 0068). */
export function listCondition(search: string): SQL | undefined {
  const like = (step: SearchStep) => {
    const words = stepWords(search, step);
    const match = (w: QueryWord) =>
      step === 'typed' && matchesInside(w) ? or(startLike(w), inside(w))! : startLike(w);
    return words.length ? and(...words.map(match)) : sql`false`;
  };
  return or(like('code'), like('typed'));
}
