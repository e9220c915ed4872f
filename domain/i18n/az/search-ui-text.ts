/** The search's words on the page: the header's suggestions and "did you mean". */
export const SEARCH_UI = {
  didYouMean: 'Bəlkə bunu axtarırdınız:',
  suggestions: 'Axtarış təklifləri',
  suggestionsCount:
    '{0, plural, =0 {Təklif yoxdur.} other {# təklif var; seçmək üçün yuxarı və aşağı oxlardan istifadə edin.}}',
  outOfStock: 'Stokda yoxdur',
  /** before a substance's name in the suggestions */
  substance: 'Təsir edən maddə',
} as const;
