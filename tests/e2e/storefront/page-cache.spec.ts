/** Pages for visitors without a session are kept once per catalogue version
 * and cacheable by a CDN; pages with a session or a cart are private; a
 * seller's write shows on the next anonymous request (decision 0019). */
import { readFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openHydrated } from '../helpers';
import { SELLER } from '../../../playwright.config';
import type { Product } from '../../../domain/shared/types';
import { pngFile } from '../seller-helpers';
import { addToCartOnPage, buyableProducts, cartBadge, productUrl, setVisitorCart } from '../storefront-helpers';

test('an anonymous page is public for a CDN, with an ETag that a revalidation answers with 304', async ({
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL }); // no cookies
  const first = await api.get('/products');
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  expect(first.headers().vary).toContain('Cookie');
  const etag = first.headers().etag;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  const again = await api.get('/products', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  await api.dispose();
});

test('the sitemaps and robots.txt are kept too: an ETag answered with 304, their own cache header, gzip for a gzip-only client', async ({
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL }); // no cookies
  for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/robots.txt']) {
    const first = await api.get(url);
    expect(first.status(), url).toBe(200);
    expect(first.headers()['cache-control'], url).toBe('public, max-age=3600');
    const etag = first.headers().etag;
    expect(etag, url).toMatch(/^"[\w-]+"$/);
    const again = await api.get(url, { headers: { 'if-none-match': etag } });
    expect(again.status(), url).toBe(304);
    const stale = await api.get(url, { headers: { 'if-none-match': '"an-old-one"' } });
    expect(await stale.text(), url).toBe(await first.text());
  }
  const plain = await api.get('/products', { headers: { 'accept-encoding': 'identity' } });
  for (let i = 0; i < 2; i++) {
    const gz = await api.get('/products', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    expect(gz.headers().etag).toBe(plain.headers().etag);
    expect(await gz.text()).toBe(await plain.text());
  }
  await api.dispose();
});

test('a page for a logged-in customer or a visitor with a cart is private and never a kept copy', async ({
  playwright,
  baseURL,
}) => {
  const customer = await playwright.request.newContext({ baseURL });
  const email = `kesh-${Date.now()}@test.az`;
  expect(
    (
      await customer.post('/api/user/register', { data: { name: 'Nərmin Kəşli', email, password: 'parol-123456' } })
    ).status(),
  ).toBe(201);
  const page = await customer.get('/products');
  expect(page.headers()['cache-control']).toBe('private, no-cache');
  expect(await page.text()).toContain('Nərmin');
  await customer.dispose();

  const [product] = await buyableProducts(await playwright.request.newContext({ baseURL }));
  const cart = encodeURIComponent(JSON.stringify({ [product._id]: 2 }));
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `cart=${cart}` } });
  const withCart = await visitor.get('/products');
  expect(withCart.headers()['cache-control']).toBe('private, no-cache');
  expect(withCart.headers().etag).toBeUndefined();
  await visitor.dispose();
});

test('a private page comes brotli- or gzip-compressed as the client accepts, and plain to one that accepts neither', async ({
  playwright,
  baseURL,
}) => {
  const [product] = await buyableProducts(await playwright.request.newContext({ baseURL }));
  const cart = encodeURIComponent(JSON.stringify({ [product._id]: 1 }));
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `cart=${cart}` } });
  const texts: string[] = [];
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const res = await visitor.get('/products', { headers: { 'accept-encoding': accept } });
    expect(res.headers()['cache-control']).toBe('private, no-cache');
    expect(res.headers()['content-encoding']).toBe(encoding);
    expect(res.headers().vary).toContain('Accept-Encoding');
    texts.push((await res.text()).replace(/nonce="[^"]*"|'nonce-[^']*'/g, ''));
  }
  expect(texts[0]).toContain(product.name);
  expect(texts[1]).toBe(texts[0]); // the client reads the same page whatever the encoding
  expect(texts[2]).toBe(texts[0]);
  await visitor.dispose();
});

test('a kept page hydrates under its hash-based CSP, and a CDN copy shows the visitor’s own cart count', async ({
  page,
  baseURL,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const [product] = await buyableProducts(page.request);
  await page.goto(productUrl(product)); // a kept copy, warmed
  await addToCartOnPage(page, product); // the click works only after hydration
  await expect(cartBadge(page)).toHaveText('1');
  expect(violations).toEqual([]);

  // a CDN that ignores Vary: Cookie hands this visitor the copy rendered for nobody
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const shared = await anonymous.get('/products');
  expect(shared.headers()['cache-control']).toContain('public');
  const sharedHtml = await shared.text();
  await page.route('**/products', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: sharedHtml,
      headers: { 'content-security-policy': shared.headers()['content-security-policy'] },
    }),
  );
  await setVisitorCart(page, { [product._id]: 3 });
  await openHydrated(page, '/products');
  await expect(cartBadge(page)).toHaveText('1'); // one line in the cart
  await anonymous.dispose();
});

test('a seller’s edit shows on the next anonymous request of the product page', async ({ playwright, baseURL }) => {
  const seller = await playwright.request.newContext({ baseURL });
  expect((await seller.post('/api/seller/login', { data: SELLER })).status()).toBe(200);
  const image = await pngFile('kesh', [20, 120, 110]);
  const created = await seller.post('/api/product/add-product', {
    multipart: {
      name: 'Keş sınağı vitamini',
      description: 'Yoxlama üçün',
      category: 'Həblər',
      offerPrice: '7.5',
      inStock: 'true',
      images: { name: 'kesh.png', mimeType: 'image/png', buffer: readFileSync(image) },
    },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()).product as Product;

  const visitor = await playwright.request.newContext({ baseURL });
  const before = await visitor.get(productUrl(product));
  expect(await before.text()).toContain('Stokda var');
  expect(
    (await visitor.get(productUrl(product), { headers: { 'if-none-match': before.headers().etag } })).status(),
  ).toBe(304);

  expect((await seller.post('/api/product/stock', { data: { id: product._id, inStock: false } })).status()).toBe(200);
  const after = await visitor.get(productUrl(product), { headers: { 'if-none-match': before.headers().etag } });
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain('Stokda yoxdur');
  expect(after.headers().etag).not.toBe(before.headers().etag);

  expect((await seller.delete(`/api/product/${product._id}`)).status()).toBe(200);
  expect((await visitor.get(productUrl(product))).status()).toBe(404);
  await Promise.all([seller.dispose(), visitor.dispose()]);
});
