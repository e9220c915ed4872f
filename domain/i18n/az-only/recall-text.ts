/** A batch's recall (issue 41 item 5): the seller's words and the message each recipient gets in
 * their language (the order's, decision 0114). */
import type { Lang } from '../i18n/lang.ts';

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

/** The recall page (/seller/recall): a product and batch number to the list, the files, the block
 * and the messages. */
export const RECALL_UI = {
  title: 'Geri çağırış',
  lead: 'Məhsulun SKU-nu, barkodunu və ya adını və seriya nömrəsini yazın: bu seriyanı alan hər sifariş, müştəri və şirkət göstəriləcək.',
  product: 'Məhsul (SKU, barkod və ya ad)',
  batch: 'Seriya nömrəsi',
  find: 'Göstər',
  productRequired: 'Məhsulun SKU-nu, barkodunu və ya adını yazın.',
  productUnknown: (text: string) => `"${text}" üzrə məhsul tapılmadı.`,
  choose: 'Bir neçə məhsul tapıldı, birini seçin:',
  heading: (product: string, batch: string) => `${product}, seriya ${batch}`,
  expiry: (text: string) => `Son istifadə tarixi: ${text}`,
  summary: (orders: number, units: number) => `${orders} sifariş, cəmi ${units} ədəd.`,
  listLabel: 'Seriyanı alanlar',
  download: 'Siyahını yüklə:',
  csv: 'CSV',
  xlsx: 'XLSX (Excel)',
  isBlocked: 'Bu seriya satışdan çıxarılıb.',
  block: 'Seriyanı satışdan çıxar',
  blockQuestion: 'Seriya satışdan dərhal çıxarılsın? Mağaza onu daha satmayacaq.',
  blockConfirm: 'Bəli, satışdan çıxar',
  send: (n: number) => `Geri çağırış məktubunu ${n} alıcıya göndər`,
  sendQuestion: 'Hər alıcıya öz dilində məktub göndəriləcək; seriya satışdan da çıxarılacaq.',
  sendConfirm: 'Bəli, göndər',
  cancel: 'İmtina',
  units: (n: number) => `${n} ədəd`,
  voen: 'VÖEN',
} as const;
