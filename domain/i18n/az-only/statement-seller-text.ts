/** The statement's words in the seller panel and the API (Azerbaijani only, decision 0153); the
 * PDF's own words are STATEMENT_TEXT, in both languages (statement-text.ts). */
export const STATEMENT_SELLER = {
  title: 'Hesab çıxarışı (PDF)',
  from: 'Başlanğıc',
  to: 'Son',
  download: 'Hesab çıxarışını yükləyin (PDF)',
  badLang: 'Dil az və ya ru olmalıdır.',
} as const;
