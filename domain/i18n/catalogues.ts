/** Every namespace of the shop's words (docs/i18n.md, decisions 0100 and 0153). Read by the server
 * only (app/lib/text.server.ts compiles and sends a page its namespaces); a page's JavaScript never
 * imports this module. A namespace a Russian page reads is added to AZ and RU; one only the
 * Azerbaijani seller panel, the API or the seller's papers read is added to AZ_ONLY. */
import * as azAccount from './az/account-text.ts';
import * as azAuth from './az/auth-text.ts';
import * as azBusiness from './az/business-text.ts';
import * as azCart from './az/cart-text.ts';
import * as azDelivery from './az/delivery-text.ts';
import * as azDeliveryNote from './az/delivery-note-text.ts';
import * as azMail from './az/customer-mail-text.ts';
import * as azOrderStatus from './az/order-status-text.ts';
import * as azCategories from './az/categories.ts';
import * as azFilters from './az/catalog-filter-text.ts';
import * as azForms from './az/form-messages.ts';
import * as azCatalog from './az/catalog-page-text.ts';
import * as azInvoice from './az/invoice-text.ts';
import * as azMsg from './az/messages-page.ts';
import * as azNotFound from './az/page-title.ts';
import * as azPayment from './az/payment-text.ts';
import * as azPolicy from './az/policy-text.ts';
import * as azQuick from './az/quick-order-text.ts';
import * as azRx from './az/rx-text.ts';
import * as azSearch from './az/search-ui-text.ts';
import * as azPages from './az/storefront-pages.ts';
import * as azStore from './az/storefront-text.ts';
import * as azPaging from './az/paging-text.ts';
import * as azStock from './az/stock-text.ts';
import * as azStatement from './az/statement-text.ts';
import * as azTradePrice from './az/trade-price-text.ts';
import * as azVet from './az/vet-text.ts';
import * as azStatementSeller from './az-only/statement-seller-text.ts';
import * as ruAccount from './ru/account-text.ts';
import * as ruAuth from './ru/auth-text.ts';
import * as ruBusiness from './ru/business-text.ts';
import * as ruCart from './ru/cart-text.ts';
import * as ruDelivery from './ru/delivery-text.ts';
import * as ruDeliveryNote from './ru/delivery-note-text.ts';
import * as ruMail from './ru/customer-mail-text.ts';
import * as ruOrderStatus from './ru/order-status-text.ts';
import * as ruCategories from './ru/categories.ts';
import * as ruFilters from './ru/catalog-filter-text.ts';
import * as ruForms from './ru/form-messages.ts';
import * as ruCatalog from './ru/catalog-page-text.ts';
import * as ruInvoice from './ru/invoice-text.ts';
import * as ruMsg from './ru/messages-page.ts';
import * as ruNotFound from './ru/page-title.ts';
import * as ruPayment from './ru/payment-text.ts';
import * as ruPolicy from './ru/policy-text.ts';
import * as ruQuick from './ru/quick-order-text.ts';
import * as ruRx from './ru/rx-text.ts';
import * as ruSearch from './ru/search-ui-text.ts';
import * as ruPages from './ru/storefront-pages.ts';
import * as ruStore from './ru/storefront-text.ts';
import * as ruPaging from './ru/paging-text.ts';
import * as ruStock from './ru/stock-text.ts';
import * as ruStatement from './ru/statement-text.ts';
import * as ruTradePrice from './ru/trade-price-text.ts';
import * as ruVet from './ru/vet-text.ts';
import * as azOrderKeyOnly from './az-only/order-key-text.ts';
import * as azSheetPricesOnly from './az-only/sheet-prices-text.ts';
import * as azContentSellerOnly from './az-only/content-seller-text.ts';
// part A1
import * as azSellerOnly from './az-only/seller-text.ts';
import * as azRxSellerOnly from './az-only/rx-seller-text.ts';
import * as azStockSellerOnly from './az-only/stock-seller-text.ts';
// part A2
import * as azSellerSettingsOnly from './az-only/seller-settings-text.ts';
import * as azAccountingPanelOnly from './az-only/accounting-panel-text.ts';
// part B
import * as azReminderMailOnly from './az-only/reminder-mail-text.ts';
import * as azStockOnly from './az-only/stock-text.ts';
import * as azBulkPriceOnly from './az-only/bulk-price-text.ts';
import * as azQuickOrderOnly from './az-only/quick-order-text.ts';
import * as azNewOrderMailOnly from './az-only/new-order-mail-text.ts';
import * as azTradeRulesOnly from './az-only/trade-rules-text.ts';
// trade (seller)
import * as azTradeSellerOnly from './az-only/trade-seller-text.ts';
// vet (seller)
import * as azSellerVetOnly from './az-only/seller-vet-text.ts';
// part W3
import * as azTwoFactorOnly from './az-only/two-factor-text.ts';
import * as azRecallOnly from './az-only/recall-text.ts';
import * as azRecallMail from './az/recall-mail-text.ts';
import * as ruRecallMail from './ru/recall-mail-text.ts';
// part W2
import * as azInvoiceSellerOnly from './az-only/invoice-seller-text.ts';
import * as azSellerOrdersOnly from './az-only/seller-orders-text.ts';
// part A
import * as azPaymentsSellerOnly from './az-only/payments-seller-text.ts';
import * as azBatchOnly from './az-only/batch-text.ts';
import * as azStaffOnly from './az-only/staff-text.ts';
// part C
import * as azDeliveryAgreeOnly from './az-only/delivery-agree-text.ts';
// part E
import * as azCompanySellerOnly from './az-only/company-seller-text.ts';
// part D
import * as azShopDetailsOnly from './az-only/shop-details-text.ts';
import * as azWhatsapp from './az/whatsapp-text.ts';
import * as ruWhatsapp from './ru/whatsapp-text.ts';
// part F
import * as azCatalogSheetOnly from './az-only/catalog-sheet-text.ts';
import type { Shape, Source, Text } from './catalogue.ts';
import type { Lang } from './lang.ts';

