/** The refusals a schema gives and the API answers too: one text each, read by
 * schemas.ts (which the browser's forms import) and spread into MSG (messages.ts). */
export const VALIDATION_MSG = {
  invalidInput: 'Göndərilən məlumat düzgün deyil.',
  cartEmpty: 'Səbətiniz boşdur.',
} as const;
