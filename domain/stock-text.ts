/** The Azerbaijani words of stock quantities (issue 24) a customer reads: the warning, the
 * cart's and the checkout's refusals. Small: the product page's JavaScript carries it; the
 * seller's words are in stock-seller-text.ts. */
export const STOCK_TEXT = {
  /** Beside the price and in the cart when few are left. */
  fewLeft: (n: number) => `Cəmi ${n} ədəd qalıb`,
  /** The checkout's refusal: the product and what is left; nothing is taken. */
  notEnough: (name: string, left: number) =>
    left > 0
      ? `"${name}" məhsulundan cəmi ${left} ədəd qalıb. Səbətdəki miqdarı azaldın.`
      : `"${name}" məhsulu stokda qalmayıb.`,
  /** A cart line asking for more than is left (an order would be refused). */
  cartTooMany: (n: number) => `Stokda cəmi ${n} ədəd var: miqdarı azaldın.`,
} as const;
