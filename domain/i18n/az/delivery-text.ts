/** The words of delivery and payment in the cart, checkout, order pages and the customer's
 * e-mails (issue 25, decisions 0078 and 0100). Money arrives formatted (`formatMoneyIn`). */
export const PAYMENT_LABELS = {
  COD: 'Yerində ödəmə',
  TRANSFER: 'Bank köçürməsi ilə əvvəlcədən ödəmə',
} as const;

/** An order's payment method (issue 34): the spec's two, and payment on terms. */
export const METHOD_LABELS = {
  cod: 'Yerində ödəmə',
  prepay: 'Bank köçürməsi ilə əvvəlcədən ödəmə',
  terms: 'Möhlətli ödəniş (bank köçürməsi)',
} as const;

export const DELIVERY_UI = {
  title: 'Çatdırılma',
  goods: 'Məhsullar',
  fee: 'Çatdırılma',
  free: 'Pulsuz',
  grandTotal: 'Ümumi məbləğ',
  zone: 'Zona',
  days: 'Çatdırılma müddəti',
  payment: 'Ödəniş',
  /** {0}: money still to add. */
  toFree: 'Daha {0} əlavə etsəniz, çatdırılma pulsuz olacaq.',
  /** {0}: the minimum, {1}: money still to add. */
  belowMinimum: 'Minimum sifariş məbləği {0}. Daha {1} əlavə edin.',
  missingButton: 'Minimum məbləğə {0} çatmır',
  chooseZone: 'Çatdırılma zonasını seçin',
  zoneNotFound: 'Çatdırılma zonası tapılmadı.',
  belowMinimumRefused: 'Minimum sifariş məbləği {0}: daha {1} lazımdır.',
  /** {0}: the days as written ("2" or "2–4", `daysSpan`), {1}: the most, for the plural. */
  daysText: '{1, plural, other {{0} iş günü}}',
  termsLinks: 'Sifariş verməklə satış şərtləri və qaytarma qaydaları ilə razılaşırsınız.',
  terms: 'Satış şərtləri',
  returns: 'Qaytarma qaydaları',
} as const;

export const ADDRESS_PLACE = {
  chooseCity: 'Şəhər və ya rayonu seçin',
  noDistrict: '— (Bakıdan kənar)',
  districtHint: 'Bakı üçün rayonu seçin: çatdırılma haqqı və müddəti ondan asılıdır.',
  oldValue: '{0} (siyahıda yoxdur)',
} as const;

/** A delivery "to be agreed" (decision 0078), as the customer reads it. */
export const DELIVERY_AGREE = {
  fee: 'Razılaşdırılacaq',
  note: 'Ünvanınız üçün çatdırılma haqqı hələ məlum deyil: operator sizinlə əlaqə saxlayıb onu razılaşdıracaq. Yekun məbləği e-poçtla göndərəcəyik.',
  goodsTotal: 'Cəmi (çatdırılmasız)',
  checkoutHint:
    'Bu ünvanın zonasını tanımadıq. Zonanı seçə bilərsiniz; seçməsəniz, çatdırılma haqqını operator sizinlə razılaşdıracaq.',
  noChoice: '— Operator razılaşdırsın',
  /** The fee of an order completed with it never set (decision 0120). */
  settledFee: 'Razılaşdırılmadı — ödənişsiz',
} as const;
