/** The services handed to route loaders and actions through the load
 * context, bound to the app's one database (docs/architecture.md §Layers). */
import type { CatalogCache } from '../catalog-cache/index.ts';
import type { Db } from '../db/client.ts';
import * as accounts from './accounts.ts';
import * as addresses from './addresses.ts';
import * as catalog from './catalog.ts';
import * as sellerCatalog from './seller-catalog.ts';
import * as news from './news.ts';
import * as orderEvents from './order-events.ts';
import * as orders from './orders.ts';
import * as overview from './overview.ts';
import * as sellerOrders from './seller-orders.ts';
import * as passwordReset from './password-reset.ts';
import * as signIn from './sign-in.ts';
import * as profile from './profile.ts';
import * as sessions from '../auth/sessions.ts';
import * as cart from './cart.ts';
import * as checkout from './checkout.ts';
import * as storefront from './storefront.ts';
import { keepOf } from './cached-read.ts';
import * as settings from './settings.ts';
import * as search from './search.ts';
import * as stock from './stock-admin.ts';
import * as prescriptions from './prescriptions.ts';

type Bound<M> = {
  [K in keyof M as M[K] extends (db: Db, ...args: never[]) => unknown ? K : never]: M[K] extends (
    db: Db,
    ...args: infer A
  ) => infer R
    ? (...args: A) => R
    : never;
};

function bind<M extends object>(db: Db, mod: M): Bound<M> {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(mod)) {
    if (typeof fn === 'function') bound[name] = (...args: unknown[]) => fn(db, ...args);
  }
  return bound as Bound<M>;
}

/** The module's functions bound to the database; a read marked with `cachedRead` (where it is
 * defined) is answered from the catalogue cache for the calls it keeps, keyed by its own name. */
function bound<M extends object>(name: string, db: Db, mod: M, cache: CatalogCache | undefined): Bound<M> {
  const out = bind(db, mod) as Record<string, (...args: unknown[]) => Promise<unknown>>;
  if (!cache) return out as Bound<M>;
  for (const [fn, read] of Object.entries(mod)) {
    const keep = keepOf(read);
    const call = out[fn];
    if (keep)
      out[fn] = (...args) =>
        keep(...args) ? cache.memo(`${name}.${fn}:${JSON.stringify(args)}`, () => call(...args)) : call(...args);
  }
  return out as Bound<M>;
}

export function createServices(db: Db, cache?: CatalogCache) {
  return {
    catalog: bound('catalog', db, catalog, cache),
    sellerCatalog: bind(db, sellerCatalog), // the seller's reads: never cached
    news: bound('news', db, news, cache),
    settings: bound('settings', db, settings, cache),
    accounts: bound('accounts', db, accounts, cache),
    addresses: bound('addresses', db, addresses, cache),
    orders: bound('orders', db, orders, cache),
    orderEvents: bound('orderEvents', db, orderEvents, cache),
    sellerOrders: bound('sellerOrders', db, sellerOrders, cache),
    overview: bound('overview', db, overview, cache),
    storefront: bound('storefront', db, storefront, cache),
    search: bound('search', db, search, cache), // no read marked cached: any string is a key
    profile: bound('profile', db, profile, cache),
    passwordReset: bound('passwordReset', db, passwordReset, cache),
    signIn: bound('signIn', db, signIn, cache),
    sessions: bound('sessions', db, sessions, cache),
    cart: bound('cart', db, cart, cache),
    checkout: bound('checkout', db, checkout, cache),
    stock: bound('stock', db, stock, cache), // no read marked cached: quantities move without a catalogue version
    prescriptions: bound('prescriptions', db, prescriptions, cache),
  };
}

export type Services = ReturnType<typeof createServices>;
