/** Prescription-only items at checkout (issue 22 item 6, decision 0053), at 390 and
 * 1280 px, with and without JavaScript: the cart asks for the prescription and
 * says the call, refuses the order without it, places it with the vet and clinic;
 * the confirmation says the call; the seller's list marks the order, its page
 * shows the prescription, the tick records who and when in the history. */
import type { Browser, Page } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { textsIn } from '../../../domain/i18n/texts-in';
import type { Product } from '../../../domain/shared/types';
import { productUrl } from '../../../domain/catalog/categories';
import { expectNoSeriousA11yViolations, loginSellerViaApi, openHydrated, SELLER, uniqueEmail } from '../helpers';
import { photograph } from '../support/photograph';

const { RX_MESSAGES, RX_TEXT, UI, RX_SELLER_TEXT } = textsIn('az');

const shot = (page: Page, name: string) =>
  photograph(page, test.info().outputPath(`${name}-${page.viewportSize()!.width}.png`));

async function rxProduct(page: Page): Promise<Product> {
  const { products } = (await (await page.request.get('/api/product/list?limit=100')).json()) as {
    products: Product[];
  };
  const found = products.find((p) => p.rx && p.inStock && p.offerPrice != null);
  if (!found) throw new Error('the demo data has no buyable Rx product');
  return found;
}

async function open(page: Page, url: string, js: boolean) {
  if (js) await openHydrated(page, url);
  else await page.goto(url);
}

async function customerPage(browser: Browser, width: number, js: boolean) {
  const context = await browser.newContext({ baseURL: workerShop().url, javaScriptEnabled: js });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const email = uniqueEmail('resept');
  const registered = await page.request.post('/api/user/register', {
    data: { name: 'Kənan Əliyev', email, password: 'parol-12345' },
  });
  expect(registered.status()).toBe(201);
  const address = {
    firstName: 'Kənan',
    lastName: 'Əliyev',
    email,
    street: 'Nizami küçəsi 10',
    city: 'Bakı',
    state: 'Nəsimi',
    zipCode: 'AZ1000',
    country: 'Azərbaycan',
    phone: '050 123 45 67',
  };
  expect((await page.request.post('/api/address/add', { data: { address } })).status()).toBe(201);
  return { context, page, email };
}

