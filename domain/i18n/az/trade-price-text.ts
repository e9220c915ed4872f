/** What a trade buyer reads about their price and quantity rules (issue 33): the product page's
 * price block, the quantity rule's refusals in the cart, quick order and the order, and the
 * licence's note before the prescription step. The API answers the same Azerbaijani. */
export const TRADE_PRICE_UI = {
  /** One price break, as the product page lists it: "10 ədəddən 9,20 ₼" (the price comes formatted). */
  breakLine: '{0} ədəddən {1}',
  yourPrice: 'Sizin qiymətiniz',
  retailPrice: 'Pərakəndə qiymət',
  breaksTitle: 'Həcm endirimləri',
  minimumNote: 'Minimum sifariş: {0} ədəd',
  incrementNote: '{0} ədədlik qutu ilə satılır',
  maximumNote: 'Bir sifarişdə ən çox {0} ədəd',
} as const;

/** A quantity the rule refuses: {0} the product's name, {1} the rule's number ({2}, {3}: two and
 * three boxes). */
export const TRADE_QUANTITY_MSG = {
  notWhole: 'Miqdar tam ədəd olmalıdır.',
  belowMinimum: '“{0}” ən azı {1} ədəd sifariş olunur.',
  notIncrement: '“{0}” {1} ədədlik qutu ilə satılır: miqdar {1}-ə bölünməlidir ({1}, {2}, {3} …).',
  aboveMaximum: '“{0}” bir sifarişdə ən çox {1} ədəd sifariş olunur.',
} as const;

/** Before the prescription refusal, for a clinic or pharmacy whose licence does not cover the order. */
export const TRADE_RX_MSG = {
  licenceExpired:
    'Şirkətinizin baytarlıq lisenziyasının müddəti {0} tarixində bitib, ona görə reseptli dərman üçün resept lazımdır. Yenilənmiş lisenziyanı bizə göndərin.',
  noLicence: 'Şirkətinizin lisenziyası qeydə alınmayıb, ona görə reseptli dərman üçün resept lazımdır.',
} as const;
