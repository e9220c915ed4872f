/** The suggestions' query (`/search/suggest?q=`): text without control
 * characters, trimmed and cut as the results page cuts it. */
import { z } from 'zod';
import { safeString } from '../shared/schemas.ts';
import { SEARCH_LIMITS } from './search-spelling.ts';

export const SEARCH_QUERY_MESSAGE = 'Axtarış sözü mətn olmalıdır.';

export const suggestQuerySchema = z.object({
  q: safeString({ error: SEARCH_QUERY_MESSAGE }).transform((v) => v.trim().slice(0, SEARCH_LIMITS.chars)),
});
