/** The substances the header suggests (decision 0056): those of some product
 * whose name's words all start as the query's words do (or, when none does,
 * are close to them), through substances_search_doc_trgm. */
import { sql, type SQL } from 'drizzle-orm';
import { queryWords, type QueryWord } from '../../../domain/search/search-spelling.ts';
import { escapeLike } from '../../../domain/search/search-folding.ts';
import type { Db } from '../../db/client.ts';
import { productSubstances, substances } from '../../db/schema.ts';

/** At most this many substances lead the suggestions; products fill the rest of the 6. */
export const SUBSTANCE_SUGGESTIONS = 2;

/** `key`: the substance filter's value (its folded name); `name` as written. */
export type SubstanceSuggestion = { key: string; name: string };

const typed = (w: QueryWord) => sql`${substances.searchDoc} like ${`% ${escapeLike(w.word)}%`}`;
const close = (w: QueryWord) => (w.typos ? sql`${w.word} <% ${substances.searchDoc}` : typed(w));

async function find(db: Db, where: SQL[]): Promise<SubstanceSuggestion[]> {
  const { rows } = (await db.execute(sql`
    select ${substances.nameFolded} as key, ${substances.name} as name from ${substances}
    where ${sql.join(where, sql` and `)}
      and exists (select 1 from ${productSubstances} ps where ps.substance_id = ${substances.id})
    order by length(${substances.nameFolded}), ${substances.nameFolded} limit ${SUBSTANCE_SUGGESTIONS}`)) as unknown as {
    rows: SubstanceSuggestion[];
  };
  return rows;
}

export async function suggestSubstances(db: Db, search: string): Promise<SubstanceSuggestion[]> {
  const words = queryWords(search);
  if (!words.length) return [];
  const found = await find(db, words.map(typed));
  return found.length || !words.some((w) => w.typos) ? found : find(db, words.map(close));
}
