/** Ссылки по страницам под списком. */
import type * as AZ from '../az/paging-text.ts';
import type { Shape } from '../catalogue.ts';

export const PAGING = {
  nav: 'Страницы',
  previous: 'Назад',
  next: 'Далее',
  first: 'Первая страница',
  total: 'Всего: {0}',
} as const satisfies Shape<typeof AZ.PAGING>;
