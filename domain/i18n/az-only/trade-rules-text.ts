/** The seller's refusals of a price list it enters (issue 33): seller panel and API, Azerbaijani
 * only. What a buyer reads of prices and quantity rules is in the bilingual catalogues
 * (domain/i18n/az|ru/trade-price-text.ts). */
export const TRADE_RULES_MSG = {
  badPercent: 'Endirim 0 ilə 99,99 % arasında olmalıdır.',
  badPrice: 'Qiymət müsbət məbləğ olmalıdır (məsələn, 9,20).',
  badBreakQuantity: 'Həcm endirimi 2 ədəddən başlayır.',
  duplicateBreak: 'Eyni miqdardan iki həcm endirimi ola bilməz.',
  badQuantityRule: 'Miqdar qaydası müsbət tam ədəd olmalıdır.',
  minimumNotIncrement: 'Minimum miqdar qutu sayına bölünməlidir.',
  maximumBelowMinimum: 'Maksimum miqdar minimumdan az ola bilməz.',
  maximumNotIncrement: 'Maksimum miqdar qutu sayına bölünməlidir.',
} as const;
