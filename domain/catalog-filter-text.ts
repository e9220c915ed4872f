/** FILTER_TEXT in Azerbaijani for code that is not a storefront page; the words are in
 * domain/i18n/az/catalog-filter-text.ts and domain/i18n/ru/catalog-filter-text.ts (docs/i18n.md). */
import * as az from './i18n/az/catalog-filter-text.ts';
import { azText } from './i18n/az-text.ts';

export const FILTER_TEXT = azText('FILTER_TEXT', az.FILTER_TEXT);
