/** The statement's words in the seller panel and the API (Azerbaijani, decision 0100); the PDF's
 * own words are in the catalogues (domain/i18n/az|ru/statement-text.ts). */
export const STATEMENT_SELLER = {
  title: 'Hesab çıxarışı (PDF)',
  from: 'Başlanğıc',
  to: 'Son',
  download: 'Hesab çıxarışını yükləyin (PDF)',
  badLang: 'Dil az və ya ru olmalıdır.',
} as const;
