/** The earliest expiry a customer will receive, on the product page (issue 41 item 3): the first
 * batch an order would take, in the page's language, at 390 px with JavaScript and at 1280 px
 * without; the line goes when the batch it named is blocked, and the product is out of stock when
 * nothing may be sold; the order page names the batches a line took. axe-clean (axe runs where
 * JavaScript does); screenshots to look at. */
import type { APIRequestContext } from '@playwright/test';
import type { Product } from '../../../domain/shared/types';
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations, loginSellerViaApi, openHydrated } from '../helpers';
import { productUrl } from '../storefront-helpers';
import { photograph } from '../support/photograph';

const nextYear = new Date().getUTCFullYear() + 1;

/** A medicine (batch-tracked by its category) with two batches received through the API. */
async function productWithBatches(seller: APIRequestContext, tag: string) {
  await loginSellerViaApi(seller);
  const sku = `EXP-${tag}-${Date.now()}`;
  const added = await seller.post('/api/product/add-product', {
    multipart: { name: `Milbemax ${sku}`, category: 'Həblər', offerPrice: '12', trackStock: 'true', sku },
  });
  expect(added.status()).toBe(201);
  const product = (await added.json()).product as Product;
  const received = await seller.post('/api/batches/receipts', {
    data: {
      supplier: 'Vet Pharma MMC',
      date: new Date().toISOString().slice(0, 10),
      documentNumber: 'QAİ-31',
      lines: [
        { code: sku, batch: 'M-LATE', expiry: `11.${nextYear + 1}`, quantity: 20 },
        { code: sku, batch: 'M-EARLY', expiry: `03.${nextYear}`, quantity: 6 },
      ],
    },
  });
  expect(received.status()).toBe(201);
  const batches = (await (await seller.get(`/api/batches/product/${product._id}`)).json()).batches as {
    _id: string;
    number: string;
  }[];
  return { product, early: batches.find((b) => b.number === 'M-EARLY')! };
}

test('at 390 px with JavaScript: the earliest batch’s month, in Azerbaijani and in Russian', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const seller = await playwright.request.newContext({ baseURL });
  const { product, early } = await productWithBatches(seller, '390');
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, productUrl(product));
  await expect(page.getByTestId('expiry-from')).toHaveText(`Son istifadə tarixi: 03.${nextYear}-dən tez deyil`);
  await expectNoSeriousA11yViolations(page);
  await photograph(page, testInfo.outputPath('expiry-390.png'));
  await page.goto(`/ru${productUrl(product)}`);
  await expect(page.getByTestId('expiry-from')).toHaveText(`Срок годности: не ранее 03.${nextYear}`);

  // the early batch recalled: the next one's expiry, on the page a visitor opens next
  const blocked = await seller.post(`/api/batches/${early._id}/block`, { data: { blocked: true } });
  expect(blocked.status()).toBe(200);
  await page.goto(productUrl(product));
  await expect(page.getByTestId('expiry-from')).toHaveText(`Son istifadə tarixi: 11.${nextYear + 1}-dən tez deyil`);
});

test.describe('at 1280 px without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the line beside the stock; none when nothing may be sold', async ({ page, playwright, baseURL }, testInfo) => {
    const seller = await playwright.request.newContext({ baseURL });
    const { product } = await productWithBatches(seller, '1280');
    await page.goto(productUrl(product));
    const box = page.getByTestId('buy-box');
    await expect(box.getByText('Stokda var', { exact: true })).toBeVisible();
    await expect(box.getByTestId('expiry-from')).toHaveText(`Son istifadə tarixi: 03.${nextYear}-dən tez deyil`);
    await photograph(page, testInfo.outputPath('expiry-1280.png'), { fullPage: false });
    // the cart says the same of its line (the trade buyer's cart is this page)
    await box.getByRole('button', { name: 'Səbətə əlavə et' }).click();
    await page.goto('/cart');
    const line = page.getByTestId('cart-line');
    await expect(line.getByTestId('expiry-from')).toHaveText(`Son istifadə tarixi: 03.${nextYear}-dən tez deyil`);
    await photograph(page, testInfo.outputPath('cart-expiry-1280.png'), { fullPage: false });
    // every batch blocked: out of stock, and no expiry promised
    const batches = (await (await seller.get(`/api/batches/product/${product._id}`)).json()).batches as {
      _id: string;
    }[];
    for (const b of batches) await seller.post(`/api/batches/${b._id}/block`, { data: { blocked: true } });
    await page.goto(productUrl(product));
    await expect(box.getByText('Stokda yoxdur', { exact: true })).toBeVisible();
    await expect(box.getByTestId('expiry-from')).toHaveCount(0);
    await page.goto('/cart');
    await expect(line).toContainText('Stokda yoxdur — sifariş vermək üçün səbətdən silin.');
    await expect(line.getByTestId('expiry-from')).toHaveCount(0);
  });
});

test('at 390 px: the customer’s order page names the batch and expiry each line took, as the delivery note does', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const seller = await playwright.request.newContext({ baseURL });
  const { product } = await productWithBatches(seller, 'order');
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `seriya-${Date.now()}@test.az`;
  const registered = await page.request.post('/api/user/register', {
    data: { name: 'Nigar Həsənova', email, password: 'parol-123456' },
  });
  expect(registered.status()).toBe(201);
  const added = await page.request.post('/api/address/add', {
    data: {
      address: {
        ...{ firstName: 'Nigar', lastName: 'Həsənova', email, street: 'Nizami küç. 12' },
        ...{ city: 'Bakı', state: 'Yasamal', country: 'Azərbaycan', phone: '050 311 22 33' },
      },
    },
  });
  const { address } = (await added.json()) as { address: { _id: string } };
  const placed = await page.request.post('/api/order/cod', {
    data: { items: [{ product: product._id, quantity: 8 }], address: address._id },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string } };
  await openHydrated(page, `/my-orders/${order._id}`);
  const batches = page.getByTestId('order-line-batch');
  await expect(batches).toHaveText([
    `Seriya M-EARLY, son istifadə tarixi 03.${nextYear} — 6 ədəd`,
    `Seriya M-LATE, son istifadə tarixi 11.${nextYear + 1} — 2 ədəd`,
  ]);
  await expectNoSeriousA11yViolations(page);
  await photograph(page, testInfo.outputPath('order-batches-390.png'));

  // the delivery note the warehouse prints for it names the same batches
  const staff = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await loginSellerViaApi(staff.request);
  const panel = await staff.newPage();
  await openHydrated(panel, `/seller/orders/${order._id}`);
  await panel.emulateMedia({ media: 'print' });
  const note = panel.getByRole('region', { name: 'Çatdırılma qaiməsi' });
  await expect(note.getByTestId('note-line-batch')).toHaveText([
    `Seriya M-EARLY, son istifadə tarixi 03.${nextYear} — 6 ədəd`,
    `Seriya M-LATE, son istifadə tarixi 11.${nextYear + 1} — 2 ədəd`,
  ]);
  await photograph(panel, testInfo.outputPath('note-batches-1280.png'));
  await staff.close();
});
