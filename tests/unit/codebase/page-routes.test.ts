/** Pages are private unless listed public (decision 0034): every route of app/routes.ts is
 * classified in server/page-cache.ts, and an address is public only when its route is. */
import { describe, expect, it } from 'vitest';
import routes from '../../../app/routes.ts';
import { isPublicPage, PAGE_ROUTES } from '../../../server/page-cache.ts';

type Entry = { path?: string; index?: boolean; children?: Entry[] };

/** The full path of every route that answers an address (layouts without a path answer none). */
function routePaths(entries: Entry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/');
    const here = entry.path !== undefined || entry.index ? [own === '/*' ? '*' : own || '/'] : [];
    return [...here, ...routePaths(entry.children ?? [], own)];
  });
}

const paths = [...new Set(routePaths(routes as Entry[]))];

describe('every route is classified public or private', () => {
  it.each(paths)('%s', (path) => {
    expect(PAGE_ROUTES, `${path}: add it to PAGE_ROUTES in server/page-cache.ts`).toHaveProperty([path]);
  });

  it('and the list names no route that no longer exists', () => {
    expect(paths.length).toBeGreaterThan(20); // the walk found the routes
    expect(Object.keys(PAGE_ROUTES).filter((path) => !paths.includes(path))).toEqual([]);
  });
});

describe('an address is public only when its route is listed public', () => {
  it.each([
    '/',
    '/about',
    '/contact/',
    '/products',
    '/products?search=vitamin',
    '/products/h%C9%99bl%C9%99r',
    '/product/h%C9%99bl%C9%99r/0c6a1d6e-2f6b-4a57-9b0c-9f1a2b3c4d5e',
    '/news',
    '/news/0c6a1d6e-2f6b-4a57-9b0c-9f1a2b3c4d5e',
    '/sitemap.xml',
    '/sitemaps/products-1.xml',
    '/robots.txt',
    '/products.data',
    '/_root.data',
  ])('public: %s', (url) => expect(isPublicPage(url)).toBe(true));

  it.each([
    '/reset-password?token=abcdefghijklmnopqrstuvwxyz',
    '/reset-password.data?token=abcdefghijklmnopqrstuvwxyz',
    '/reset-password',
    '/products?token=abc', // a token in any address
    '/news?reset_token=abc',
    '/login',
    '/cart',
    '/account',
    '/my-orders/1',
    '/seller',
    '/seller/orders',
    '/sellerish', // not found
    '/products/a/b', // no route of that shape
    '/a-new-page', // a route nobody listed
    '/__manifest?version=1',
  ])('private: %s', (url) => expect(isPublicPage(url)).toBe(false));
});
