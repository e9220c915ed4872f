/** Оптовая цена и правила количества, как их видит оптовый покупатель (issue 33). */
import type * as AZ from '../az/trade-price-text.ts';
import type { Shape } from '../catalogue.ts';

export const TRADE_PRICE_UI = {
  breakLine: 'от {0} шт. — {1}',
  yourPrice: 'Ваша цена',
  retailPrice: 'Розничная цена',
  breaksTitle: 'Скидки за объём',
  minimumNote: 'Минимальный заказ: {0} шт.',
  incrementNote: 'Продаётся упаковкой по {0} шт.',
  maximumNote: 'Не более {0} шт. в одном заказе',
} as const satisfies Shape<typeof AZ.TRADE_PRICE_UI>;

export const TRADE_QUANTITY_MSG = {
  notWhole: 'Количество должно быть целым числом.',
  belowMinimum: '«{0}» заказывается от {1} шт.',
  notIncrement: '«{0}» продаётся упаковкой по {1} шт.: количество должно быть кратно {1} ({1}, {2}, {3} …).',
  aboveMaximum: '«{0}» — не более {1} шт. в одном заказе.',
} as const satisfies Shape<typeof AZ.TRADE_QUANTITY_MSG>;

export const TRADE_RX_MSG = {
  licenceExpired:
    'Срок действия ветеринарной лицензии вашей компании истёк {0}, поэтому на рецептурный препарат нужен рецепт. Пришлите нам обновлённую лицензию.',
  noLicence: 'Лицензия вашей компании не зарегистрирована, поэтому на рецептурный препарат нужен рецепт.',
} as const satisfies Shape<typeof AZ.TRADE_RX_MSG>;
