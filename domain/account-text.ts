/** ACCOUNT in Azerbaijani for code that is not a storefront page; the words are in
 * domain/i18n/az/account-text.ts and domain/i18n/ru/account-text.ts (docs/i18n.md). */
import * as az from './i18n/az/account-text.ts';
import { azText } from './i18n/az-text.ts';

export const ACCOUNT = azText('ACCOUNT', az.ACCOUNT);
