/** The accountant's export in the seller panel (issue 34 item 6) at 390 and 1280 px: the page is in
 * the panel's navigation, the period is a plain GET form, the monthly totals show the completed
 * order's invoice, and the XLSX downloaded from it reads back (with the catalogue import's sheet
 * reader) with that invoice's number. Without JavaScript the form and the download work too. Axe clean. */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { bakuToday } from '../../../domain/shared/format';
import { readSheet } from '../../../server/services/catalog-import/read-sheet';
import { expect, test, workerShop } from '../fixtures';
import { expectNoSeriousA11yViolations, loginSellerViaApi, openHydrated, uniqueEmail } from '../helpers';
import { buyableProducts } from '../storefront-helpers';
import { photograph } from '../support/photograph';

async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of readSheet(bytes)) rows.push(row.cells);
  return rows;
}

async function downloadXlsx(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Hamısı bir XLSX faylında/ }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

// the journey once, at 390 px; the page's navigation, axe and a screenshot at 1280 px too (issue 43 item 5)
const width = 390;
test(`${width} px: the seller downloads a period's XLSX and sees its monthly totals`, async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: workerShop().url });
  const email = uniqueEmail('muhasib');
  await api.post('/api/user/register', { data: { name: 'Aygün Məmmədova', email, password: 'parol-12345' } });
  const address = {
    firstName: 'Aygün',
    lastName: 'Məmmədova',
    email,
    phone: '050 222 33 44',
    city: 'Bakı',
    state: 'Nəsimi',
  };
  const added = await api.post('/api/address/add', { data: { address } });
  const product = (await buyableProducts(api))[0];
  const placed = await api.post('/api/order/cod', {
    data: { items: [{ product: product._id, quantity: 1 }], address: (await added.json()).address._id },
  });
  const order = (await placed.json()).order as { _id: string };
  await loginSellerViaApi(page.request);
  for (const status of ['Qəbul Edildi', 'Tamamlandı']) {
    expect((await page.request.put(`/api/order/seller/${order._id}/status`, { data: { status } })).status()).toBe(200);
  }
  const docs = await (await page.request.get(`/api/invoices/seller/order/${order._id}`)).json();
  const number = docs.documents.find((d: { kind: string }) => d.kind === 'invoice').number as string;
  const today = bakuToday();

  await page.setViewportSize({ width, height: 900 });
  await openHydrated(page, '/seller/overview');
  // in the panel's navigation (icons only on a phone, the label read by screen readers)
  await page.getByRole('navigation').getByRole('link', { name: 'Mühasibat ixracı' }).click();
  await expect(page.getByRole('heading', { name: 'Mühasibat ixracı', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Dövr' });
  await form.getByLabel('Başlanğıc').fill(today);
  await form.getByLabel('Son').fill(today);
  await form.getByRole('button', { name: 'Göstər' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  const months = page.getByTestId('export-months');
  await expect(months.getByRole('row', { name: new RegExp(`^${today.slice(0, 7)}`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await photograph(page, testInfo.outputPath(`accounting-${width}.png`));
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, '/seller/overview');
  await page.getByRole('navigation').getByRole('link', { name: 'Mühasibat ixracı' }).click();
  await expect(page.getByRole('heading', { name: 'Mühasibat ixracı', level: 1 })).toBeVisible();
  await form.getByLabel('Başlanğıc').fill(today);
  await form.getByLabel('Son').fill(today);
  await form.getByRole('button', { name: 'Göstər' }).click();
  await expect(months.getByRole('row', { name: new RegExp(`^${today.slice(0, 7)}`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await photograph(page, testInfo.outputPath('accounting-1280.png'));

  const file = await downloadXlsx(page);
  expect(file.name).toBe(`hesab-fakturalar-${today}-${today}.xlsx`);
  const rows = await sheetRows(file.bytes);
  expect(rows[0]).toEqual(expect.arrayContaining(['Tarix', 'Sənədin növü', 'Nömrə', 'Alıcı', 'Cəmi']));
  expect(rows.some((r) => r.includes(number) && r.includes('Hesab-faktura'))).toBe(true);

  // without JavaScript: the same form and the same file
  const noJs = await browser.newContext({ baseURL: workerShop().url, javaScriptEnabled: false });
  await noJs.addCookies((await page.context().storageState()).cookies);
  const plain = await noJs.newPage();
  await plain.goto('/seller/accounting');
  await plain.getByLabel('Başlanğıc').fill(today);
  await plain.getByLabel('Son').fill(today);
  await plain.getByRole('button', { name: 'Göstər' }).click();
  await expect(plain.getByTestId('export-months')).toBeVisible();
  const again = await downloadXlsx(plain);
  expect((await sheetRows(again.bytes)).some((r) => r.includes(number))).toBe(true);
  await noJs.close();
});