// each width once and each of with and without JavaScript once (issue 43 item 5): the order's
// facts do not depend on the width; the seller's page is axe-checked at both
for (const [width, js] of [
  [390, true],
  [1280, false],
] as const) {
  test(`order an Rx product with the vet and clinic, the seller ticks it (${width}px, JavaScript ${js ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const { context, page, email } = await customerPage(browser, width, js);
    const product = await rxProduct(page);
    await page.request.post('/api/cart/update', { data: { cartItems: { [product._id]: 1 } } });

    await open(page, '/cart', js);
    const step = page.getByRole('group', { name: RX_TEXT.checkoutTitle });
    await expect(step).toContainText(product.name);
    await expect(step).toContainText(RX_TEXT.callNote);
    if (js) await expectNoSeriousA11yViolations(page); // axe runs as the page's script

    // without the prescription the order is refused, and says what is missing
    await page.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
    await expect(page.getByRole('alert').filter({ hasText: RX_MESSAGES.needPrescription })).toBeVisible();
    // beside the fields it is about, which are marked (issue 32 item 11)
    for (const label of [RX_TEXT.vetName, RX_TEXT.clinic, RX_TEXT.photo]) {
      const field = step.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${RX_MESSAGES.needPrescription}`));
    }
    // the photo is the alternative to the vet, not an extra, and its button speaks Azerbaijani
    await expect(step.getByText('(istəyə görə)')).toHaveCount(0);
    await expect(step.getByText(RX_TEXT.choosePhoto)).toBeVisible();
    await shot(page, `rx-refused-${js ? 'js' : 'nojs'}`);
    await step.getByLabel(RX_TEXT.vetName).fill('Dr. Rəşad Məmmədov');
    await step.getByLabel(RX_TEXT.clinic).fill('Vet-Mərkəz, Nəsimi');
    await shot(page, `rx-cart-${js ? 'js' : 'nojs'}`);
    await page.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
    await expect(page).toHaveURL(/\/my-orders\/[0-9a-f-]+\?placed=1$/);
    await expect(page.getByTestId('rx-note')).toHaveText(RX_TEXT.customerNote);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    await shot(page, `rx-placed-${js ? 'js' : 'nojs'}`);
    await context.close();

    // the seller: the list marks it, the page shows it, the tick records who and when
    const seller = await browser.newContext({ baseURL: workerShop().url });
    const sp = await seller.newPage();
    await sp.setViewportSize({ width, height: 900 });
    await loginSellerViaApi(sp.request);
    await openHydrated(sp, `/seller/orders?q=${encodeURIComponent(email)}`);
    const card = sp.getByRole('article').filter({ hasText: email });
    await expect(card.getByTestId('rx-mark')).toBeVisible();
    await openHydrated(sp, `/seller/orders/${orderId}`);
    const box = sp.getByTestId('seller-prescription');
    await expect(box).toContainText('Dr. Rəşad Məmmədov');
    await expect(box).toContainText('Vet-Mərkəz, Nəsimi');
    await expect(box).toContainText(RX_SELLER_TEXT.noPhoto);
    const tick = box.getByRole('checkbox', { name: RX_SELLER_TEXT.checkedBox });
    await expect(tick).not.toBeChecked();
    await tick.click(); // checked once the server has recorded it
    await expect(sp.getByText(RX_SELLER_TEXT.checkedSaved)).toBeVisible();
    await expect(box.getByTestId('rx-checked-by')).toContainText(SELLER.email);
    await expect(tick).toBeChecked();
    const history = sp.getByRole('region', { name: 'Tarixçə' });
    await expect(history.getByRole('listitem').filter({ hasText: RX_SELLER_TEXT.historyChecked })).toContainText(
      SELLER.email,
    );
    // the statuses stay the spec's: the order is still new
    await expect(sp.getByRole('checkbox', { name: 'Qəbul edildi' })).not.toBeChecked();
    await shot(sp, `rx-seller-${js ? 'js' : 'nojs'}`);
    await expectNoSeriousA11yViolations(sp);
    await seller.close();
  });
}

test('"ask us" mode: the product page offers WhatsApp and phone, the cart blocks the order (390px)', async ({
  browser,
}) => {
  const { context, page } = await customerPage(browser, 390, true);
  const seller = await browser.newContext({ baseURL: workerShop().url });
  await loginSellerViaApi(seller.request);
  const settings = (await (await seller.request.get('/api/settings')).json()).settings;
  expect((await seller.request.put('/api/settings', { data: { ...settings, rxMode: 'ask' } })).status()).toBe(200);
  try {
    const product = await rxProduct(page);
    await openHydrated(page, productUrl(product));
    await expect(page.getByTestId('rx-ask-us')).toContainText(UI.rxAskUsNote);
    await expect(page.getByRole('button', { name: 'Səbətə əlavə et', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toBeVisible();
    await shot(page, 'rx-ask-product');
    await openHydrated(page, `/products?search=${encodeURIComponent(product.name)}`);
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: UI.addToCartOf(product.name) })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // a cart made before the switch: the line says so, the order button is off
    await page.request.post('/api/cart/update', { data: { cartItems: { [product._id]: 1 } } });
    await openHydrated(page, '/cart');
    await expect(page.getByTestId('checkout-rx-ask')).toHaveText(RX_MESSAGES.askUs(product.name));
    await expect(page.getByRole('button', { name: 'Sifarişi təsdiqlə' })).toBeDisabled();
    await shot(page, 'rx-ask-cart');
  } finally {
    await seller.request.put('/api/settings', { data: settings });
    await seller.close();
    await context.close();
  }
});
