/** PAGE_MSG in Azerbaijani for code that is not a storefront page; the words are in
 * domain/i18n/az/messages-page.ts and domain/i18n/ru/messages-page.ts (docs/i18n.md). */
import * as az from '../i18n/az/messages-page.ts';
import { azText } from '../i18n/az-text.ts';

export const PAGE_MSG = azText('PAGE_MSG', az.PAGE_MSG);
