/** Issue 34 item 3 in the browser. What each test is for:
 * - at 390 px: a customer in a region paid by transfer downloads the proforma from their order page;
 * - at 1280 px: the seller completes an order and downloads its hesab-faktura from the order's page.
 * Each runs once (the download does not depend on the width, issue 43 item 5); both pages are
 * axe-checked and photographed at 390 and 1280 px. */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { atWidths, expectNoSeriousA11yViolations, openHydrated, uniqueEmail } from '../helpers';
import { buyableProducts } from '../storefront-helpers';
import { photograph } from '../support/photograph';

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

/** The page's state at both widths: axe, then a screenshot with `region` in view. */
const checkBothWidths = (page: Page, region: Locator, name: string) =>
  atWidths(page, [390, 1280], async (w) => {
    await expectNoSeriousA11yViolations(page);
    await region.scrollIntoViewIfNeeded();
    await photograph(page, test.info().outputPath(`${name}-${w}.png`));
  });

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('a regional customer downloads the proforma from the order page', async ({ page }) => {
    const order = await customerOrder(page.request, 'Gəncə');
    expect(order.paymentType).toBe('TRANSFER');
    await openHydrated(page, `/my-orders/${order._id}`);
    const docs = page.getByRole('region', { name: 'Sənədlər' });
    await expect(docs).toBeVisible();
    const file = await downloadLink(page, 'Proforma hesabı yükləyin (PDF)');
    expect(file.name).toBe(`PF-${order.number}.pdf`);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await checkBothWidths(page, docs, 'customer-documents');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the seller downloads the invoice of a completed order', async ({ sellerPage: page, browser, baseURL }) => {
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
    await checkBothWidths(page, docs, 'seller-documents');
  });
});
