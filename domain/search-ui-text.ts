/** SEARCH_UI in Azerbaijani for code that is not a storefront page; the words are in
 * domain/i18n/az/search-ui-text.ts and domain/i18n/ru/search-ui-text.ts (docs/i18n.md). */
import * as az from './i18n/az/search-ui-text.ts';
import { azText } from './i18n/az-text.ts';

export { SUGGEST_MIN_CHARS } from './limits.ts';

export const SEARCH_UI = azText('SEARCH_UI', az.SEARCH_UI);
