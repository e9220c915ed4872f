/** The seller's price edits beyond one product in one group (issue 33, decision 0093):
 * `app.services.tradePriceEdits`. */
export { setBulkPrices } from './bulk-prices.ts';
export { productGroupPrices } from './product-group-prices.ts';
