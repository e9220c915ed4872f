/** A packer swaps an order line's batch on the seller's order page (issue 41 item 2): at 390 px
 * without JavaScript (a warehouse phone) and at 1280 px with it, the line's batches, the swap
 * form, the notice, and the record and delivery note naming the batch that went. axe-clean at 1280
 * (axe runs where JavaScript does); screenshots to look at. */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations, openHydrated } from '../helpers';
import { photograph } from '../support/photograph';

const nextYear = new Date().getUTCFullYear() + 1;

/** A medicine with two batches, and a customer's order of 3 that took the earlier one. */
async function orderOfEarlyBatch(seller: APIRequestContext, customer: APIRequestContext, tag: string) {
  const sku = `SW-${tag}-${Date.now()}`;
  const added = await seller.post('/api/product/add-product', {
    multipart: { name: `Nobivac DHPPi ${sku}`, category: 'Inyeksiyalar', offerPrice: '14', trackStock: 'true', sku },
  });
  expect(added.status()).toBe(201);
  const product = (await added.json()).product as { _id: string };
  const received = await seller.post('/api/batches/receipts', {
    data: {
      supplier: 'Vet Pharma MMC',
      date: new Date().toISOString().slice(0, 10),
      lines: [
        { code: sku, batch: 'SW-EARLY', expiry: `03.${nextYear}`, quantity: 5 },
        { code: sku, batch: 'SW-LATE', expiry: `09.${nextYear + 1}`, quantity: 8 },
      ],
    },
  });
  expect(received.status()).toBe(201);
  const email = `swap-${tag}-${Date.now()}@test.az`;
  await customer.post('/api/user/register', { data: { name: 'Rəşad Quliyev', email, password: 'parol-123456' } });
  const address = await customer.post('/api/address/add', {
    data: {
      address: {
        ...{ firstName: 'Rəşad', lastName: 'Quliyev', email, street: 'Füzuli küç. 5' },
        ...{ city: 'Bakı', state: 'Nəsimi', country: 'Azərbaycan', phone: '055 420 10 20' },
      },
    },
  });
  const placed = await customer.post('/api/order/cod', {
    data: { items: [{ product: product._id, quantity: 3 }], address: (await address.json()).address._id },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).order._id as string;
}

for (const [width, javaScriptEnabled] of [
  [390, false],
  [1280, true],
] as const) {
  test.describe(`at ${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 }, javaScriptEnabled });

    test('the packer swaps two boxes to the batch in hand; the record and the note follow', async ({
      sellerPage: page,
      playwright,
      baseURL,
    }, testInfo) => {
      const customer = await playwright.request.newContext({ baseURL });
      const orderId = await orderOfEarlyBatch(page.request, customer, String(width));
      const url = `/seller/orders/${orderId}`;
      if (javaScriptEnabled) await openHydrated(page, url);
      else await page.goto(url);
      const lines = page.getByTestId('seller-line-batch');
      await expect(lines).toHaveText([`Seriya SW-EARLY · 03.${nextYear} · 3 ədəd`]);

      await page.locator('summary', { hasText: 'Seriyanı dəyiş' }).click();
      await page.getByLabel('Əvəzinə seriya').selectOption('SW-LATE');
      await page.getByLabel('Miqdar').fill('2');
      if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Seriyanı dəyiş', exact: true }).click();
      await expect(page.getByText('2 ədəd "SW-EARLY" seriyasından "SW-LATE" seriyasına keçirildi.')).toBeVisible();
      await expect(lines).toHaveText([
        `Seriya SW-EARLY · 03.${nextYear} · 1 ədəd`,
        `Seriya SW-LATE · 09.${nextYear + 1} · 2 ədəd`,
      ]);
      await photograph(page, testInfo.outputPath(`swap-${width}.png`));
      // the delivery note printed for it, and the customer's record, name the batches that went
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('note-line-batch')).toHaveText([
        `Seriya SW-EARLY, son istifadə tarixi 03.${nextYear} — 1 ədəd`,
        `Seriya SW-LATE, son istifadə tarixi 09.${nextYear + 1} — 2 ədəd`,
      ]);
      const mine = (await (await customer.get('/api/order/user')).json()).orders[0];
      expect(mine.items[0].batches.map((b: { number: string }) => b.number)).toEqual(['SW-EARLY', 'SW-LATE']);
      await customer.dispose();
    });
  });
}
