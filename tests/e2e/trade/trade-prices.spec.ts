/** A trade buyer sees their own price, and nobody else does (issue 33, decision 0092). What each
 * test is for:
 * - at 390 px: the buyer's product page shows the group price with the retail price struck and the
 *   breaks, the cart charges it and keeps the minimum, the search card shows it;
 * - every path a trade price could leak by, attacked through the API: a visitor's page and its
 *   .data, the page a shared cache keeps, another company's and a retail customer's pages, the API,
 *   the sitemap and the JSON-LD;
 * - the buyer's pages follow a changed group price and a suspension at once;
 * - at 1280 px: the seller sets a group's price in bulk and the product's edit page shows it.
 * The two browser journeys run once each (nothing in them depends on the width, issue 43 item 5);
 * each page state they reach is axe-checked (and, with TRADE_SHOTS_DIR, photographed) at both widths. */
import { type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { atWidths, expectNoSeriousA11yViolations, loginSellerViaApi, openHydrated, uniqueEmail } from '../helpers';
import { buyableProducts, productUrl } from '../storefront-helpers';
import type { Product } from '../../../domain/shared/types';

const SHOTS = process.env.TRADE_SHOTS_DIR;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let voen = 300_000_000 + Math.floor(Math.random() * 600_000_000);
// a price no demo product has, so finding its text anywhere means it leaked
const OWN = 7.31;
const OWN_TEXTS = ['7,31', '7.31'];

async function context(playwright: PlaywrightWorkerArgs['playwright']) {
  return playwright.request.newContext({ baseURL: workerShop().url });
}

/** A customer whose clinic the seller approved into `groupId`. */
async function buyer(playwright: PlaywrightWorkerArgs['playwright'], seller: APIRequestContext, groupId: string) {
  const api = await context(playwright);
  const email = uniqueEmail('ticari');
  expect(
    (await api.post('/api/user/register', { data: { name: 'Leyla Həsənova', email, password: 'parol-12345' } })).ok(),
  ).toBeTruthy();
  const applied = await api.post('/api/trade/company/apply', {
    multipart: {
      legalName: `Klinika ${voen}`,
      voen: `${voen++}1`,
      type: 'clinic',
      legalAddress: 'Bakı, Xətai r., Babək pr. 20',
      phone: '012 555 11 22',
      licenceNumber: 'BL-2025-1234',
      licenceExpires: `${new Date().getUTCFullYear() + 1}-12-31`,
      licenceFile: { name: 'lisenziya.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status()).toBe(201);
  const id = (await applied.json()).company._id;
  expect((await seller.post(`/api/trade/seller/companies/${id}/approve`, { data: { groupId } })).ok()).toBeTruthy();
  return Object.assign(api, { companyId: id as string });
}

async function setUp(playwright: PlaywrightWorkerArgs['playwright']) {
  const seller = await context(playwright);
  await loginSellerViaApi(seller);
  // a demo product (it has a Russian name) with no stock limit to show: other tests' products may
  // have three left, and the cart below orders ten
  const product = (await buyableProducts(seller)).find(
    (p) =>
      p.nameRu && p.stockLeft == null && p.offerPrice! > 9 && !OWN_TEXTS.some((t) => String(p.offerPrice).includes(t)),
  )!;
  const mk = async (name: string) =>
    (
      await (
        await seller.post('/api/trade/seller/groups', { data: { name: `${name} ${Date.now()}-${Math.random()}` } })
      ).json()
    ).group._id as string;
  const [groupA, groupB] = [await mk('Klinika'), await mk('Ferma')];
  const terms = { price: OWN, breaks: [{ minQuantity: 10, price: 6.9 }], minimum: 2 };
  expect(
    (await seller.put(`/api/trade/seller/groups/${groupA}/products/${product._id}`, { data: terms })).ok(),
  ).toBeTruthy();
  return { seller, product, groupA, groupB };
}

/** The buyer's price as a number of its own: not "317,318" (turbo-stream's indices in a page's data). */
const OWN_PATTERN = new RegExp(`(?<!\\d)(?:${OWN_TEXTS.map((t) => t.replace('.', '\\.')).join('|')})(?!\\d)`);
const hasOwn = (text: string) => OWN_PATTERN.test(text);

/** The page's state at both widths: axe, and a screenshot `${name}-${width}` when TRADE_SHOTS_DIR is set. */
const checkBothWidths = (page: Page, name: string, fullPage = false) =>
  atWidths(page, [390, 1280], async (w) => {
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage });
  });

{
  const width = 390;
  test(`${width} px: a trade buyer sees the group price, the retail price struck, and the breaks`, async ({
    page,
    playwright,
  }) => {
    const { seller, product, groupA } = await setUp(playwright);
    const api = await buyer(playwright, seller, groupA);
    await page.context().addCookies((await api.storageState()).cookies);
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, productUrl(product as Product));
    const box = page.getByTestId('trade-price');
    await expect(box.getByTestId('price')).toHaveText('7,31\u00a0₼');
    await expect(box.locator('s')).toHaveText(`${String(product.offerPrice!.toFixed(2)).replace('.', ',')}\u00a0₼`);
    await expect(box.getByTestId('price-breaks')).toHaveText('10 ədəddən 6,90\u00a0₼');
    await expect(box).toContainText('Minimum sifariş: 2 ədəd');
    await expect(page.getByLabel('Miqdar')).toHaveValue('2');
    await checkBothWidths(page, 'trade-product');
    // the cart charges the same price, and its quantity is a number field that keeps the rule
    await page.getByRole('button', { name: 'İndi al' }).click();
    await expect(page).toHaveURL(/\/cart/);
    const line = page.getByTestId('cart-line');
    await expect(line).toContainText('14,62\u00a0₼');
    const quantity = line.getByRole('spinbutton');
    await quantity.fill('1');
    await quantity.press('Enter');
    await expect(page.getByText(`“${product.name}” ən azı 2 ədəd sifariş olunur.`)).toBeVisible();
    // the refused line is back at what the cart holds before the buyer types again
    await expect(quantity).toHaveValue('2');
    await quantity.fill('10');
    await quantity.press('Enter');
    await expect(line).toContainText('69,00\u00a0₼'); // the break: 10 × 6,90
    await checkBothWidths(page, 'trade-cart');
    // the search's card shows the buyer's price, the retail price struck beside it (decision 0093)
    await openHydrated(page, `/products?search=${encodeURIComponent(product.name)}`);
    const card = page.locator('.product-card').filter({ hasText: product.name }).first();
    await expect(card.locator('.product-card-price')).toContainText('7,31\u00a0₼');
    await expect(card.locator('.product-card-price s')).toHaveText(
      `${product.offerPrice!.toFixed(2).replace('.', ',')}\u00a0₼`,
    );
    await checkBothWidths(page, 'trade-search');
    await api.dispose();
    await seller.dispose();
  });
}

test('no one else gets the trade price: visitor, shared cache, other company, retail customer, cards, search, API, sitemap, JSON-LD', async ({
  playwright,
}) => {
  const { seller, product, groupA, groupB } = await setUp(playwright);
  const url = productUrl(product as Product);
  const own = await buyer(playwright, seller, groupA);
  const other = await buyer(playwright, seller, groupB);
  const retail = await context(playwright);
  await retail.post('/api/user/register', {
    data: { name: 'Pərakəndə Alıcı', email: uniqueEmail('p'), password: 'parol-12345' },
  });
  const visitor = await context(playwright);

  // the buyer's own page and its data carry the price, and no cache may keep them
  for (const path of [url, `${url}.data`]) {
    const res = await own.get(path);
    expect(hasOwn(await res.text()), path).toBe(true);
    expect(res.headers()['cache-control']).toBe('private, no-store');
  }
  const ownHtml = await (await own.get(url)).text();
  const jsonLd = [...ownHtml.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('');
  expect(jsonLd).toContain(String(product.offerPrice));
  expect(hasOwn(jsonLd)).toBe(false);
  const category = url.split('/')[2];
  const search = `/products?search=${encodeURIComponent(product.name)}`;
  const dataSearch = `/products.data?search=${encodeURIComponent(product.name)}`;
  for (const path of ['/', '/_root.data', '/products', `/products/${category}`, search, dataSearch])
    expect((await own.get(path)).headers()['cache-control'], path).toBe('private, no-store');
  // the buyer's own search page and its data carry the card at their price (decision 0093)
  for (const path of [search, dataSearch]) expect(hasOwn(await (await own.get(path)).text()), path).toBe(true);

  // everyone else, after the buyer's requests (a kept page would be served now)
  for (const [who, api] of [
    ['visitor', visitor],
    ['another company', other],
    ['retail customer', retail],
  ] as const) {
    for (const path of [
      url,
      `${url}.data`,
      '/',
      '/_root.data',
      '/products',
      '/products.data',
      `/products/${category}`,
      `/products/${category}.data`,
      search,
      dataSearch,
      `/search/suggest?q=${encodeURIComponent(product.name.slice(0, 6))}`,
      '/api/product/list',
      '/api/product/list?limit=100',
      `/api/product/${product._id}`,
      '/sitemap.xml',
    ]) {
      const res = await api.get(path);
      expect(hasOwn(await res.text()), `${who} ${path}`).toBe(false);
    }
  }
  expect((await visitor.get(url)).headers()['cache-control']).toContain('public');

  // the API: offerPrice stays the list price, for the buyer too; the buyer's session alone gets
  // tradePrice beside it, in an answer no cache keeps (decision 0093)
  const ownApi = await own.get(`/api/product/${product._id}`);
  expect(ownApi.headers()['cache-control']).toBe('private, no-store');
  expect((await ownApi.json()).product).toMatchObject({ offerPrice: product.offerPrice, tradePrice: OWN });
  const visitorApi = await (await visitor.get(`/api/product/${product._id}`)).json();
  expect(visitorApi.product.offerPrice).toBe(product.offerPrice);
  expect(visitorApi.product.tradePrice).toBeUndefined();
  for (const api of [own, other, retail, visitor, seller]) await api.dispose();
});

test("a buyer's pages follow the seller at once: a changed group price, then a suspended company's list prices", async ({
  playwright,
}) => {
  const { seller, product, groupA } = await setUp(playwright);
  const url = productUrl(product as Product);
  const own = await buyer(playwright, seller, groupA);
  const category = url.split('/')[2];
  for (const path of [url, `/products/${category}`])
    expect(hasOwn(await (await own.get(path)).text()), path).toBe(true);

  // the pages price from the group's list kept per catalogue version (decision 0119): a change shows
  const changed = { price: 7.47, breaks: [], minimum: null };
  expect(
    (await seller.put(`/api/trade/seller/groups/${groupA}/products/${product._id}`, { data: changed })).ok(),
  ).toBeTruthy();
  for (const path of [url, `/products/${category}`]) {
    const text = await (await own.get(path)).text();
    expect(hasOwn(text), path).toBe(false);
    expect(text, path).toContain('7,47');
  }

  // suspended, the company buys at list prices, and its pages are a retail customer's again
  expect((await seller.post(`/api/trade/seller/companies/${own.companyId}/suspend`)).ok()).toBeTruthy();
  const page = await own.get(url);
  expect(await page.text()).not.toContain('7,47');
  expect(page.headers()['cache-control']).not.toBe('private, no-store');
  for (const api of [own, seller]) await api.dispose();
});

{
  const width = 1280; // the desktop project's window
  test(`${width} px: the seller sets a group's price in bulk, and the product's page shows it per group`, async ({
    sellerPage: page,
    playwright,
  }) => {
    const { seller, product, groupA } = await setUp(playwright);
    await openHydrated(page, `/seller/groups?group=${groupA}`);
    const bulk = page.getByRole('form', { name: /Toplu qiymət/ });
    await bulk.getByLabel('Ad və ya SKU').fill(product.name);
    await bulk.getByLabel('Əməliyyat').selectOption({ label: 'Hamısına eyni qiymət (₼)' });
    await bulk.getByLabel('Qiymət və ya faiz').fill('8,43');
    await bulk.getByRole('button', { name: 'Tətbiq et' }).click();
    await expect(page.getByText(/\d+ məhsulun qrup qiyməti yeniləndi\./)).toBeVisible();
    await checkBothWidths(page, 'seller-bulk', true);
    await openHydrated(page, `/seller/editproduct/${product._id}`);
    const groups = (await (await seller.get('/api/trade/seller/groups')).json()).groups as {
      _id: string;
      name: string;
    }[];
    const name = groups.find((g) => g._id === groupA)!.name;
    const row = page.getByTestId('group-prices').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('8,43\u00a0₼');
    await expect(row).toContainText('Məhsulun qrup qiyməti');
    await expect(row).toContainText('10 ədəddən 6,90\u00a0₼');
    await atWidths(page, [390, 1280], async (w) => {
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await page.getByTestId('group-prices').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/seller-product-groups-${w}.png`, fullPage: false });
      }
    });
    await seller.dispose();
  });
}
