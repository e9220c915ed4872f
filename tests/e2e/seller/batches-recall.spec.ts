/** A batch's recall in the seller panel (issue 41 items 5 and 6), at 390 px without JavaScript and
 * at 1280 px with it: from the batch number to exactly its recipients (two orders of batch A, one
 * of batch B), the CSV, blocking the batch (the storefront then has nothing to sell), the recall
 * messages in the outbox; and the product page's batches, where a write-off lowers the quantity.
 * Each width once and each of with and without JavaScript once (issue 43 item 5); axe runs where
 * JavaScript does (the recall list at 1280 px, after the block and the messages at 390, the batches
 * at both: what the two runs scanned before); screenshots to look at. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { parseMail } from '../../helpers/smtp';
import { expect, test, workerShop } from '../fixtures';
import {
  atWidths,
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsAtBothWidths,
  openHydrated,
  uniqueEmail,
} from '../helpers';
import { productUrl } from '../storefront-helpers';
import { photograph } from '../support/photograph';

const nextYear = new Date().getUTCFullYear() + 1;

async function customerOrders(api: APIRequestContext, product: string, quantity: number) {
  const email = uniqueEmail('geri-cagiris');
  const reg = await api.post('/api/user/register', {
    data: { name: 'Aynur Quliyeva', email, password: 'parol-123456' },
  });
  expect(reg.status()).toBe(201);
  const added = await api.post('/api/address/add', {
    data: {
      address: {
        ...{ firstName: 'Aynur', lastName: 'Quliyeva', email, street: 'Füzuli küç. 7' },
        ...{ city: 'Bakı', state: 'Nəsimi', country: 'Azərbaycan', phone: '050 222 33 44' },
      },
    },
  });
  const { address } = (await added.json()) as { address: { _id: string } };
  const placed = await api.post('/api/order/cod', { data: { items: [{ product, quantity }], address: address._id } });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; number: number } };
  return { email, order };
}

/** A medicine with batch B (4, earliest) and A (20): the first order empties B, the next two take A. */
async function recallSetUp(page: Page, tag: string) {
  const sku = `RC-${tag}-${Date.now()}`;
  const added = await page.request.post('/api/product/add-product', {
    multipart: { name: `Baytril ${sku}`, category: 'Həblər', offerPrice: '7', trackStock: 'true', sku },
  });
  expect(added.status()).toBe(201);
  const product = (await added.json()).product;
  const received = await page.request.post('/api/batches/receipts', {
    data: {
      supplier: 'Vet Pharma MMC',
      date: new Date().toISOString().slice(0, 10),
      documentNumber: 'QAİ-41',
      lines: [
        { code: sku, batch: `A-${tag}`, expiry: `11.${nextYear + 1}`, quantity: 20 },
        { code: sku, batch: `B-${tag}`, expiry: `03.${nextYear}`, quantity: 4 },
      ],
    },
  });
  expect(received.status()).toBe(201);
  const customers = [];
  for (const quantity of [4, 3, 2]) {
    const api = await page.context().browser()!.newContext({ baseURL: workerShop().url });
    customers.push({ ...(await customerOrders(api.request, product._id, quantity)), quantity });
    await api.close();
  }
  return { sku, product, batchA: `A-${tag}`, ofB: customers[0], ofA: customers.slice(1) };
}

