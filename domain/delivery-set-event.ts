/** The `to` of the history row written when the seller sets a delivery that was to be agreed
 * (decision 0078); a module of its own so that a storefront page reads it without the words. */
export const DELIVERY_SET_EVENT = 'delivery-set';
