/** EXPLAIN (ANALYZE) of the search's query (server/services/search/search.ts) as the
 * storefront sends it, for searches of each kind: the index of the words'
 * starts products_search_prefixes (decision 0068), the typo step's look-ups
 * in the vocabulary search_words before it. */
import type pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ean13 } from '../../domain/vet/vet.ts';
import { rankedQuery } from '../../server/services/search/search.ts';
import { stepWords, type SearchStep } from '../../server/services/search/search-match.ts';

/** Each search with the step the service takes for it (search-match.ts: a
 * code first, the typo step only after "as typed" found nothing). */
const PLANNED: [string, SearchStep][] = [
  ['vitamin', 'typed'],
  ['bendazol', 'typed'],
  ['fenbendazole', 'typed'],
  ['oxytetracycline', 'typed'],
  ['левамизол', 'typed'],
  ['levamizl', 'fuzzy'],
  ['хлоргексидин', 'fuzzy'],
  ['toltrazurl suspenziya', 'fuzzy'],
  ['BN-4242', 'code'],
  [ean13('476000077777'), 'code'],
  ['qoyun suspenziya', 'typed'],
  ['a', 'typed'],
  ['ivermektinsuspenziya'.repeat(10), 'typed'],
];

export async function explainSearches(pool: pg.Pool): Promise<void> {
  const dialect = new PgDialect();
  for (const [search, step] of PLANNED) {
    const words = stepWords(search, step);
    const query = dialect.sqlToQuery(rankedQuery(words, { search, inStock: true }, 0, 24, step === 'fuzzy'));
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing on, summary on) ${query.sql}`,
      query.params,
    );
    console.log(`  search ${JSON.stringify(search.slice(0, 24))}, step ${step}:`);
    for (const line of rows.map((r) => r['QUERY PLAN']).filter((l) => !/^\s*(Planning Time|Buffers)/.test(l)))
      console.log(`      ${line}`);
  }
}
