/** A batch's recall (issue 41 item 5): the seller's words and the message each recipient gets in
 * their language (the order's, decision 0114). */
import type { Lang } from './i18n/lang.ts';

export const RECALL_TEXT = {
  batchUnknown: 'Bu məhsulun belə seriyası yoxdur.',
  noRecipients: 'Bu seriyanı heç kim almayıb.',
  sent: (n: number) => `Geri çağırış ${n} alıcıya göndərildi.`,
  columns: [
    'Sifariş',
    'Tarix',
    'Status',
    'Müştəri',
    'E-poçt',
    'Telefon',
    'Şirkət',
    'VÖEN',
    'Şirkətin telefonu',
    'Məhsul',
    'Seriya',
    'Son istifadə',
    'Miqdar',
  ],
} as const;

type RecallMail = { product: string; batch: string; expiry: string; orders: string };

export const RECALL_MAIL: Record<Lang, { subject: (m: RecallMail) => string; text: (m: RecallMail) => string }> = {
  az: {
    subject: (m) => `Geri çağırış: ${m.product}, seriya ${m.batch}`,
    text: (m) =>
      `Hörmətli müştəri,\n\n${m.orders} nömrəli sifarişinizlə aldığınız "${m.product}" məhsulunun ${m.batch} seriyası` +
      ` (son istifadə tarixi ${m.expiry}) geri çağırılır. Xahiş edirik, bu seriyanı istifadə etməyin və bizimlə əlaqə saxlayın:` +
      ` onu dəyişəcək və ya pulunu qaytaracağıq.\n\nVetAqro`,
  },
  ru: {
    subject: (m) => `Отзыв: ${m.product}, серия ${m.batch}`,
    text: (m) =>
      `Уважаемый клиент,\n\nсерия ${m.batch} товара «${m.product}» (годен до ${m.expiry}), полученная по заказу №${m.orders},` +
      ` отзывается. Пожалуйста, не используйте эту серию и свяжитесь с нами: мы заменим её или вернём деньги.\n\nVetAqro`,
  },
};
