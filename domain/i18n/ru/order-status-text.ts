/** Статус заказа глазами клиента (страницы заказа, история). */
import type * as AZ from '../az/order-status-text.ts';
import type { Shape } from '../catalogue.ts';

export const ORDER_LABEL = {
  sent: 'Заказ отправлен (ожидает подтверждения)',
  accepted: 'Заказ принят',
  completed: 'Заказ выполнен',
  cancelled: 'Заказ отменён',
  deliverySet: 'Доставка назначена',
  deliverySettled: 'Доставка засчитана как 0 ₼, сумма окончательная',
} as const satisfies Shape<typeof AZ.ORDER_LABEL>;
