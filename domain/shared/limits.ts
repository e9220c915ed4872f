/** The business constants of docs/architecture.md §Constants, each named once and imported wherever it applies. */

/** Recommended products on the home page: at most 8, in stock only. */
export const HOME_RECOMMENDED = 8;
/** Similar products under a product. */
export const SIMILAR_PRODUCTS = 5;
/** Other news cards on a news page. */
export const OTHER_NEWS = 3;
/** The quantity selector offers 1 to 9, or up to the current quantity if higher. */
export const MAX_SELECTABLE_QUANTITY = 9;
/** Image slots when adding a product. */
export const PRODUCT_IMAGE_SLOTS = 4;
/** Images at most when editing a product, and on a news item. */
export const MAX_IMAGES = 5;
/** Notices: at most 20 at once (react-hot-toast's own limit), 4000 ms for blank, error and
 * custom ones, 2000 ms for success; loading stays until dismissed. */
export const MAX_NOTICES = 20;
export const NOTICE_MS = 4000;
export const SUCCESS_NOTICE_MS = 2000;
/** A storefront form's body at most (its largest, an address, is under 2 KB): more is refused with 413 unread. */
export const MAX_PAGE_FORM_BYTES = 32 * 1024;
/** A tracked product shows "Cəmi N ədəd qalıb" at or below this quantity unless the seller set its own threshold (decision 0059). */
export const LOW_STOCK_DEFAULT = 5;
/** Stock ledger rows a page: the product's page in the panel and the API's default. */
export const STOCK_LEDGER_PAGE = 20;

/** Search suggestions start at this many letters: one letter names half the shop. */
export const SUGGEST_MIN_CHARS = 2;
