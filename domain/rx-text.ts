/** RX_MESSAGES and RX_TEXT in Azerbaijani for code that is not a storefront page; the words are
 * in domain/i18n/az/rx-text.ts and domain/i18n/ru/rx-text.ts (docs/i18n.md). */
import * as az from './i18n/az/rx-text.ts';
import { azText } from './i18n/az-text.ts';

export const RX_MESSAGES = azText('RX_MESSAGES', az.RX_MESSAGES);
export const RX_TEXT = azText('RX_TEXT', az.RX_TEXT);
export { prescriptionProblemFields, type PrescriptionField } from './rx-fields.ts';
