/** CATALOG_UI in Azerbaijani for code that is not a storefront page; the words are in
 * domain/i18n/az/catalog-page-text.ts and domain/i18n/ru/catalog-page-text.ts (docs/i18n.md). */
import * as az from './i18n/az/catalog-page-text.ts';
import { azText } from './i18n/az-text.ts';

export const CATALOG_UI = azText('CATALOG_UI', az.CATALOG_UI);
