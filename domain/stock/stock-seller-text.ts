/** The seller's words of stock (issue 24): quantities, the low filter, the product form's
 * section, the correction and the ledger. */
import type { StockReason } from './stock-reasons.ts';

export const STOCK_SELLER_TEXT = {
  quantity: 'Miqdar',
  untracked: 'Sayılmır',
  lowFilter: 'Azalanlar',
  sectionTitle: 'Stok',
  trackSwitch: 'Miqdarı say',
  trackHint:
    'Sifarişlər miqdarı azaldır; 0 olanda məhsul stokda görünmür. Xidmət və sifarişlə gələn mallar üçün söndürün.',
  thresholdLabel: 'Azalma həddi',
  thresholdHint: (def: number) => `Bu miqdarda və ondan az qalanda "az qalıb" göstərilir. Boş: ${def}.`,
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
  corrected: (n: number) => `Miqdar yeniləndi: ${n}.`,
  noteRequired: 'Düzəlişin səbəbini yazın.',
  noteTooLong: 'Səbəb 500 simvoldan uzun olmamalıdır.',
  quantityInvalid: 'Miqdar 0 ilə 1 000 000 arasında tam ədəd olmalıdır.',
  deltaInvalid: 'Dəyişiklik sıfırdan fərqli tam ədəd olmalıdır.',
  belowZero: (left: number) => `Miqdar sıfırdan aşağı düşə bilməz: hazırda ${left} ədəd var.`,
  thresholdInvalid: 'Azalma həddi 0 ilə 1 000 000 arasında tam ədəd olmalıdır.',
  overviewTitle: 'Azalan və bitən məhsullar',
  overviewNone: 'Bütün izlənən məhsullar kifayət qədərdir.',
  overviewOut: 'Bitib',
  leftOfThreshold: (n: number, threshold: number) => `${n} ədəd (hədd: ${threshold})`,
} as const;

export const STOCK_REASON_LABEL: Record<StockReason, string> = {
  order: 'Sifariş',
  cancel: 'Ləğv',
  correction: 'Düzəliş',
  import: 'İdxal',
  delete: 'Sifariş silindi',
  receipt: 'Mədaxil',
  write_off: 'Silinmə',
  batch_swap: 'Seriya dəyişdi',
};
