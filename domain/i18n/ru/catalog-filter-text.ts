import type { FILTER_TEXT as AZ } from '../az/catalog-filter-text.ts';
import type { Shape } from '../catalogue.ts';

export const FILTER_TEXT = {
  title: 'Фильтры',
  open: 'Фильтры',
  apply: 'Применить',
  clear: 'Сбросить фильтры',
  species: 'Вид животного',
  substances: 'Действующее вещество',
  manufacturers: 'Производитель',
  prescription: 'Рецепт',
  noWithdrawal: 'Срок ожидания',
  rx: 'Отпускается по рецепту',
  otc: 'Без рецепта',
  meat: 'Без срока ожидания по мясу',
  milk: 'Без срока ожидания по молоку',
  empty: 'Нет товаров, подходящих под эти фильтры.',
  removeHint: 'Снимите один из фильтров:',
  more: 'Ещё',
  remove: 'Снять фильтр «{0}»',
} as const satisfies Shape<typeof AZ>;
