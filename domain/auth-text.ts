/** AUTH_UI in Azerbaijani for code that is not a storefront page; the words are in
 * domain/i18n/az/auth-text.ts and domain/i18n/ru/auth-text.ts (docs/i18n.md). */
import * as az from './i18n/az/auth-text.ts';
import { azText } from './i18n/az-text.ts';

export const AUTH_UI = azText('AUTH_UI', az.AUTH_UI);
