/** Which pages are kept and how they may be cached (decisions 0019, 0034).
 * Pages are private unless their route is listed public below: a public page
 * for a visitor without a session and with an empty cart is the same for
 * everyone, kept once per catalogue version and cacheable by a CDN. Every
 * other page, and every page whose address carries a token, is
 * `private, no-store` and never kept. */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SELLER_COOKIE, USER_COOKIE } from './auth/guards.ts';

/** Every route of app/routes.ts by its full path: a new route is private until listed here as
 * public (tests/unit/codebase/page-routes.test.ts fails while a route is missing). Public means its HTML
 * is the same for every anonymous visitor. */
export const PAGE_ROUTES = {
  '/': 'public',
  '/about': 'public',
  '/contact': 'public',
  '/sertler': 'public',
  '/qaytarma': 'public',
  '/products': 'public',
  '/products/:category': 'public',
  '/product/:category/:id': 'public',
  '/news': 'public',
  '/news/:id': 'public',
  '/sitemap.xml': 'public',
  '/sitemaps/:file': 'public',
  '/robots.txt': 'public',
  '/search/suggest': 'public', // the header's suggestions: the same for everyone (decision 0046)
  '/cart': 'private',
  '/add-address': 'private',
  '/my-orders': 'private',
  '/my-orders/:id': 'private',
  '/login': 'private',
  '/forgot-password': 'private',
  '/reset-password': 'private', // its address carries the reset token
  '/account': 'private',
  '/account/address/:id': 'private',
  '/account/business': 'private', // trade customers (issue 33)
  '/account/join': 'private', // its address carries the invitation's token
  '/account/statement': 'private', // a company's statement (issue 34)
  '/quick-order': 'private', // a customer's own (issue 33 item 5)
  '/account/lists': 'private',
  '/account/lists/:id': 'private',
  '*': 'private', // not found
  '/language': 'private', // the language switch: sets the `lang` cookie (issue 36)
  // the same storefront pages in Russian (issue 36): kept like the Azerbaijani ones, the language is in the path
  '/ru': 'public',
  '/ru/about': 'public',
  '/ru/contact': 'public',
  '/ru/sertler': 'public',
  '/ru/qaytarma': 'public',
  '/ru/products': 'public',
  '/ru/products/:category': 'public',
  '/ru/product/:category/:id': 'public',
  '/ru/news': 'public',
  '/ru/news/:id': 'public',
  '/ru/cart': 'private',
  '/ru/add-address': 'private',
  '/ru/my-orders': 'private',
  '/ru/my-orders/:id': 'private',
  '/ru/login': 'private',
  '/ru/forgot-password': 'private',
  '/ru/reset-password': 'private',
  '/ru/account': 'private',
  '/ru/account/address/:id': 'private',
  '/ru/account/business': 'private',
  '/ru/account/join': 'private', // its address carries the invitation's token
  '/ru/account/statement': 'private',
  '/ru/quick-order': 'private',
  '/ru/account/lists': 'private',
  '/ru/account/lists/:id': 'private',
  '/ru/*': 'private',
  '/seller': 'private',
  '/seller/product-list': 'private',
  '/seller/overview': 'private',
  '/seller/orders': 'private',
  '/seller/orders/:id': 'private',
  '/seller/add-news': 'private',
  '/seller/editproduct/:id': 'private',
  '/seller/family-choices': 'private', // the product form's "another size of" search
  '/seller/list': 'private',
  '/seller/editnews/:id': 'private',
  '/seller/users': 'private',
  '/seller/import': 'private',
  '/seller/receipts': 'private',
  '/seller/recall': 'private',
  '/seller/settings': 'private',
  '/seller/delivery': 'private',
  '/seller/companies': 'private',
  '/seller/companies/:id': 'private',
  '/seller/groups': 'private',
  '/seller/payments': 'private', // what is overdue (issue 34)
  '/seller/audit': 'private', // the owner's audit log (issue 35)
  '/seller/accounting': 'private', // the accountant's export (issue 34)
  '/seller/staff': 'private',
  '/seller/account': 'private',
  '/seller/invite': 'private', // its address carries the invitation's token
} as const satisfies Record<string, 'public' | 'private'>;

/** A CDN keeps a public page a minute and may serve it stale for ten while it fetches a fresh one. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** A public page rendered for one visitor (a session, a cart): theirs alone; the browser asks again. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-cache';
/** A private page: stored by no cache at all, the browser's included. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';
/** A shared cache must not give a public copy to a request that carries a session or a cart. */
export const PUBLIC_PAGE_VARY = 'Accept-Encoding, Cookie';
const CART_COOKIE = 'cart'; // app/lib/cart/cart-cookie.ts
const PAGE_TYPES = /^(text\/html|text\/x-script)/; // pages and React Router's .data answers
// and the sitemaps and robots.txt (their own cache headers ride with them, decision 0145)
const KEPT_TYPES = /^(text\/html|text\/x-script|application\/xml|text\/plain)/;

// `:param` is one segment; React Router matches paths case-insensitively, with or without a trailing slash
const PUBLIC_PATHS = Object.entries(PAGE_ROUTES)
  .filter(([, kind]) => kind === 'public')
  .map(([pattern]) => new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/:[^/]+/g, '[^/]+')}/?$`, 'i'));

/** A token, code or key in the query string makes any page private: a cache must never keep it. */
const SECRET_PARAM = /(^|&)[^=&]*(token|code|key|secret)[^=&]*=/i;

/** Whether the page at this address is public: its route is listed public and no secret rides in its query. */
export function isPublicPage(url: string): boolean {
  const [path, query = ''] = url.split('?', 2);
  if (SECRET_PARAM.test(query)) return false;
  // React Router's data requests: /products.data for /products, /_root.data for /
  const pathname = path === '/_root.data' ? '/' : path.replace(/\.data$/, '');
  return PUBLIC_PATHS.some((re) => re.test(pathname));
}

/** No session of either kind and no cart: the page shows nothing personal. */
export function isAnonymous(request: FastifyRequest): boolean {
  const { cookies } = request;
  if (cookies[USER_COOKIE] || cookies[SELLER_COOKIE]) return false;
  const cart = cookies[CART_COOKIE];
  return !cart || cart === '{}' || cart === '%7B%7D';
}

export function isKeptResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    KEPT_TYPES.test(response.headers.get('content-type') ?? '')
  );
}

/** The cache-control of a page that is not sent as a kept copy; undefined keeps the route's own. */
export function pageCacheControl(publicPage: boolean, anonymous: boolean, response: Response): string | undefined {
  const own = response.headers.has('cache-control');
  if (!publicPage) {
    // a page or its data is never stored; a framework answer that names its own (the route manifest) keeps it
    return own && !PAGE_TYPES.test(response.headers.get('content-type') ?? '') ? undefined : PRIVATE_PAGE_CACHE_CONTROL;
  }
  return anonymous || own ? undefined : PERSONAL_PAGE_CACHE_CONTROL;
}

/** The CSP sources of a kept page's inline scripts: hashes, not a nonce, since
 * every visitor gets the same bytes (a shared nonce would be no secret). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(match[1]) || /type="application\/(ld\+)?json"/.test(match[1])) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`);
  }
  return [...hashes];
}

/** A visitor who chose Russian (the `lang` cookie, issue 36) and types the shop's address lands on
 * the Russian home page; every other address is the language it names. Public pages already vary
 * on Cookie, so a shared cache keeps the two answers of `/` apart. */
export function rememberedLanguageHome(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  return request.url === '/' && request.cookies.lang === 'ru' ? '/ru' : null;
}
