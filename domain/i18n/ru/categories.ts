import type { CATEGORY_NAMES as AZ } from '../az/categories.ts';
import type { Shape } from '../catalogue.ts';

export const CATEGORY_NAMES = {
  Həblər: 'Таблетки',
  Inyeksiyalar: 'Инъекции',
  Suspeziyalar: 'Суспензии',
  'Toz məhsullar': 'Порошки',
  'Maye məhsullar': 'Растворы и жидкости',
  Digər: 'Прочее',
} as const satisfies Shape<typeof AZ>;
