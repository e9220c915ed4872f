/** The seller panel's words for content in two languages (issue 36): Azerbaijani, as the panel is. */
export const CONTENT_SELLER_TEXT = {
  az: 'Azərbaycanca',
  ru: 'Rusca (istəyə görə)',
  ruHint: 'Boş qalsa, rus səhifəsində azərbaycanca mətn göstərilir.',
  /** The Russian fields' labels: none holds its Azerbaijani twin's label, so each field is found by its own. */
  nameRu: 'Rusca ad',
  descriptionRu: 'Rusca mətn',
  titleRu: 'Rusca sərlövhə',
  termsRu: 'Rusca mətn (/ru/sertler)',
  returnsRu: 'Rusca mətn (/ru/qaytarma)',
  zoneNameRu: 'Zonanın rusca adı',
} as const;
