/** Every service module bound to the app's one database, built once per process
 * (`app.services`, decision 0075): the API handlers call `app.services.x.fn(...)`, and
 * route loaders and actions get the same object through the load context
 * (docs/architecture.md §Layers, §A request's path). */
import type { CatalogCache } from '../catalog-cache/index.ts';
import type { Db } from '../db/client.ts';
import * as sessions from '../auth/sessions.ts';
import * as customerSession from '../auth/customer-session.ts';
import * as accounts from './accounts/accounts.ts';
import * as addresses from './accounts/addresses.ts';
import * as audit from './staff/audit.ts';
import * as staffAccounts from './staff/staff-accounts.ts';
import * as staffSessions from './staff/staff-sessions.ts';
import * as twoFactor from './staff/two-factor.ts';
import * as staffInvites from './staff/staff-invites.ts';
import * as cart from './cart/cart.ts';
import * as catalog from './catalog/catalog.ts';
import * as catalogImport from './catalog-import/index.ts';
import * as catalogExport from './catalog-import/export.ts';
import * as checkout from './orders/checkout.ts';
import * as images from './catalog/images.ts';
import * as leaflets from './catalog/leaflets.ts';
import * as invoices from './invoices/index.ts';
import * as news from './content/news.ts';
import * as orderDelivery from './delivery/order-delivery.ts';
import * as orderEvents from './orders/order-events.ts';
import * as orders from './orders/orders.ts';
import * as ordersExport from './orders/orders-export.ts';
import * as overview from './orders/overview.ts';
import * as running from './running.ts';
import * as passwordReset from './accounts/password-reset.ts';
import * as payments from './payments/payments.ts';
import * as statements from './statements/index.ts';
import * as paymentReads from './payments/payment-reads.ts';
import * as paymentReminders from './payments/reminders.ts';
import * as companyTerms from './payments/company-terms.ts';
import * as checkoutPayment from './payments/checkout-payment.ts';
import * as prescriptions from './vet/prescriptions.ts';
import * as productWrites from './catalog/product-writes.ts';
import * as profile from './accounts/profile.ts';
import * as readiness from './readiness.ts';
import * as search from './search/search.ts';
import * as sellerCatalog from './catalog/seller-catalog.ts';
import * as sellerOrders from './orders/seller-orders.ts';
import * as settings from './settings/settings.ts';
import * as signIn from './accounts/sign-in.ts';
import * as stock from './stock/stock-admin.ts';
import * as batches from './stock/batches.ts';
import * as recall from './stock/recall.ts';
import * as batchSwap from './stock/order-batch-swap.ts';
import * as batchDesk from './stock/batch-desk.ts';
import * as batchActions from './stock/batch-actions.ts';
import * as rxSupplies from './stock/rx-supplies.ts';
import * as expiryShown from './stock/expiry-shown.ts';
import * as expiryWatch from './stock/expiry-watch.ts';
import * as storefront from './catalog/storefront.ts';
import * as tradeCompanies from './trade/companies.ts';
import * as tradeGroups from './trade/groups.ts';
import * as tradeInvites from './trade/invites.ts';
import * as tradePriceEdits from './trade/price-edits.ts';
import * as tradeOrderLists from './trade/order-lists.ts';
import * as tradePricing from './trade/pricing-reads.ts';
import * as tradeQuickOrder from './trade/quick-order.ts';
import * as tradeSellerCompanies from './trade/seller-companies.ts';
import * as tradeLicenceRenewal from './trade/licence-renewal.ts';
import { keepOf } from './shared/cached-read.ts';

/** The modules by the name callers use; a kept read's cache key is this name and the
 * function's own (`catalog.getProduct:[…]`), so neither is a hand-written string. */
