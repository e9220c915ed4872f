/** The customer's whole path, with JavaScript and without it: browse → add to
 * cart from a card → register → address → order → confirmation with the number. */
import { type Page } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { formatMoney } from '../../../domain/shared/format';
import { DEMO_ZONES } from '../../../domain/delivery/demo-zones';
import { deliveryQuote } from '../../../domain/delivery/delivery';
import { expectHydrated, uniqueEmail, openHydrated } from '../helpers';
import { buyableProducts, cartBadge, productUrl } from '../storefront-helpers';

async function addFirstCardToCart(page: Page): Promise<string> {
  await page.goto('/products'); // with JavaScript or before it, the same form
  // a demo product ordered as it is (not prescription-only, decision 0053), in buyableProducts' order: the
  // page lists the newest first, and a product another test made here (a box rule, three left) answers
  // an add of one with its own notice
  const onPage = new Set(
    (
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Səbətə əlavə et: / })
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))
    ).map((label) => label!.replace('Səbətə əlavə et: ', '')),
  );
  const name = (await buyableProducts(page.request)).find((p) => onPage.has(p.name))!.name;
  await page
    .getByRole('main')
    .getByRole('button', { name: `Səbətə əlavə et: ${name}`, exact: true })
    .click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
  return name;
}

async function fillAddress(page: Page) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('Ölkə')).toHaveValue('Azərbaycan');
  await field('Telefon').fill('055 987 65 43');
  await page.getByRole('combobox', { name: 'Şəhər', exact: true }).selectOption('Gəncə');
  await page.getByRole('button', { name: 'Ünvanı yadda saxla' }).click();
  await expect(page).toHaveURL(/\/cart\?notice=address-added$/);
}

/** The order's amount as the page must print it: the product's price × quantity, in whole qəpik,
 * and the demo Gəncə zone's fee unless the goods reach its free threshold. */
async function expectedAmount(page: Page, productName: string, quantity: number): Promise<string> {
  const product = (await buyableProducts(page.request)).find((p) => p.name === productName)!;
  const goods = Math.round(product.offerPrice! * 100) * quantity;
  const zone = { _id: '', ...DEMO_ZONES.find((z) => z.name === 'Gəncə')! };
  return `Məbləğ: ${formatMoney(deliveryQuote(goods, zone, 0).totalQepik / 100)}`;
}

