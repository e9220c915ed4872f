/** The `to` of the history row written when the seller sets a delivery that was to be agreed
 * (decision 0078); a module of its own so that a storefront page reads it without the words. */
export const DELIVERY_SET_EVENT = 'delivery-set';
/** The `to` of the history row written when an order whose fee was never set is completed: the
 * fee is settled as 0 ₼ and the amount is final (decision 0120). */
export const DELIVERY_SETTLED_EVENT = 'delivery-settled';
