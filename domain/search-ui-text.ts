/** The search's words on the page: the header's suggestions and "did you
 * mean" on the results (the matching rules are in search-text.ts). */
export const SEARCH_UI = {
  didYouMean: 'Bəlkə bunu axtarırdınız:',
  suggestions: 'Axtarış təklifləri',
  suggestionsCount: (n: number) =>
    n ? `${n} təklif var; seçmək üçün yuxarı və aşağı oxlardan istifadə edin.` : 'Təklif yoxdur.',
  outOfStock: 'Stokda yoxdur',
} as const;