export const AZ = {
  ...azAccount,
  ...azAuth,
  ...azBusiness,
  ...azCart,
  ...azDelivery,
  ...azDeliveryNote,
  ...azMail,
  ...azOrderStatus,
  ...azCategories,
  ...azFilters,
  ...azForms,
  ...azCatalog,
  ...azInvoice,
  ...azMsg,
  ...azNotFound,
  ...azPayment,
  ...azPolicy,
  ...azQuick,
  ...azRx,
  ...azSearch,
  ...azPages,
  ...azStore,
  ...azPaging,
  ...azStock,
  ...azStatement,
  ...azTradePrice,
  ...azVet,
  // part W3
  ...azRecallMail,
  // part D
  ...azWhatsapp,
} as const;

/** The words no Russian page shows (decision 0153): the seller panel, the API's refusals, the
 * seller's e-mails and papers. Azerbaijani only; a Russian reader of one gets these words. */
export const AZ_ONLY = {
  ...azContentSellerOnly,
  ...azSheetPricesOnly,
  ...azOrderKeyOnly,
  ...azStatementSeller,
  // part A1
  ...azSellerOnly,
  ...azRxSellerOnly,
  ...azStockSellerOnly,
  // part A2
  ...azSellerSettingsOnly,
  ...azAccountingPanelOnly,
  // part B
  ...azReminderMailOnly,
  ...azStockOnly,
  ...azBulkPriceOnly,
  ...azQuickOrderOnly,
  ...azNewOrderMailOnly,
  ...azTradeRulesOnly,
  // trade (seller)
  ...azTradeSellerOnly,
  // vet (seller)
  ...azSellerVetOnly,
  // part W3
  ...azTwoFactorOnly,
  ...azRecallOnly,
  // part W2
  ...azInvoiceSellerOnly,
  ...azSellerOrdersOnly,
  // part A
  ...azPaymentsSellerOnly,
  ...azBatchOnly,
  ...azStaffOnly,
  // part C
  ...azDeliveryAgreeOnly,
  // part E
  ...azCompanySellerOnly,
  // part D
  ...azShopDetailsOnly,
  // part F
  ...azCatalogSheetOnly,
} as const;

/** A namespace both languages have: a storefront page may read it. */
export type Bilingual = keyof typeof AZ;
export type AzOnly = keyof typeof AZ_ONLY;
export type Namespace = Bilingual | AzOnly;
/** Every bilingual namespace with the Azerbaijani one's keys: a word missing in RU fails `tsc`. */
export type Catalogue = { readonly [N in Bilingual]: Shape<(typeof AZ)[N]> };
type Sources = typeof AZ & typeof AZ_ONLY;

export const RU = {
  ...ruAccount,
  ...ruAuth,
  ...ruBusiness,
  ...ruCart,
  ...ruDelivery,
  ...ruDeliveryNote,
  ...ruMail,
  ...ruOrderStatus,
  ...ruCategories,
  ...ruFilters,
  ...ruForms,
  ...ruCatalog,
  ...ruInvoice,
  ...ruMsg,
  ...ruNotFound,
  ...ruPayment,
  ...ruPolicy,
  ...ruQuick,
  ...ruRx,
  ...ruSearch,
  ...ruPages,
  ...ruStore,
  ...ruPaging,
  ...ruStock,
  ...ruStatement,
  ...ruTradePrice,
  ...ruVet,
  // part W3
  ...ruRecallMail,
  // part D
  ...ruWhatsapp,
} as const satisfies Catalogue;

export const CATALOGUES: Record<Lang, Record<Namespace, Source>> = {
  az: { ...AZ, ...AZ_ONLY },
  ru: { ...RU, ...AZ_ONLY },
};

/** What a page reads of the namespaces: `t.CART_UI.cartTitle`, `t.CART_UI.removeItem(name)`. */
export type Texts = { readonly [N in Namespace]: Text<Sources[N]> };
