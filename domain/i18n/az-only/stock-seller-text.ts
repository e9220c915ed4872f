/** The seller's words of stock (issue 24): quantities, the low filter, the product form's
 * section, the correction and the ledger; Azerbaijani only (decision 0153). */
import type { StockReason } from '../../stock/stock-reasons.ts';

export const STOCK_SELLER_TEXT = {
  quantity: 'Miqdar',
  untracked: 'Sayılmır',
  lowFilter: 'Azalanlar',
  sectionTitle: 'Stok',
  trackSwitch: 'Miqdarı say',
  trackHint:
    'Sifarişlər miqdarı azaldır; 0 olanda məhsul stokda görünmür. Xidmət və sifarişlə gələn mallar üçün söndürün.',
  thresholdLabel: 'Azalma həddi',
  thresholdHint: 'Bu miqdarda və ondan az qalanda "az qalıb" göstərilir. Boş: {0}.',
  ledgerTitle: 'Stok tarixçəsi',
  ledgerEmpty: 'Hələ heç bir dəyişiklik yoxdur.',
  ledgerWhen: 'Tarix',
  ledgerDelta: 'Dəyişiklik',
  ledgerAfter: 'Sonra',
  ledgerWhy: 'Səbəb',
  correctionTitle: 'Miqdarı düzəlt',
  correctionMode: 'Necə',
  correctionSet: 'Yeni miqdar',
  correctionAdd: 'Artır / azalt (+/−)',
  correctionValue: 'Say',
  correctionNote: 'Səbəb',
  correctionNoteHint: 'Məsələn: inventar sayımı, zədələnmiş qutular.',
  correctionSave: 'Düzəlt',
  corrected: 'Miqdar yeniləndi: {0}.',
  noteRequired: 'Düzəlişin səbəbini yazın.',
  noteTooLong: 'Səbəb 500 simvoldan uzun olmamalıdır.',
  quantityInvalid: 'Miqdar 0 ilə 1 000 000 arasında tam ədəd olmalıdır.',
  deltaInvalid: 'Dəyişiklik sıfırdan fərqli tam ədəd olmalıdır.',
  belowZero: 'Miqdar sıfırdan aşağı düşə bilməz: hazırda {0} ədəd var.',
  thresholdInvalid: 'Azalma həddi 0 ilə 1 000 000 arasında tam ədəd olmalıdır.',
  overviewTitle: 'Azalan və bitən məhsullar',
  overviewNone: 'Bütün izlənən məhsullar kifayət qədərdir.',
  overviewOut: 'Bitib',
  leftOfThreshold: '{0} ədəd (hədd: {1})',
} as const;

export const STOCK_REASON_LABEL = {
  order: 'Sifariş',
  cancel: 'Ləğv',
  correction: 'Düzəliş',
  import: 'İdxal',
  delete: 'Sifariş silindi',
  receipt: 'Mədaxil',
  write_off: 'Silinmə',
  batch_swap: 'Seriya dəyişdi',
} as const satisfies Record<StockReason, string>;
