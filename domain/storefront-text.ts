/** The storefront's words as they were read before issue 36: Azerbaijani, for code that is not a
 * storefront page (pages read both languages through useText(), docs/i18n.md). The words are in
 * domain/i18n/az/storefront-text.ts and domain/i18n/ru/storefront-text.ts. */
import * as az from './i18n/az/storefront-text.ts';
import { azText } from './i18n/az-text.ts';

export const NAV = azText('NAV', az.NAV);
export const UI = azText('UI', az.UI);
export const CONTACT_BUTTONS = azText('CONTACT_BUTTONS', az.CONTACT_BUTTONS);

export { POLICY_LINKS } from './site.ts';