async function recallMailTo(email: string) {
  const folder = path.join(workerShop().dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    for (const file of await readdir(folder).catch(() => [] as string[])) {
      const raw = await readFile(path.join(folder, file), 'utf8');
      const mail = parseMail(raw);
      if (raw.includes(email) && mail.subject.startsWith('Geri çağırış')) return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no recall mail for ${email}`);
}

for (const [width, javaScriptEnabled] of [
  [390, false],
  [1280, true],
] as const) {
  test.describe(`at ${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 }, javaScriptEnabled });

    test('from a batch number to its recipients, the CSV, the block and the messages; a write-off', async ({
      sellerPage: page,
    }, testInfo) => {
      test.slow(); // three customers' orders set up, then the whole journey, on a shared machine
      const tag = `${width}${javaScriptEnabled ? 'js' : ''}`;
      const { sku, product, batchA, ofA, ofB } = await recallSetUp(page, tag);
      const shot = (name: string) => photograph(page, testInfo.outputPath(`${name}-${tag}.png`));

      if (javaScriptEnabled) await openHydrated(page, '/seller/recall');
      else await page.goto('/seller/recall');
      // a batch the product does not have: a clear message, not an error page
      await page.getByLabel('Məhsul (SKU, barkod və ya ad)').fill(sku);
      await page.getByLabel('Seriya nömrəsi').fill('YOX-1');
      await page.getByRole('button', { name: 'Göstər' }).click();
      await expect(page.getByRole('alert')).toHaveText('Bu məhsulun belə seriyası yoxdur.');

      await page.getByLabel('Seriya nömrəsi').fill(batchA);
      await page.getByRole('button', { name: 'Göstər' }).click();
      await expect(page.getByTestId('recall-summary')).toHaveText('2 sifariş, cəmi 5 ədəd.');
      const rows = page.getByTestId('recall-row').filter({ visible: true });
      await expect(rows).toHaveCount(2);
      for (const [i, c] of ofA.entries()) {
        await expect(rows.nth(i)).toContainText(`№${c.order.number}`);
        await expect(rows.nth(i)).toContainText(c.email);
      }
      await expect(page.getByTestId('recall-result')).not.toContainText(ofB.email);
      if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);
      await shot('recall-list');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'CSV' }).click(),
      ]);
      const csv = (await readFile(await download.path(), 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(csv[0]).toBe(
        'Sifariş,Tarix,Status,Müştəri,E-poçt,Telefon,Şirkət,VÖEN,Şirkətin telefonu,Məhsul,Seriya,Son istifadə,Miqdar',
      );
      expect(csv.slice(1).map((line) => [line.split(',')[0], line.split(',')[4], line.split(',').at(-1)])).toEqual(
        ofA.map((c) => [String(c.order.number), c.email, String(c.quantity)]),
      );

      // blocked: the storefront has nothing left to sell (batch B is empty)
      await page.getByText('Seriyanı satışdan çıxar').click();
      await page.getByRole('button', { name: 'Bəli, satışdan çıxar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Seriya' })).toHaveText('Seriya satışdan çıxarıldı.');
      await expect(page.getByText('Bu seriya satışdan çıxarılıb.')).toBeVisible();
      const storefront = await page.context().newPage();
      await storefront.goto(productUrl(product));
      await expect(storefront.getByTestId('buy-box').getByText('Stokda yoxdur', { exact: true })).toBeVisible();
      await storefront.close();

      await page.getByText('Geri çağırış məktubunu 2 alıcıya göndər').click();
      await page.getByRole('button', { name: 'Bəli, göndər' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'göndərildi' })).toHaveText(
        'Geri çağırış 2 alıcıya göndərildi.',
      );
      // the page after the block and the messages, as a phone shows it
      if (javaScriptEnabled) await atWidths(page, [390], () => expectNoSeriousA11yViolations(page));
      await shot('recall-sent');
      for (const c of ofA) {
        const mail = await recallMailTo(c.email);
        expect(mail.subject).toBe(`Geri çağırış: Baytril ${sku}, seriya ${batchA}`);
        expect(mail.text).toContain(`${c.order.number} nömrəli sifarişinizlə`);
      }

      // the product's batches: A blocked with its 15, B sold out; a write-off of 5 leaves 10
      await page.goto(`/seller/editproduct/${product._id}`);
      if (javaScriptEnabled) await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      const batchRow = page.getByTestId('product-batch').filter({ hasText: `Seriya ${batchA}` });
      await expect(batchRow.getByTestId('batch-quantity')).toHaveText('15');
      await expect(batchRow.getByTestId('batch-state')).toHaveText('Bloklanıb');
      const soldOut = page.getByTestId('product-batch').filter({ hasText: `Seriya B-${tag}` });
      await expect(soldOut.getByTestId('batch-quantity')).toHaveText('0');
      await expect(soldOut.getByTestId('batch-state')).toHaveText('Qalmayıb');
      const writeOff = page.getByRole('form', { name: 'Silinmə' });
      await writeOff
        .getByRole('combobox', { name: 'Seriya' })
        .selectOption({ label: `${batchA} · 11.${nextYear + 1} · 15 ədəd` });
      await writeOff.getByRole('textbox', { name: 'Miqdar' }).fill('5');
      await writeOff.getByRole('radio', { name: 'Zədələnib' }).check();
      await writeOff.getByRole('textbox', { name: 'Qeyd (istəyə görə)' }).fill('Qutular islanıb');
      await writeOff.getByRole('button', { name: 'Sil', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'silindi' })).toHaveText('5 ədəd silindi.');
      await expect(batchRow.getByTestId('batch-quantity')).toHaveText('10');
      if (javaScriptEnabled) await expectNoSeriousA11yViolationsAtBothWidths(page);
      await photograph(page.getByRole('region', { name: 'Seriyalar' }), testInfo.outputPath(`batches-${tag}.png`));
    });
  });
}
