/** Goods in on a phone in the warehouse (issue 41 item 1), at 390 and 1280 px, with and without
 * JavaScript: the SKU typed (as a scanner types a barcode), batch, expiry, quantity; the notice,
 * the kept supplier and the batch in the product's batches; a past expiry refused on its field's
 * form. axe-clean, screenshots to look at. */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations, openHydrated } from '../helpers';
import { photograph } from '../support/photograph';

const nextYear = new Date().getUTCFullYear() + 1;

async function fillLine(page: Page, sku: string, batch: string, expiry: string, quantity: string) {
  await page.getByLabel('Tədarükçü').fill('Vet Pharma MMC');
  await page.getByLabel('Sənəd nömrəsi').fill('QAİ-12');
  await page.getByLabel('Barkod və ya SKU').fill(sku);
  await page.getByLabel('Seriya').fill(batch);
  await page.getByLabel(/Son istifadə tarixi/).fill(expiry);
  await page.getByLabel('Miqdar').fill(quantity);
}

// each width once and each of with and without JavaScript once (issue 43 item 5): the receipt's
// facts do not depend on the width; axe at 390 here, at 1280 in seller-access.spec.ts's sweep
for (const [width, javaScriptEnabled] of [
  [390, true],
  [1280, false],
] as const) {
  test.describe(`at ${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 }, javaScriptEnabled });

    test('the warehouse receives a batch by SKU; a past expiry is refused', async ({ sellerPage: page }) => {
      const sku = `GI-${width}-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now()}`;
      const added = await page.request.post('/api/product/add-product', {
        multipart: { name: `Drontal ${sku}`, category: 'Həblər', offerPrice: '9', trackStock: 'true', sku },
      });
      expect(added.status()).toBe(201);
      const product = (await added.json()).product;

      if (javaScriptEnabled) await openHydrated(page, '/seller/receipts');
      else await page.goto('/seller/receipts');
      await fillLine(page, sku, 'D-0425', `04.${nextYear}`, '12');
      await page.getByRole('button', { name: 'Qəbul et' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Mədaxil qeydə alındı' })).toHaveText(
        'Mədaxil qeydə alındı: 1 sətir, 12 ədəd.',
      );
      // the supplier stays for the next line, the line's fields are empty again
      await expect(page.getByLabel('Tədarükçü')).toHaveValue('Vet Pharma MMC');
      await expect(page.getByLabel('Seriya')).toHaveValue('');
      if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);
      await photograph(page, test.info().outputPath(`goods-in-${width}-${javaScriptEnabled}.png`));

      const batches = (await (await page.request.get(`/api/batches/product/${product._id}`)).json()).batches;
      expect(batches.map((b: { number: string; quantity: number }) => [b.number, b.quantity])).toEqual([
        ['D-0425', 12],
      ]);

      await fillLine(page, sku, 'D-OLD', '01.2020', '3');
      await page.getByRole('button', { name: 'Qəbul et' }).click();
      await expect(page.getByRole('alert')).toContainText('Son istifadə tarixi keçib');
      // the refused line stays as typed, to correct its expiry
      await expect(page.getByLabel('Tədarükçü')).toHaveValue('Vet Pharma MMC');
      await expect(page.getByLabel('Seriya')).toHaveValue('D-OLD');
      await expect(page.getByLabel(/Son istifadə tarixi/)).toHaveValue('01.2020');
      await photograph(page, test.info().outputPath(`goods-in-refused-${width}-${javaScriptEnabled}.png`));
    });
  });
}
