/** Issue 36's must-show, item 4 (decision 0114): a Russian-speaking customer switches the shop to
 * Russian, searches "ивермектин", orders, and receives the confirmation e-mail in Russian through
 * a real SMTP server; axe clean in both languages on the cart and the order's page.
 * What each test is for (issue 43 item 5):
 * - the journey runs once at 390 px with JavaScript and once at 1280 px without (the order placed
 *   through the HTML form): each width and each mode seen once, the e-mail read in both;
 * - axe on the Russian cart with a line, the Azerbaijani one, and the Russian order pages (the
 *   Azerbaijani order pages are scanned by sweeps/customer-pages-a11y.spec.ts). */
import type { Page } from '@playwright/test';
import { expect, test } from '../mail-shop';
import { expectNoSeriousA11yViolations, openHydrated, uniqueEmail } from '../helpers';
import { buyableProducts } from '../storefront-helpers';
import { photograph } from '../support/photograph';

const IVERMECTIN = '/ru/products?search=%D0%B8%D0%B2%D0%B5%D1%80%D0%BC%D0%B5%D0%BA%D1%82%D0%B8%D0%BD';

async function customer(page: Page) {
  const email = uniqueEmail('rus');
  const register = await page.request.post('/api/user/register', {
    data: { name: 'Ольга Смирнова', email, password: 'parol-12345' },
  });
  expect(register.status()).toBe(201);
  const address = {
    firstName: 'Ольга',
    email,
    phone: '050 222 33 44',
    city: 'Bakı',
    state: 'Nəsimi',
    street: 'Низами 10',
  };
  expect((await page.request.post('/api/address/add', { data: { address } })).status()).toBe(201);
  return email;
}

for (const [width, javaScriptEnabled] of [
  [390, true],
  [1280, false],
] as const)
  test.describe(`${width} px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled });
    const shot = (page: Page, name: string) =>
      photograph(page, test.info().outputPath(`${name}-${width}-${javaScriptEnabled ? 'js' : 'nojs'}.png`));
    const open = (page: Page, url: string) =>
      javaScriptEnabled ? openHydrated(page, url) : page.goto(url).then(() => {});

    test('switches to Russian, finds “ивермектин”, orders, and gets the e-mail in Russian', async ({
      page,
      mailShop,
    }) => {
      const email = await customer(page);
      await open(page, '/');
      await page.getByRole('banner').getByTestId('language-switch').filter({ visible: true }).click();
      await expect(page).toHaveURL(/\/ru$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

      await open(page, IVERMECTIN);
      await expect(page.locator('h1')).toHaveText('Результаты поиска по запросу «ивермектин»');
      await page.locator('.product-card-title').first().click();
      await expect(page).toHaveURL(/\/ru\/product\//);
      await page.getByRole('button', { name: 'Купить сейчас' }).click();
      await expect(page).toHaveURL(/\/ru\/cart/);
      await expect(page.locator('h1')).toHaveText('Корзина');
      await expect(page.getByTestId('payment-method')).toHaveText('Оплата при получении');
      await shot(page, 'ru-cart');

      await page.getByRole('button', { name: 'Оформить заказ' }).click();
      await expect(page).toHaveURL(/\/ru\/my-orders\/[0-9a-f-]+\?placed=1$/);
      await expect(page.locator('h1')).toHaveText('Ваш заказ отправлен');
      const number = (await page.getByTestId('order-number').textContent())!;
      expect(number).toMatch(/^Заказ № \d+$/);
      await shot(page, 'ru-order');

      const mail = await mailShop.mailTo(email, (m) => m.subject.startsWith(number));
      expect(mail.subject).toMatch(new RegExp(`^${number} отправлен — [\\d ,]+\u00a0₼$`));
      expect(mail.text).toContain('Здравствуйте, Ольга Смирнова!');
      expect(mail.text).toContain('Оплата: Оплата при получении');
      expect(mail.text).toMatch(/Посмотреть заказ: http\S+\/ru\/my-orders\/[0-9a-f-]+/);
      expect(mail.text).not.toMatch(/Salam|Ödəniş|Cəmi|Hörmətlə/);

      const orderUrl = new URL(page.url()).pathname;
      await open(page, orderUrl);
      await shot(page, 'ru-order-page');
    });
  });

test('axe finds no serious violation on the cart and an order’s page in either language', async ({ page }) => {
  await customer(page);
  const [product] = await buyableProducts(page.request);
  await page.request.post('/api/cart/update', { data: { cartItems: { [product._id]: 1 } } });
  for (const path of ['/ru/cart', '/cart']) {
    await openHydrated(page, path);
    await expectNoSeriousA11yViolations(page);
  }
  const address = (await (await page.request.get('/api/address/get')).json()).addresses[0];
  const placed = await page.request.post('/api/order/cod', {
    data: { items: [{ product: product._id, quantity: 1 }], address: address._id },
  });
  const { order } = await placed.json();
  for (const path of [`/ru/my-orders/${order._id}`, '/ru/my-orders']) {
    await openHydrated(page, path);
    await expectNoSeriousA11yViolations(page);
  }
});
