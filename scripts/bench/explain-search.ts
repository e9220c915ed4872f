/** EXPLAIN (ANALYZE) of the search's query (server/services/search.ts) as the
 * storefront sends it, for searches of each kind: the trigram index
 * products_search_doc_trgm, or the (in_stock, created_at) index for a word
 * so common that the newest 1 000 matches come first. */
import type pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryWords } from '../../domain/search-text.ts';
import { rankedQuery } from '../../server/services/search.ts';

/** Each search with the step the service takes for it (the typo step only after "as typed" found nothing). */
const PLANNED: [string, boolean][] = [
  ['vitamin', false],
  ['fenbendazole', false],
  ['levamizl', true],
  ['хлоргексидин', true],
  ['toltrazurl suspenziya', true],
  ['№4242', false],
  ['a', false],
  ['ivermektinsuspenziya'.repeat(10), false],
];

export async function explainSearches(pool: pg.Pool): Promise<void> {
  const dialect = new PgDialect();
  for (const [search, fuzzy] of PLANNED) {
    const query = dialect.sqlToQuery(rankedQuery(queryWords(search), { search, inStock: true }, 0, 24, fuzzy));
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing on, summary on) ${query.sql}`,
      query.params,
    );
    console.log(`  search ${JSON.stringify(search.slice(0, 24))}, ${fuzzy ? 'the typo step' : 'as typed'}:`);
    for (const line of rows.map((r) => r['QUERY PLAN']).filter((l) => !/^\s*(Planning Time|Buffers)/.test(l)))
      console.log(`      ${line}`);
  }
}
