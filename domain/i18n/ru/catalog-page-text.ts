import type { CATALOG_UI as AZ } from '../az/catalog-page-text.ts';
import type { Shape } from '../catalogue.ts';

export const CATALOG_UI = {
  allProducts: 'Все товары',
  searchResults: 'Результаты поиска по запросу «{0}»',
  noResultsHint:
    'По запросу «{0}» ничего не найдено. Проверьте написание или введите часть слова: «иверм» вместо «ивермектин». Можно также посмотреть категории.',
  noResultsCall: 'Не нашли нужный препарат? Позвоните нам:',
  viewAllProducts: 'Смотреть весь каталог',
} as const satisfies Shape<typeof AZ>;
