/** The words a trade buyer's product page and cart carry (issue 33): apart from trade-text.ts so
 * that the storefront's JavaScript does not carry the application's and the seller's words
 * (decision 0020's split, as cart-text.ts). trade-text.ts re-exports them. */
import { formatMoney } from '../format.ts';

const qty = (n: number) => `${n} ədəd`;

export const TRADE_QUANTITY_MSG = {
  notWhole: 'Miqdar tam ədəd olmalıdır.',
  belowMinimum: (name: string, minimum: number) => `“${name}” ən azı ${qty(minimum)} sifariş olunur.`,
  notIncrement: (name: string, increment: number) =>
    `“${name}” ${increment} ədədlik qutu ilə satılır: miqdar ${increment}-ə bölünməlidir (${increment}, ${2 * increment}, ${3 * increment} …).`,
  aboveMaximum: (name: string, maximum: number) => `“${name}” bir sifarişdə ən çox ${qty(maximum)} sifariş olunur.`,
} as const;

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

export const TRADE_PRICE_UI = {
  /** One price break, as the product page lists it: "10 ədəddən 9,20 ₼". */
  breakLine: (minQuantity: number, unitManat: number) => `${minQuantity} ədəddən ${formatMoney(unitManat)}`,
  yourPrice: 'Sizin qiymətiniz',
  retailPrice: 'Pərakəndə qiymət',
  breaksTitle: 'Həcm endirimləri',
  minimumNote: (minimum: number) => `Minimum sifariş: ${qty(minimum)}`,
  incrementNote: (increment: number) => `${increment} ədədlik qutu ilə satılır`,
  maximumNote: (maximum: number) => `Bir sifarişdə ən çox ${qty(maximum)}`,
} as const;
