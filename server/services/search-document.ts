/** What the search reads of a product, in one place: the columns every
 * write of a product sets (catalog.ts, the demo seed, the benchmark's
 * generator) and the rebuild at start after a rule change. Today the name;
 * the catalogue's active substances, manufacturer and codes join `parts`
 * here (docs/decisions/0045). */
import { SEARCH_RULES_VERSION, searchDocument } from '../../domain/search-text.ts';

export type SearchedFields = { name: string };

export function searchColumns(fields: SearchedFields): { searchDoc: string; searchVersion: number } {
  return { searchDoc: searchDocument([fields.name]), searchVersion: SEARCH_RULES_VERSION };
}
