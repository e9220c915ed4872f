import type { POLICY_TEXT as AZ } from '../az/policy-text.ts';
import type { Shape } from '../catalogue.ts';
import { UI } from './storefront-text.ts';

export const POLICY_TEXT = {
  terms: {
    title: UI.termsLink,
    description: 'Продавец, цены, доставка, оплата, этапы оформления заказа и исправление ошибок.',
    seller: 'Продавец',
    zones: 'Зоны доставки и стоимость',
    minOrder: 'Минимальная сумма заказа: {0}.',
    zoneColumns: ['Зона', 'Стоимость', 'Бесплатно', 'Срок', 'Оплата'],
    never: '—',
    from: 'от {0}',
  },
  returns: {
    title: UI.returnsLink,
    description: 'Правила возврата и обмена товара и отказа от заказа.',
  },
} as const satisfies Shape<typeof AZ>;
