/** The refusals a schema gives and the API answers too: one text each, read by
 * schemas.ts (which the browser's forms import) and spread into MSG (messages.ts). */
import { FORM_MSG } from '../i18n/az/form-messages.ts';

export const VALIDATION_MSG = {
  invalidInput: FORM_MSG.invalidInput,
  cartEmpty: FORM_MSG.cartEmpty,
} as const;
