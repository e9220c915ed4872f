/** Stock quantities a customer reads in the cart (issue 24, decision 0087). */
export const STOCK_TEXT = {
  /** A cart line asking for more than is left (an order would be refused). */
  cartTooMany: 'Stokda cəmi {0} ədəd var: miqdarı azaldın.',
} as const;
