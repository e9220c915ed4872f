/** The paging links under a list (docs/architecture.md §Paging); {0}: the count, formatted. */
export const PAGING = {
  nav: 'Səhifələr',
  previous: 'Əvvəlki',
  next: 'Növbəti',
  first: 'İlk səhifə',
  total: 'Cəmi: {0}',
} as const;
