/** One transfer order of two Tilozin boxes to Gəncə, as the API shows it, in the language it was
 * placed in: the order the mail tests read (customer-mail-lang, converted/order-mail-words). */
import type { Order } from '../../domain/shared/types.ts';

export const mailOrder = (lang: 'az' | 'ru'): Order =>
  ({
    _id: 'o1',
    number: 10042,
    items: [
      {
        product: { _id: 'p1', name: 'Tilozin 20%', nameRu: 'Тилозин 20%', category: 'İnyeksiya', offerPrice: 10 },
        quantity: 2,
      },
    ],
    amount: 25,
    deliveryFee: 5,
    delivery: { zoneName: 'Gəncə', zoneNameRu: 'Гянджа', daysMin: 2, daysMax: 3 },
    deliveryToAgree: false,
    address: { firstName: 'Ольга', lastName: 'Смирнова', street: 'Nizami 10', city: 'Gəncə', phone: '+994557654321' },
    status: 'Göndərilib',
    paymentType: 'TRANSFER',
    paymentMethod: 'prepay',
    dueAt: null,
    isPaid: false,
    rx: false,
    lang,
    createdAt: '2026-11-25T10:00:00.000Z',
  }) as unknown as Order;
