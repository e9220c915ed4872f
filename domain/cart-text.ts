/** CART_UI in Azerbaijani for code that is not a storefront page; the words are in
 * domain/i18n/az/cart-text.ts and domain/i18n/ru/cart-text.ts (docs/i18n.md). */
import * as az from './i18n/az/cart-text.ts';
import { azText } from './i18n/az-text.ts';

export const CART_UI = azText('CART_UI', az.CART_UI);