async function expectConfirmation(page: Page, productName: string, quantity = 1) {
  await expect(page).toHaveURL(/\/my-orders\/[0-9a-f-]+\?placed=1$/);
  await expect(page.getByRole('heading', { name: 'Sifarişiniz göndərilib', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^Sifariş № \S+$/);
  await expect(page.getByText('Bundan sonra nə olacaq?')).toBeVisible();
  await expect(page.getByRole('link', { name: productName })).toBeVisible(); // the line links to its product
  await expect(page.getByTestId('order-status')).toHaveText('Sifarişiniz göndərilib (Gözləmədə)');
  await expect(page.getByTestId('order-amount')).toHaveText(await expectedAmount(page, productName, quantity));
  await expect(page.getByText(/Gəncə, Azərbaycan/)).toBeVisible();
  await expect(page.getByTestId('order-delivery')).toContainText('Çatdırılma (Gəncə)');
  await expect(page.getByTestId('order-delivery')).toContainText('2–3 iş günü');
}

test.describe('with JavaScript', () => {
  test('browse, add from a card, register, address, order, confirmation', async ({ page }) => {
    const name = await addFirstCardToCart(page);
    // before hydration this button opens the /login page instead (account-menu.tsx): the dialog is the JavaScript path
    await expectHydrated(page);
    await page.getByRole('banner').getByRole('button', { name: 'Daxil ol' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Qeydiyyatdan keçin' }).click();
    await expect(dialog.getByText('Şifrə ən azı 6 simvol olmalıdır.')).toBeVisible(); // the rule before the first try
    await dialog.getByLabel('Ad').fill('Nərmin Əliyeva');
    await dialog.getByLabel('E-poçt').fill(uniqueEmail('js'));
    await dialog.getByLabel('Şifrə').fill('parol-12345');
    await dialog.getByRole('button', { name: 'Şifrəni göstər' }).click();
    await expect(dialog.getByLabel('Şifrə')).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Qeydiyyat' }).click();
    await expect(dialog).toBeHidden();
    await openHydrated(page, '/cart');
    await page.getByRole('link', { name: 'Yeni ünvan əlavə et' }).click();
    await expect(page.getByRole('textbox', { name: 'Ad', exact: true })).toHaveValue('Nərmin');
    await fillAddress(page);
    await page.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
    await expect(page.getByText(/^Sifarişiniz göndərilib: № \d+\.$/)).toBeVisible(); // the notice matches the status
    await expectConfirmation(page, name);
    await expect(cartBadge(page)).toHaveText('0');

    await page.getByRole('button', { name: 'Yenidən sifariş et' }).click();
    await expect(page).toHaveURL(/\/cart/);
    await expect(cartBadge(page)).toHaveText('1');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same path works before and without JavaScript', async ({ page }) => {
    const name = await addFirstCardToCart(page);
    await page.getByRole('banner').getByRole('button', { name: 'Daxil ol' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproducts$/);
    await page.getByRole('button', { name: 'Qeydiyyatdan keçin' }).click();
    await expect(page.getByRole('heading', { name: 'Qeydiyyatdan keçin', level: 1 })).toBeVisible();
    await page.getByLabel('Ad').fill('Orxan Səfərov');
    await page.getByLabel('E-poçt').fill('yanlis');
    await page.getByLabel('Şifrə').fill('parol-12345');
    await page.getByRole('button', { name: 'Qeydiyyat' }).click();
    await expect(page.getByText('E-poçt ünvanı düzgün deyil.')).toBeVisible(); // checked by the action
    await page.getByLabel('E-poçt').fill(uniqueEmail('nojs'));
    await page.getByLabel('Şifrə').fill('parol-12345');
    await page.getByRole('button', { name: 'Qeydiyyat' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cartBadge(page)).toHaveText('1'); // the visitor's cart moved into the account

    await page.goto('/cart');
    await page.getByLabel(`${name} — miqdar`).selectOption('2');
    await page.getByRole('button', { name: 'Yenilə' }).click();
    await expect(page.getByLabel(`${name} — miqdar`)).toHaveValue('2');
    await page.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
    await expect(page.getByRole('alert')).toHaveText('Adressi daxil edin zəhmət olmasa');
    await page.getByRole('link', { name: 'Yeni ünvan əlavə et' }).click();
    await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('');
    await page.getByRole('button', { name: 'Ünvanı yadda saxla' }).click();
    await expect(page.getByText('Adı daxil edin.')).toBeVisible(); // the action's own check
    await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Orxan');
    await fillAddress(page);
    await page.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
    await expectConfirmation(page, name, 2);
    await expect(cartBadge(page)).toHaveText('0');

    await page.getByRole('button', { name: 'Sifarişi ləğv et' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Sifarişiniz ləğv edildi');
    await expect(page.getByRole('status')).toHaveText('Sifariş ləğv edildi.');
  });

  test('search and remove from the cart work without JavaScript', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('searchbox').first().fill('heb');
    await page.getByRole('banner').getByRole('button', { name: 'Axtar' }).first().click();
    await expect(page).toHaveURL(/\/products\?search=heb$/);
    const button = page
      .getByRole('main')
      .getByRole('button', { name: /^Səbətə əlavə et: / })
      .first();
    const name = (await button.getAttribute('aria-label'))!.replace('Səbətə əlavə et: ', '');
    await button.click();
    await expect(cartBadge(page)).toHaveText('1');
    await page.goto('/cart');
    await page.getByRole('button', { name: `${name} məhsulunu səbətdən sil` }).click();
    await expect(page.getByText('remove from cart')).toBeVisible();
    await expect(cartBadge(page)).toHaveText('0');
  });
});

test.describe('quantity picker on the product page', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`offers 1 to 9 and buys that many (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: workerShop().url, javaScriptEnabled });
      const page = await context.newPage();
      const [product] = await buyableProducts(page.request);
      if (javaScriptEnabled) await openHydrated(page, productUrl(product));
      else await page.goto(productUrl(product));
      const picker = page.getByRole('combobox', { name: 'Miqdar' });
      await expect(picker.locator('option')).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
      await picker.selectOption('3');
      await page.getByRole('button', { name: 'İndi al' }).click();
      await expect(page).toHaveURL(/\/cart(\?notice=added-to-cart)?$/);
      await expect(page.getByLabel(`${product.name} — miqdar`)).toHaveValue('3');
      await context.close();
    });
  }
});
