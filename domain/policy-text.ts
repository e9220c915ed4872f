/** POLICY_TEXT in Azerbaijani for code that is not a storefront page; the words are in
 * domain/i18n/az/policy-text.ts and domain/i18n/ru/policy-text.ts (docs/i18n.md). */
import * as az from './i18n/az/policy-text.ts';
import { azText } from './i18n/az-text.ts';

export const POLICY_TEXT = azText('POLICY_TEXT', az.POLICY_TEXT);
