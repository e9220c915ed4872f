import type { SEARCH_UI as AZ } from '../az/search-ui-text.ts';
import type { Shape } from '../catalogue.ts';

export const SEARCH_UI = {
  didYouMean: 'Возможно, вы искали:',
  suggestions: 'Подсказки поиска',
  suggestionsCount:
    '{0, plural, =0 {Подсказок нет.} one {# подсказка; выберите её стрелками вверх и вниз.} few {# подсказки; выбирайте стрелками вверх и вниз.} many {# подсказок; выбирайте стрелками вверх и вниз.} other {# подсказки; выбирайте стрелками вверх и вниз.}}',
  outOfStock: 'Нет в наличии',
  substance: 'Действующее вещество',
} as const satisfies Shape<typeof AZ>;
