/** PAYMENT_UI in Azerbaijani for the API's refusals, e-mails and the seller panel; the words are in
 * domain/i18n/az/payment-text.ts and domain/i18n/ru/payment-text.ts (docs/i18n.md). */
import * as az from '../i18n/az/payment-text.ts';
import { azText } from '../i18n/az-text.ts';

export const PAYMENT_UI = azText('PAYMENT_UI', az.PAYMENT_UI);
