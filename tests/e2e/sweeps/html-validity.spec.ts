/** Every page type's HTML as the shop sends it passes the W3C's Nu Html Checker (issue 32 item 9):
 * the storefront's pages for a visitor, the customer's pages, the seller's panel. The pages are
 * fetched from the worker's running shop and checked in one run of vnu.jar on Debian's Java
 * (one JVM start for all of them); any error fails the test, naming the page, line and message. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { SELLER, uniqueEmail } from '../helpers';
import { SELLER_ROUTES, withIds } from '../seller-helpers';
import { productUrl, visibleNews } from '../storefront-helpers';
import type { Product } from '../../../domain/shared/types';
import { categoryUrl, type CategoryPath } from '../../../domain/catalog/categories';

const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
type Page = { name: string; path: string; status?: number };
type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

async function customer(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  await api.post('/api/user/register', {
    data: { name: 'Nərmin Əliyeva', email: uniqueEmail('html'), password: 'parol-12345' },
  });
  const added = await api.post('/api/address/add', {
    data: {
      address: {
        firstName: 'Nərmin',
        lastName: 'Əliyeva',
        email: 'nermin@test.az',
        street: 'Nizami küçəsi 10',
        city: 'Bakı',
        state: 'Nəsimi',
        zipCode: '',
        country: 'Azərbaycan',
        phone: '050 222 33 44',
      },
    },
  });
  return { api, address: (await added.json()).address._id as string };
}

/** Fetches each page into `dir` as `<name>.html`, checking its status. */
async function save(api: APIRequestContext, pages: Page[], dir: string) {
  for (const page of pages) {
    const res = await api.get(page.path, { headers: { accept: 'text/html' } });
    expect(res.status(), page.path).toBe(page.status ?? 200);
    expect(res.headers()['content-type'], page.path).toContain('text/html');
    writeFileSync(path.join(dir, `${page.name}.html`), await res.body());
  }
}

test('every page type is valid HTML by the Nu Html Checker', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-vnu-'));
  try {
    const { products } = (await (await request.get('/api/product/list')).json()) as { products: Product[] };
    const pictures = products.find((p) => p.image.length > 1);
    const onRequest = products.find((p) => p.offerPrice == null);
    const buyable = products.find((p) => p.inStock && p.offerPrice != null && !p.rx)!;
    expect(pictures, 'a demo product with several pictures').toBeDefined();
    expect(onRequest, 'a demo product with its price on request').toBeDefined();
    const [news] = await visibleNews(request);
    await save(
      request,
      [
        { name: 'home', path: '/' },
        { name: 'products', path: '/products' },
        { name: 'category', path: categoryUrl(buyable.category as CategoryPath) },
        { name: 'product-pictures', path: productUrl(pictures!) },
        { name: 'product-on-request', path: productUrl(onRequest!) },
        { name: 'search', path: '/products?search=vitamin' },
        { name: 'news', path: '/news' },
        { name: 'news-item', path: `/news/${news._id}` },
        { name: 'about', path: '/about' },
        { name: 'contact', path: '/contact' },
        { name: 'terms', path: '/sertler' },
        { name: 'returns', path: '/qaytarma' },
        { name: 'cart-empty', path: '/cart' },
        { name: 'login', path: '/login' },
        { name: 'register', path: '/login?mode=register' },
        { name: 'forgot-password', path: '/forgot-password' },
        { name: 'reset-password', path: '/reset-password?token=yoxdur' },
        { name: 'not-found', path: '/bele-sehife-yoxdur', status: 404 },
      ],
      dir,
    );

    const c = await customer(baseURL!);
    await c.api.post('/api/cart/update', { data: { cartItems: { [buyable._id]: 2 } } });
    const placed = await c.api.post('/api/order/cod', {
      data: { items: [{ product: buyable._id, quantity: 1 }], address: c.address },
    });
    expect(placed.status()).toBe(201);
    const orderId = (await placed.json()).order._id as string;
    await save(
      c.api,
      [
        { name: 'cart', path: '/cart' },
        { name: 'account', path: '/account' },
        { name: 'address', path: `/account/address/${c.address}` },
        { name: 'add-address', path: '/add-address' },
        { name: 'orders', path: '/my-orders' },
        { name: 'order', path: `/my-orders/${orderId}` },
        { name: 'order-placed', path: `/my-orders/${orderId}?placed=1` },
      ],
      dir,
    );

    const seller = await playwrightRequest.newContext({ baseURL });
    expect((await seller.post('/api/seller/login', { data: SELLER })).ok()).toBeTruthy();
    const ids = { product: buyable._id, news: news._id, order: orderId };
    const sellerPages = [...SELLER_ROUTES, '/seller/settings', '/seller/delivery', '/seller/import'].map((route) => ({
      name: `seller${withIds(route, ids)
        .replace(/\//g, '-')
        .replace(/^-seller/, '')}`,
      path: withIds(route, ids),
    }));
    await save(seller, sellerPages, dir);
    await Promise.all([c.api.dispose(), seller.dispose()]);

    // one run of the checker over every file; it prints its JSON report on stderr
    const run = await promisify(execFile)('java', ['-jar', VNU, '--errors-only', '--format', 'json', dir], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((e: { stderr: string }) => ({ stderr: e.stderr }));
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error')
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? '?'}: ${m.message} — ${(m.extract ?? '').trim()}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
