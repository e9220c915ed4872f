import type { Shape } from '../catalogue.ts';
import type * as AZ from '../az/whatsapp-text.ts';

/** The message a WhatsApp chat with the shop opens with, typed in already (issue 43 item 2). */
export const WHATSAPP = {
  productMessage: 'Здравствуйте! Интересует препарат «{0}»: {1}',
  orderMessage: 'Здравствуйте! Пишу по заказу № {0}.',
} as const satisfies Shape<typeof AZ.WHATSAPP>;
