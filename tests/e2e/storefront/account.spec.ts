/** The account page: name, password, addresses (edit, default, delete) and
 * deleting the account, whose orders stay as the shop's records. */
import { type APIRequestContext } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { loginSellerViaApi, uniqueEmail, openHydrated } from '../helpers';
import { buyableProducts } from '../storefront-helpers';

const PASSWORD = 'parol-12345';
const address = (city: string, phone: string) => ({
  address: {
    firstName: 'Samir',
    lastName: 'Quliyev',
    email: 'samir@test.az',
    street: 'Azadlıq 5',
    city,
    state: '',
    zipCode: '',
    country: 'Azərbaycan',
    phone,
  },
});

async function registerWithAddresses(request: APIRequestContext) {
  const email = uniqueEmail('hesab');
  expect(
    (await request.post('/api/user/register', { data: { name: 'Samir Quliyev', email, password: PASSWORD } })).ok(),
  ).toBeTruthy();
  await request.post('/api/address/add', { data: address('Sumqayıt', '050 111 22 33') });
  await request.post('/api/address/add', { data: address('Lənkəran', '051 444 55 66') });
  return email;
}

test('addresses are edited, made default and deleted on /account', async ({ page }) => {
  await registerWithAddresses(page.request);
  await openHydrated(page, '/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Samir Quliyev|Hesabım/ })
    .click();
  await page.getByRole('link', { name: 'Hesabım' }).click();
  await expect(page.getByRole('heading', { name: 'Hesabım', level: 1 })).toBeVisible();
  const rows = page.getByTestId('account-address');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Sumqayıt'); // the first address is the default
  await expect(rows.first()).toContainText('Əsas ünvan');

  await page.getByRole('link', { name: /^Redaktə et: .*Lənkəran/ }).click();
  await expect(page.getByRole('combobox', { name: 'Şəhər' })).toHaveValue('Lənkəran');
  await page.getByRole('combobox', { name: 'Şəhər' }).selectOption('Astara');
  await page.getByRole('button', { name: 'Ünvanı yadda saxla' }).click();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText('Ünvan yeniləndi.');
  await expect(rows.nth(1)).toContainText('Astara');

  await page.getByRole('button', { name: /^Əsas ünvan et: .*Astara/ }).click();
  await expect(page.getByText('Əsas ünvan seçildi.')).toBeVisible();
  await expect(rows.first()).toContainText('Astara');
  await expect(rows.first()).toContainText('Əsas ünvan');

  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: /^Ünvanı sil: .*Sumqayıt/ }).click();
  await expect(page.getByText('Ünvan silindi.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Astara');
});

test('changing the name and the password; a wrong current password is refused', async ({ page, browser }) => {
  const email = await registerWithAddresses(page.request);
  const other = await browser.newContext({ baseURL: workerShop().url });
  await other.request.post('/api/user/login', { data: { email, password: PASSWORD } });

  await openHydrated(page, '/account');
  await page.getByRole('textbox', { name: 'Ad' }).fill('Samir Həsənli');
  await page.getByRole('button', { name: 'Adı yadda saxla' }).click();
  await expect(page.getByText('Adınız yeniləndi.')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Samir Həsənli');

  const section = page.getByRole('region', { name: 'Şifrə', exact: true });
  await section.getByLabel('Hazırkı şifrə').fill('sehv-parol');
  await section.getByLabel('Yeni şifrə').fill('Yeni-parol-2026');
  await section.getByRole('button', { name: 'Şifrəni dəyiş' }).click();
  await expect(section.getByRole('alert')).toHaveText('Hazırkı şifrə yanlışdır.');
  await section.getByLabel('Hazırkı şifrə').fill(PASSWORD);
  await section.getByLabel('Yeni şifrə').fill('Yeni-parol-2026');
  await section.getByRole('button', { name: 'Şifrəni dəyiş' }).click();
  await expect(section.getByRole('status')).toContainText('Şifrəniz dəyişdirildi.');
  await expect(section.getByLabel('Hazırkı şifrə')).toHaveValue(''); // not left typed in the page
  expect((await other.request.get('/api/user/is-auth')).status()).toBe(401); // the other device is logged out
  expect((await page.request.get('/api/user/is-auth')).status()).toBe(200); // this one stays
  await other.close();
});

test('deleting the account asks first; its orders stay with the shop', async ({ page, playwright }) => {
  const email = await registerWithAddresses(page.request);
  const [product] = await buyableProducts(page.request);
  const { addresses } = await (await page.request.get('/api/address/get')).json();
  const placed = await (
    await page.request.post('/api/order/cod', {
      data: { items: [{ product: product._id, quantity: 1 }], address: addresses[0]._id },
    })
  ).json();

  await openHydrated(page, '/account');
  await page.getByText('Hesabı silmək istəyirəm').click();
  await page.getByLabel('Hazırkı şifrə').last().fill(PASSWORD);
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await page.getByRole('button', { name: 'Hesabı birdəfəlik sil' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Hesabınız silindi. Sifarişləriniz mağazanın qeydlərində qalır.',
  );
  expect(asked).toBe('Hesabınızı birdəfəlik silmək istədiyinizə əminsiniz?');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Daxil ol' })).toBeVisible();
  expect((await page.request.post('/api/user/login', { data: { email, password: PASSWORD } })).status()).toBe(401);

  const seller = await playwright.request.newContext({ baseURL: workerShop().url });
  await loginSellerViaApi(seller);
  const { orders } = await (await seller.get(`/api/order/seller?q=${placed.order.number}`)).json();
  expect(orders.map((o: { _id: string }) => o._id)).toContain(placed.order._id);
  expect(orders.find((o: { _id: string }) => o._id === placed.order._id).customer._id).toBeNull();
  await seller.dispose();
});
