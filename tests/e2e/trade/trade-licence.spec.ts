/** Issue 40 item 3 in the browser (decision 0122), at 390 and 1280 px: a licensed clinic orders an
 * Rx item on its licence; the seller's order page shows the licence (number, expiry, company) where a
 * prescription would be, and the printed delivery note names it; the seller records a renewed
 * licence (number, expiry, scan) on the company's page and the page shows it. */
import type { Page } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { formatDate } from '../../../domain/shared/format';
import { loginSellerViaApi, openHydrated } from '../helpers';
import { expectToast } from '../seller-helpers';
import { applyAsClinic, approve, newGroup, sellerApi } from '../trade-helpers';
import type { Product } from '../../../domain/shared/types';
import { photograph } from '../support/photograph';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const shot = (page: Page, name: string) =>
  photograph(page, test.info().outputPath(`${name}-${page.viewportSize()!.width}.png`));
async function shots(page: Page, name: string) {
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, name);
  await page.setViewportSize({ width: 390, height: 900 });
}

test.use({ viewport: { width: 390, height: 900 } });

test("the licence that stood for the prescription, and the seller's renewal of it", async ({
  page,
  browser,
  playwright,
}) => {
  await page.goto('/');
  const legalName = `Dostlar Vet ${Date.now()} MMC`;
  const companyId = await applyAsClinic(page.request, legalName);
  const sellerRequest = await sellerApi(playwright);
  await approve(sellerRequest, companyId, await newGroup(sellerRequest));
  const { products } = (await (await page.request.get('/api/product/list?limit=100')).json()) as {
    products: Product[];
  };
  const rx = products.find((p) => p.rx && p.inStock && p.offerPrice != null)!;
  const address = { firstName: 'Nigar', email: 'nigar@test.az', phone: '050 555 44 33', city: 'Bakı', state: 'Nəsimi' };
  const added = await (await page.request.post('/api/address/add', { data: { address } })).json();
  const placed = await page.request.post('/api/order/cod', {
    data: { items: [{ product: rx._id, quantity: 1 }], address: added.address._id },
  });
  expect(placed.status()).toBe(201);
  const { order } = await placed.json();

  const seller = await browser.newPage({ baseURL: workerShop().url, viewport: { width: 390, height: 900 } });
  try {
    await loginSellerViaApi(seller.request);
    await openHydrated(seller, `/seller/orders/${order._id}`);
    const box = seller.getByTestId('seller-prescription-licence');
    await expect(box).toContainText('Resept əvəzinə lisenziya');
    await expect(box).toContainText('BL-2025-1122');
    await expect(box).toContainText(legalName);
    await expect(box).toContainText(formatDate(`${new Date().getUTCFullYear() + 1}-12-31`));
    await shots(seller, 'licence-order');
    await seller.emulateMedia({ media: 'print' });
    await expect(seller.getByTestId('delivery-note-licence')).toContainText('Resept əvəzinə lisenziya: № BL-2025-1122');
    await seller.emulateMedia({ media: 'screen' });

    await openHydrated(seller, `/seller/companies/${companyId}`);
    const form = seller.getByTestId('licence-renewal');
    await form.getByRole('textbox', { name: 'Lisenziyanın nömrəsi' }).fill('BL-2027-0001');
    const renewedTo = `${new Date().getUTCFullYear() + 2}-06-30`;
    await form.getByLabel('Bitmə tarixi').fill(renewedTo);
    await form
      .getByLabel(/Lisenziyanın surəti/)
      .setInputFiles({ name: 'yeni.pdf', mimeType: 'application/pdf', buffer: PDF });
    await shots(seller, 'licence-renewal-form');
    await form.getByRole('button', { name: 'Lisenziyanı yadda saxla' }).click();
    await expectToast(seller, 'Yenilənmiş lisenziya yadda saxlanıldı.');
    await expect(seller.getByText(`BL-2027-0001, bitmə tarixi: ${formatDate(renewedTo)}`)).toBeVisible();
    await shots(seller, 'licence-renewed');
  } finally {
    await seller.close();
    await sellerRequest.dispose();
  }
});
