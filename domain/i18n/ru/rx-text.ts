/** Prescription-only (Rx) items at checkout and on orders, in Russian. */
import type * as AZ from '../az/rx-text.ts';
import type { Shape } from '../catalogue.ts';

export const RX_MESSAGES = {
  badMode: 'Неверный режим для рецептурных препаратов.',
  needPrescription:
    'В корзине есть рецептурный препарат: укажите ветеринарного врача и клинику или приложите фото рецепта.',
  needVet: 'Укажите ветеринарного врача (или приложите фото рецепта).',
  needClinic: 'Укажите клинику (или приложите фото рецепта).',
  askUs: 'Рецептурные препараты не продаются онлайн: {0}. Напишите нам в WhatsApp или позвоните.',
  noPrescription: 'В этом заказе нет рецепта.',
  noPhoto: 'К этому заказу не приложено фото рецепта.',
} as const satisfies Shape<typeof AZ.RX_MESSAGES>;

export const RX_TEXT = {
  checkoutTitle: 'Рецепт',
  checkoutLead:
    'Эти препараты в корзине отпускаются по рецепту: {0}. Укажите ветеринарного врача и клинику или приложите фото рецепта.',
  vetName: 'Ветеринарный врач (ФИО)',
  clinic: 'Клиника',
  or: 'или',
  photo: 'Фото рецепта',
  choosePhoto: 'Выберите фото',
  noPhotoChosen: 'Фото не выбрано',
  photoHint: 'JPEG, PNG или WebP, не более 10 МБ.',
  callNote: 'Перед доставкой мы позвоним, чтобы проверить рецепт.',
  askUsCart: 'Отпускается по рецепту: для заказа напишите нам',
  customerNote: 'В заказе есть рецептурный препарат: перед доставкой мы позвоним, чтобы проверить рецепт.',
} as const satisfies Shape<typeof AZ.RX_TEXT>;
