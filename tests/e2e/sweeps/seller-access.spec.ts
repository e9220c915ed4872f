/** Who sees the seller panel: only a seller. Everyone else gets the login
 * form and none of the data, in the HTML and in the loader JSON. */
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations, loginSellerViaApi, openHydrated, SELLER } from '../helpers';
import { customerWithOrder, SELLER_ROUTES, withIds, type Customer } from '../seller-helpers';

let customer: Customer;
let ids: { product: string; news: string; order: string };
let secrets: string[];

test.beforeAll(async ({ baseURL }) => {
  customer = await customerWithOrder(baseURL!);
  const seller = await playwrightRequest.newContext({ baseURL });
  await loginSellerViaApi(seller);
  const { products } = await (await seller.get('/api/product/list')).json();
  const { newses } = await (await seller.get('/api/news/list')).json();
  const hidden = newses.find((n: { seen: boolean }) => !n.seen);
  expect(hidden).toBeTruthy();
  ids = { product: products[0]._id, news: hidden._id, order: customer.orderId };
  secrets = [products[0].name, products[1].name, hidden.title, customer.name, customer.email];
  await seller.dispose();
});

for (const who of ['visitor', 'customer'] as const) {
  test(`a ${who} gets the seller login and no data on every seller route`, async ({ baseURL }) => {
    const client = who === 'visitor' ? await playwrightRequest.newContext({ baseURL }) : customer.api;
    for (const route of SELLER_ROUTES.map((r) => withIds(r, ids))) {
      const html = await (await client.get(route)).text();
      expect(html, route).toContain('Satıcı girişi');
      for (const secret of secrets) expect(html, `${route} leaks ${secret}`).not.toContain(secret);
      const dataAnswer = await client.get(`${route}.data`);
      const json = await dataAnswer.text();
      for (const secret of secrets) expect(json, `${route}.data leaks ${secret}`).not.toContain(secret);
    }
  });
}

test('a seller logs in with the form, sees the panel, and logs out', async ({ page }) => {
  // the list is paged: the search keeps this customer's order on the page whatever other tests add
  await openHydrated(page, `/seller/orders?q=${encodeURIComponent(customer.email)}`);
  await expect(page.getByRole('heading', { name: 'Satıcı girişi' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('E-poçt').fill(SELLER.email);
  await page.getByLabel('Şifrə').fill('yanlış-parol');
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-poçt və ya şifrə yanlışdır.' })).toBeVisible();
  await page.getByLabel('Şifrə').fill(SELLER.password);
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(page.getByRole('heading', { name: 'Sifarişlər', level: 1 })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Satıcı paneli' });
  for (const entry of [
    'İcmal',
    'Məhsul əlavə et',
    'Məhsul siyahısı',
    'Xəbər əlavə et',
    'Xəbər siyahısı',
    'Sifarişlər',
    'Bütün istifadəçilər',
  ]) {
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Çıxış' }).click();
  await expect(page.getByRole('heading', { name: 'Satıcı girişi' })).toBeVisible();
  await expect(page.getByText(customer.email)).toHaveCount(0);
});

for (const route of SELLER_ROUTES) {
  test(`${route} has no serious or critical accessibility violation`, async ({ sellerPage: page }) => {
    await openHydrated(page, withIds(route, ids));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the confirm dialog has no serious or critical accessibility violation', async ({ sellerPage: page }) => {
  await openHydrated(page, '/seller/orders');
  await page.getByRole('button', { name: 'Sil' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the panel fits a tablet: the sidebar keeps its entries as icons', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginSellerViaApi(page.request);
  await openHydrated(page, '/seller/orders');
  const link = page.getByRole('navigation', { name: 'Satıcı paneli' }).getByRole('link', { name: 'Məhsul siyahısı' });
  await expect(link).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await link.click();
  await expect(page.getByRole('heading', { name: 'Məhsul siyahısı', level: 1 })).toBeVisible();
});
