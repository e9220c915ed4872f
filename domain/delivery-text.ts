/** The words of delivery in the cart, checkout, order pages and e-mails (issue 25). */
import { deliveryDays, type PaymentType } from './delivery.ts';
import { formatMoney } from './format.ts';
import { PAYMENT_LABEL } from './messages.ts';
import { toManat } from './money.ts';
import type { PaymentMethod } from './payments/methods.ts';

export const PAYMENT_LABELS: Record<PaymentType, string> = {
  COD: PAYMENT_LABEL,
  TRANSFER: 'Bank köçürməsi ilə əvvəlcədən ödəmə',
};

/** An order's payment method (issue 34): the spec's two, and payment on terms. */
export const METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: PAYMENT_LABELS.COD,
  prepay: PAYMENT_LABELS.TRANSFER,
  terms: 'Möhlətli ödəniş (bank köçürməsi)',
};

const money = (qepik: number) => formatMoney(toManat(qepik));

export const DELIVERY_UI = {
  title: 'Çatdırılma',
  goods: 'Məhsullar',
  fee: 'Çatdırılma',
  free: 'Pulsuz',
  grandTotal: 'Ümumi məbləğ',
  zone: 'Zona',
  days: 'Çatdırılma müddəti',
  payment: 'Ödəniş',
  toFree: (qepik: number) => `Daha ${money(qepik)} əlavə etsəniz, çatdırılma pulsuz olacaq.`,
  belowMinimum: (min: number, missingQepik: number) =>
    `Minimum sifariş məbləği ${formatMoney(min)}. Daha ${money(missingQepik)} əlavə edin.`,
  missingButton: (missingQepik: number) => `Minimum məbləğə ${money(missingQepik)} çatmır`,
  chooseZone: 'Çatdırılma zonasını seçin',
  zoneNotFound: 'Çatdırılma zonası tapılmadı.',
  belowMinimumRefused: (min: number, missingQepik: number) =>
    `Minimum sifariş məbləği ${formatMoney(min)}: daha ${money(missingQepik)} lazımdır.`,
  daysText: (daysMin: number, daysMax: number) => deliveryDays(daysMin, daysMax),
  termsLinks: 'Sifariş verməklə satış şərtləri və qaytarma qaydaları ilə razılaşırsınız.',
  terms: 'Satış şərtləri',
  returns: 'Qaytarma qaydaları',
};

export const ADDRESS_PLACE = {
  chooseCity: 'Şəhər və ya rayonu seçin',
  noDistrict: '— (Bakıdan kənar)',
  districtHint: 'Bakı üçün rayonu seçin: çatdırılma haqqı və müddəti ondan asılıdır.',
  oldValue: (v: string) => `${v} (siyahıda yoxdur)`,
};
