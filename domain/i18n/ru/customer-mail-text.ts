/** Письма клиенту на русском (docs/i18n.md): подтверждение заказа, согласованная доставка,
 * восстановление пароля, смена e-mail. */
import type * as AZ from '../az/customer-mail-text.ts';
import type { Shape } from '../catalogue.ts';

export const CUSTOMER_MAIL = {
  greeting: 'Здравствуйте, {0}!',
  orderNumber: 'Заказ № {0}',
  deliverTo: 'Доставка: {0}, {1}, телефон {2}',
  total: 'Итого',
  viewOrder: 'Посмотреть заказ: {0}',
  orderSubject: '{0} отправлен — {1}',
  seller: 'Продавец:',
  taxId: 'ИНН {0}',
  registration: 'Государственная регистрация: {0}',
  licence: 'Лицензия № {0}',
  phones: 'Телефон',
  email: 'E-mail',
  regards: 'С уважением, {0}',
  phone: 'Телефон: {0}',
  resetLead: 'Чтобы задать новый пароль, откройте эту ссылку (она действует 1 час и срабатывает только один раз):',
  resetAfter: 'После смены пароля выполнится выход из аккаунта на всех устройствах.',
  resetNotYou: 'Если вы не запрашивали смену пароля, просто проигнорируйте это письмо: пароль не изменится.',
  resetSubject: '{0}: восстановление пароля',
  emailChangedTo: 'Адрес электронной почты вашего аккаунта изменён на {0}.',
  emailChangedCall: 'Если это сделали не вы, срочно позвоните нам: {0}.',
  emailChangedSubject: '{0}: адрес электронной почты изменён',
  deliveryAgreed: 'Доставка по заказу {0} согласована.',
  finalAmount: 'Итоговая сумма: {0}',
  deliverySettled: '{0} выполнен; стоимость доставки не была согласована, поэтому доставка бесплатна: {1}.',
  deliveryAgreedSubject: '{0}: итоговая сумма {1}',
} as const satisfies Shape<typeof AZ.CUSTOMER_MAIL>;