export const SERVICE_MODULES = {
  accounts,
  addresses,
  audit, // the staff's audit log (issue 35)
  batches, // batches, goods in, write-offs (issue 41)
  recall, // a batch's recipients and their messages (issue 41)
  batchSwap, // a packer's swap of an order line's batch (issue 41)
  batchActions, // blocking, recalling and writing off a batch, each audited (issue 41)
  batchDesk, // the panel's batch reads: a recall's product, a product's batches' states (issue 41)
  rxSupplies, // a period's supplies of Rx products, for an inspection (issue 41)
  expiryShown, // the earliest expiry a customer will receive (issue 41)
  expiryWatch, // batches expired or expiring, for the overview (issue 41)
  cart,
  catalog,
  catalogExport,
  catalogImport,
  checkout,
  checkoutPayment, // the methods a buyer may choose, and a company's credit (issue 34)
  companyTerms,
  images,
  invoices, // proformas, invoices, credit notes and their export (issue 34)
  leaflets,
  news,
  orderDelivery,
  orderEvents,
  orders,
  ordersExport,
  overview,
  passwordReset,
  paymentReads,
  paymentReminders,
  payments, // money in (issue 34)
  prescriptions,
  productWrites,
  profile,
  readiness,
  running, // the shop's alerts and backups, for the overview (issue 44)
  search,
  sellerCatalog, // the seller's product-form reads
  sellerOrders,
  sessions,
  customerSession, // a page's customer, account and trade flag in one query
  settings,
  statements, // a company's statement as PDF (issue 34 item 4)
  signIn,
  staffAccounts, // the owner's staff (issue 35)
  staffSessions, // a staff member's own sessions
  staffInvites, // the owner's pending invitations
  twoFactor, // two-factor sign-in (decision 0101)
  stock, // no read marked cached: quantities move without a catalogue version
  storefront,
  // trade customers (issue 33)
  tradeCompanies,
  tradeGroups,
  tradeInvites,
  tradePriceEdits,
  tradeOrderLists, // quick order and saved lists (issue 33 item 5)
  tradePricing,
  tradeQuickOrder,
  tradeSellerCompanies,
  tradeLicenceRenewal,
};

type Modules = typeof SERVICE_MODULES;

/** A module's functions that take the database first, without it. */
type Bound<M> = {
  [K in keyof M as M[K] extends (db: Db, ...args: never[]) => unknown ? K : never]: M[K] extends (
    db: Db,
    ...args: infer A
  ) => infer R
    ? (...args: A) => R
    : never;
};

/** The bound modules: what a loader, an action or an API handler calls. */
export type Services = { [N in keyof Modules]: Bound<Modules[N]> };

/** `app.services`: every call reads the database; `cached` is the same modules with the reads marked
 * `cachedRead` (where they are defined) answered from the catalogue cache, for the pages a visitor
 * or customer loads (decision 0075). */
export type AppServices = Services & { readonly cached: Services };

type Fn = (...args: unknown[]) => unknown;

function bindModule(name: string, db: Db, mod: object, cache: CatalogCache | undefined): Record<string, Fn> {
  const out: Record<string, Fn> = {};
  for (const [fn, value] of Object.entries(mod)) {
    if (typeof value !== 'function') continue;
    const call: Fn = (...args) => (value as Fn)(db, ...args);
    const keep = cache && keepOf(value);
    out[fn] = keep
      ? (...args) =>
          keep(...args)
            ? cache.memo(`${name}.${fn}:${JSON.stringify(args)}`, () => call(...args) as Promise<unknown>)
            : call(...args)
      : call;
  }
  return out;
}

function bindAll(db: Db, cache: CatalogCache | undefined): Services {
  const services: Record<string, unknown> = {};
  for (const [name, mod] of Object.entries(SERVICE_MODULES)) services[name] = bindModule(name, db, mod, cache);
  return services as Services;
}

export function createServices(db: Db, cache?: CatalogCache): AppServices {
  return Object.assign(bindAll(db, undefined), { cached: bindAll(db, cache) });
}

/** The services a page's loaders and actions get: a seller's pages read the database (a seller reads
 * back what was just written, perhaps through another instance); everyone else's the cached reads. */
export const pageServices = (services: AppServices, isSeller: boolean): Services =>
  isSeller ? services : services.cached;
