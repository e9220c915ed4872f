/** The printed delivery note in Russian (decision 0115). */
import type * as AZ from '../az/delivery-note-text.ts';
import type { Shape } from '../catalogue.ts';

export const DELIVERY_NOTE = {
  title: 'Накладная на доставку',
  orderNumber: 'Заказ № {0}',
  date: 'Дата',
  taxId: 'ИНН {0}',
  recipient: 'Получатель',
  customer: 'Покупатель',
  phone: 'Телефон',
  address: 'Адрес',
  product: 'Товар',
  withdrawalHead: 'Срок ожидания (мясо / молоко / яйца)',
  rxItem: 'Отпускается по рецепту',
  quantity: 'Кол-во',
  unitPrice: 'Цена',
  lineTotal: 'Сумма',
  total: 'Итого',
  payment: 'Оплата',
  rxLicence: 'Вместо рецепта лицензия: № {0}, действительна до {1} ({2})',
  signatures: 'Сдал: ____________    Принял: ____________',
} as const satisfies Shape<typeof AZ.DELIVERY_NOTE>;
