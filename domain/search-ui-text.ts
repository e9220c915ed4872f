/** The search's words on the page: the header's suggestions and "did you
 * mean" on the results (the matching rules are in search-text.ts). */
/** Suggestions start at this many letters: one letter names half the shop. */
export const SUGGEST_MIN_CHARS = 2;

export const SEARCH_UI = {
  didYouMean: 'Bəlkə bunu axtarırdınız:',
  suggestions: 'Axtarış təklifləri',
  suggestionsCount: (n: number) =>
    n ? `${n} təklif var; seçmək üçün yuxarı və aşağı oxlardan istifadə edin.` : 'Təklif yoxdur.',
  outOfStock: 'Stokda yoxdur',
  /** before a substance's name in the suggestions */
  substance: 'Təsir edən maddə',
} as const;
