/** Остатки на складе, которые клиент видит в корзине. */
import type * as AZ from '../az/stock-text.ts';
import type { Shape } from '../catalogue.ts';

export const STOCK_TEXT = {
  cartTooMany: 'На складе всего {0} шт.: уменьшите количество.',
} as const satisfies Shape<typeof AZ.STOCK_TEXT>;
