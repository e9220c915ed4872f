/** The six categories' names as shown (domain/catalog/categories.ts keeps their stored paths). */
import { CATEGORIES, type CategoryPath } from '../../catalog/categories.ts';

export const CATEGORY_NAMES = Object.fromEntries(CATEGORIES.map((c) => [c.path, c.text])) as {
  readonly [P in CategoryPath]: string;
};
