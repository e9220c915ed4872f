/** The recall message in Russian: {0} product, {1} batch, {2} expiry, {3} the order numbers. */
import type { Shape } from '../catalogue.ts';
import type * as AZ from '../az/recall-mail-text.ts';

export const RECALL_MAIL = {
  subject: 'Отзыв: {0}, серия {1}',
  text: 'Уважаемый клиент,\n\nсерия {1} товара «{0}» (годен до {2}), полученная по заказу №{3}, отзывается. Пожалуйста, не используйте эту серию и свяжитесь с нами: мы заменим её или вернём деньги.\n\nVetAqro',
} as const satisfies Shape<typeof AZ.RECALL_MAIL>;
