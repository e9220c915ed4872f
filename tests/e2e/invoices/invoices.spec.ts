/** Issue 34 item 3 in the browser at 390 and 1280 px: a customer in a region paid by transfer
 * downloads the proforma from their order page; the seller completes an order and downloads its
 * hesab-faktura from the order's page; both pages axe clean. */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations, openHydrated, uniqueEmail } from '../helpers';
import { buyableProducts } from '../storefront-helpers';

const WIDTHS = [390, 1280];

async function customerOrder(request: APIRequestContext, city: string) {
  const email = uniqueEmail('hesab');
  const reg = await request.post('/api/user/register', {
    data: { name: 'Aygün Məmmədova', email, password: 'parol-12345' },
  });
  expect(reg.status()).toBe(201);
  const address = {
    firstName: 'Aygün',
    lastName: 'Məmmədova',
    email,
    phone: '050 222 33 44',
    city,
    street: 'Nizami küç. 5',
  };
  const added = await request.post('/api/address/add', { data: { address } });
  const product = (await buyableProducts(request))[0];
  const placed = await request.post('/api/order/cod', {
    data: { items: [{ product: product._id, quantity: 2 }], address: (await added.json()).address._id },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).order as { _id: string; number: number; paymentType: string };
}

async function downloadLink(page: Page, name: RegExp | string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const bytes = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), bytes };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a regional customer downloads the proforma from the order page', async ({ page }, testInfo) => {
      const order = await customerOrder(page.request, 'Gəncə');
      expect(order.paymentType).toBe('TRANSFER');
      await openHydrated(page, `/my-orders/${order._id}`);
      const docs = page.getByRole('region', { name: 'Sənədlər' });
      await expect(docs).toBeVisible();
      const file = await downloadLink(page, 'Proforma hesabı yükləyin (PDF)');
      expect(file.name).toBe(`PF-${order.number}.pdf`);
      expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      await expectNoSeriousA11yViolations(page);
      await docs.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`customer-documents-${width}.png`), fullPage: true });
    });

    test('the seller downloads the invoice of a completed order', async ({
      sellerPage: page,
      browser,
      baseURL,
    }, testInfo) => {
      // this worker's shop: the project's baseURL is the first worker's, another shop and database
      const customer = await browser.newContext({ baseURL });
      const order = await customerOrder(customer.request, 'Gəncə');
      await customer.close();
      for (const status of ['Qəbul Edildi', 'Tamamlandı']) {
        expect((await page.request.put(`/api/order/seller/${order._id}/status`, { data: { status } })).status()).toBe(
          200,
        );
      }
      await openHydrated(page, `/seller/orders/${order._id}`);
      const docs = page.getByRole('region', { name: 'Sənədlər' });
      const link = docs.getByRole('link', { name: /^Hesab-faktura VA-\d{4}-\d{6} \(PDF\)$/ });
      await expect(link).toBeVisible();
      const number = /VA-\d{4}-\d{6}/.exec((await link.textContent())!)![0];
      const file = await downloadLink(page, `Hesab-faktura ${number} (PDF)`);
      expect(file.name).toBe(`${number}.pdf`);
      expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      await expect(docs.getByRole('button', { name: 'Kredit qeydi yazın' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await docs.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`seller-documents-${width}.png`), fullPage: true });
    });
  });
}
