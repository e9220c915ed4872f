/** A batch's recall (issue 41 item 5): the seller's words; the message each recipient gets is
 * RECALL_MAIL in az/ and ru/ (the order's language, decision 0114). */
export const RECALL_TEXT = {
  batchUnknown: 'Bu məhsulun belə seriyası yoxdur.',
  noRecipients: 'Bu seriyanı heç kim almayıb.',
  sent: 'Geri çağırış {0} alıcıya göndərildi.',
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

/** The recall page (/seller/recall): a product and batch number to the list, the files, the block
 * and the messages. */
export const RECALL_UI = {
  title: 'Geri çağırış',
  lead: 'Məhsulun SKU-nu, barkodunu və ya adını və seriya nömrəsini yazın: bu seriyanı alan hər sifariş, müştəri və şirkət göstəriləcək.',
  product: 'Məhsul (SKU, barkod və ya ad)',
  batch: 'Seriya nömrəsi',
  find: 'Göstər',
  productRequired: 'Məhsulun SKU-nu, barkodunu və ya adını yazın.',
  productUnknown: '"{0}" üzrə məhsul tapılmadı.',
  choose: 'Bir neçə məhsul tapıldı, birini seçin:',
  heading: '{0}, seriya {1}',
  expiry: 'Son istifadə tarixi: {0}',
  summary: '{0} sifariş, cəmi {1} ədəd.',
  listLabel: 'Seriyanı alanlar',
  download: 'Siyahını yüklə:',
  csv: 'CSV',
  xlsx: 'XLSX (Excel)',
  isBlocked: 'Bu seriya satışdan çıxarılıb.',
  block: 'Seriyanı satışdan çıxar',
  blockQuestion: 'Seriya satışdan dərhal çıxarılsın? Mağaza onu daha satmayacaq.',
  blockConfirm: 'Bəli, satışdan çıxar',
  send: 'Geri çağırış məktubunu {0} alıcıya göndər',
  sendQuestion: 'Hər alıcıya öz dilində məktub göndəriləcək; seriya satışdan da çıxarılacaq.',
  sendConfirm: 'Bəli, göndər',
  cancel: 'İmtina',
  units: '{0} ədəd',
  voen: 'VÖEN',
} as const;
