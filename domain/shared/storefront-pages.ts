/** The storefront's page texts in Azerbaijani for code that is not a storefront page; the words
 * are in domain/i18n/az/storefront-pages.ts and domain/i18n/ru/storefront-pages.ts (docs/i18n.md). */
import * as az from '../i18n/az/storefront-pages.ts';
import { azText } from '../i18n/az-text.ts';
import { pageTitle } from './page-title.ts';

export { pageTitle };
export const PAGE = azText('PAGE', az.PAGE);
export const TESTIMONIALS = azText('TESTIMONIALS', az.TESTIMONIALS);
