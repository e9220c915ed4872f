/** Доставка и оплата: корзина, оформление, страницы заказа, письма клиенту (docs/i18n.md). */
import type { Shape } from '../catalogue.ts';
import type * as AZ from '../az/delivery-text.ts';

export const PAYMENT_LABELS = {
  COD: 'Оплата при получении',
  TRANSFER: 'Предоплата банковским переводом',
} as const satisfies Shape<typeof AZ.PAYMENT_LABELS>;

/** Способ оплаты заказа (issue 34): два по спецификации и оплата с отсрочкой. */
export const METHOD_LABELS = {
  cod: 'Оплата при получении', // the same words as PAYMENT_LABELS.COD, as in Azerbaijani
  prepay: 'Предоплата банковским переводом',
  terms: 'Оплата с отсрочкой',
} as const satisfies Shape<typeof AZ.METHOD_LABELS>;

export const DELIVERY_UI = {
  title: 'Доставка',
  goods: 'Товары',
  fee: 'Доставка',
  free: 'Бесплатно',
  grandTotal: 'Итого к оплате',
  zone: 'Зона',
  days: 'Срок доставки',
  payment: 'Оплата',
  toFree: 'Добавьте ещё {0}, и доставка будет бесплатной.',
  belowMinimum: 'Минимальная сумма заказа {0}. Добавьте ещё {1}.',
  missingButton: 'До минимальной суммы не хватает {0}',
  chooseZone: 'Выберите зону доставки',
  zoneNotFound: 'Зона доставки не найдена.',
  belowMinimumRefused: 'Минимальная сумма заказа {0}: не хватает ещё {1}.',
  daysText:
    '{1, plural, one {{0} рабочий день} few {{0} рабочих дня} many {{0} рабочих дней} other {{0} рабочего дня}}',
  termsLinks: 'Оформляя заказ, вы соглашаетесь с условиями продажи и правилами возврата.',
  terms: 'Условия продажи',
  returns: 'Правила возврата',
} as const satisfies Shape<typeof AZ.DELIVERY_UI>;

export const ADDRESS_PLACE = {
  chooseCity: 'Выберите город или район',
  noDistrict: '— (за пределами Баку)',
  districtHint: 'Для Баку выберите район: от него зависят стоимость и срок доставки.',
  oldValue: '{0} (нет в списке)',
} as const satisfies Shape<typeof AZ.ADDRESS_PLACE>;

export const DELIVERY_AGREE = {
  fee: 'По договорённости',
  note: 'Стоимость доставки по вашему адресу пока не известна: оператор свяжется с вами и согласует её. Итоговую сумму пришлём по электронной почте.',
  goodsTotal: 'Итого (без доставки)',
  checkoutHint:
    'Мы не нашли зону для этого адреса. Вы можете выбрать зону сами; если не выберете, стоимость доставки согласует с вами оператор.',
  noChoice: '— Пусть согласует оператор',
  settledFee: 'Не согласована — бесплатно',
} as const satisfies Shape<typeof AZ.DELIVERY_AGREE>;
