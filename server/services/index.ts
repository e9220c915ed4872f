/** The services handed to route loaders and actions through the load
 * context, bound to the app's one database (docs/architecture.md §Layers). */
import type { CatalogCache } from '../catalog-cache/index.ts';
import type { Db } from '../db/client.ts';
import * as accounts from './accounts.ts';
import * as addresses from './addresses.ts';
import * as catalog from './catalog.ts';
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

type Args = unknown[];
const always = () => true;
/** A page list is kept only as a first page without a search: the pages a visitor lands on,
 * a bounded set of keys; later pages and searches (any string) would fill the cache. */
export const firstPageOnly = ([query, request]: Args) =>
  !(query as { search?: string }).search &&
  !(request as { after?: unknown }).after &&
  !(request as { before?: unknown }).before;

/** The reads of the catalogue and news answered from the cache once per catalogue version,
 * with which calls of them are kept. */
const CACHED_READS = new Map<string, (args: Args) => boolean>([
  ['catalog.listProducts', always],
  ['catalog.countProducts', always],
  ['catalog.getProduct', always],
  ['catalog.similarProducts', always],
  ['catalog.pageProducts', firstPageOnly],
  ['news.listNews', always],
  ['news.getNews', always],
  ['news.pageNews', firstPageOnly],
]);

function cached<B extends object>(name: string, bound: B, cache: CatalogCache | undefined): B {
  if (!cache) return bound;
  const out = { ...bound } as Record<string, unknown>;
  for (const [fn, call] of Object.entries(bound) as [string, (...args: Args) => Promise<unknown>][]) {
    const key = `${name}.${fn}`;
    const keep = CACHED_READS.get(key);
    if (keep)
      out[fn] = (...args: Args) =>
        keep(args) ? cache.memo(`${key}:${JSON.stringify(args)}`, () => call(...args)) : call(...args);
  }
  return out as B;
}

export function createServices(db: Db, cache?: CatalogCache) {
  return {
    catalog: cached('catalog', bind(db, catalog), cache),
    news: cached('news', bind(db, news), cache),
    accounts: bind(db, accounts),
    addresses: bind(db, addresses),
    orders: bind(db, orders),
    orderEvents: bind(db, orderEvents),
    sellerOrders: bind(db, sellerOrders),
    overview: bind(db, overview),
    storefront: bind(db, storefront),
    profile: bind(db, profile),
    passwordReset: bind(db, passwordReset),
    signIn: bind(db, signIn),
    sessions: bind(db, sessions),
    cart: bind(db, cart),
    checkout: bind(db, checkout),
  };
}

export type Services = ReturnType<typeof createServices>;
