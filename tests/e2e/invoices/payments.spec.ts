/** Paying by invoice (issue 34) in the browser. What each test is for:
 * - at 390 px: a regional retail customer (Gəncə: no cash on delivery) sees the bank details at
 *   checkout and on the order's page;
 * - at 1280 px: a company on terms orders within its limit and, over it, is offered prepayment
 *   instead; the accountant records a payment on the order's page and the company's balance changes.
 * Each journey runs once (nothing in it depends on the width, issue 43 item 5); each page state it
 * reaches is axe-checked (and, with PAYMENT_SHOTS_DIR, photographed) at both 390 and 1280 px. */
import { type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { atWidths, expectNoSeriousA11yViolations, loginSellerViaApi, openHydrated, uniqueEmail } from '../helpers';
import { buyableProducts } from '../storefront-helpers';
import { expectToast } from '../seller-helpers';
import type { Product } from '../../../domain/shared/types';

const SHOTS = process.env.PAYMENT_SHOTS_DIR;
const IBAN = 'AZ21 NABZ 0000 0000 1370 1000 1944';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let voen = 500_000_000 + Math.floor(Math.random() * 400_000_000);

const ctx = (playwright: PlaywrightWorkerArgs['playwright']) =>
  playwright.request.newContext({ baseURL: workerShop().url });

async function customer(playwright: PlaywrightWorkerArgs['playwright'], city: string) {
  const api = await ctx(playwright);
  const email = uniqueEmail('odenis');
  expect(
    (await api.post('/api/user/register', { data: { name: 'Rəşad Quliyev', email, password: 'parol-12345' } })).ok(),
  ).toBeTruthy();
  const address = {
    firstName: 'Rəşad',
    lastName: 'Quliyev',
    email,
    street: 'Atatürk pr. 12',
    city,
    country: 'Azərbaycan',
    phone: '0551234567',
  };
  expect((await api.post('/api/address/add', { data: { address } })).ok()).toBeTruthy();
  return api;
}

async function toCart(api: APIRequestContext, product: Product, quantity: number) {
  expect((await api.post('/api/cart/update', { data: { cartItems: { [product._id]: quantity } } })).ok()).toBeTruthy();
}

async function openAs(page: Page, api: APIRequestContext, url: string) {
  await page.context().addCookies((await api.storageState()).cookies);
  await openHydrated(page, url);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The page's state at both widths: axe, and a screenshot `${name}-${width}`. */
const checkBothWidths = (page: Page, name: string) =>
  atWidths(page, [390, 1280], async (w) => {
    await expectNoSeriousA11yViolations(page);
    await shot(page, `${name}-${w}`);
  });

async function companyOnTerms(
  playwright: PlaywrightWorkerArgs['playwright'],
  seller: APIRequestContext,
  limit: number,
) {
  const group = (
    await (
      await seller.post('/api/trade/seller/groups', { data: { name: `Möhlət ${Date.now()}-${Math.random()}` } })
    ).json()
  ).group._id;
  const api = await customer(playwright, 'Bakı');
  const applied = await api.post('/api/trade/company/apply', {
    multipart: {
      legalName: `Ferma ${voen}`,
      voen: `${voen++}1`,
      type: 'farm',
      legalAddress: 'Şəmkir r., Zəyəm k.',
      phone: '012 555 11 22',
      licenceFile: { name: 'lisenziya.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status()).toBe(201);
  const id = (await applied.json()).company._id as string;
  expect(
    (await seller.post(`/api/trade/seller/companies/${id}/approve`, { data: { groupId: group } })).ok(),
  ).toBeTruthy();
  expect(
    (
      await seller.put(`/api/payments/seller/companies/${id}/terms`, { data: { termsDays: 30, creditLimit: limit } })
    ).ok(),
  ).toBeTruthy();
  return { api, companyId: id };
}

{
  const width = 390;
  test(`${width} px: a regional retail customer sees where to transfer, at checkout and on the order`, async ({
    page,
    playwright,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // the product list is public: no one needs to sign in to pick from it
    const product = (await buyableProducts(page.request)).find((p) => !p.rx && p.offerPrice! > 5)!;
    const api = await customer(playwright, 'Gəncə');
    await toCart(api, product, 2);
    await openAs(page, api, '/cart');
    const summary = page.getByTestId('delivery-summary');
    await expect(summary.getByTestId('payment-method')).toHaveText('Bank köçürməsi ilə əvvəlcədən ödəmə');
    await expect(summary.getByTestId('payment-why')).toContainText('Bu zonada yerində ödəmə yoxdur');
    await expect(summary.getByTestId('bank-details')).toContainText(IBAN);
    await checkBothWidths(page, 'checkout-transfer');
    await page.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
    await expect(page.getByTestId('order-number')).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent())!.replace(/\D/g, '');
    await expect(page.getByText('Ödənişi bank köçürməsi ilə aşağıdakı rekvizitlərə edirsiniz')).toBeVisible();
    await expect(page.getByText('(yerində ödəmə)')).toHaveCount(0);
    const payment = page.getByTestId('order-payment');
    await expect(payment.getByTestId('payment-state')).toHaveText('Ödənilməyib');
    await expect(payment.getByTestId('bank-details')).toContainText(`Sifariş № ${number}`);
    await expect(payment.getByTestId('bank-details')).toContainText(IBAN);
    await checkBothWidths(page, 'order-transfer');
  });
}

{
  const width = 1280;

  test(`${width} px: a company on terms orders within its limit, over it is offered prepayment; the accountant records a payment`, async ({
    page,
    playwright,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const seller = await ctx(playwright);
    await loginSellerViaApi(seller);
    const product = (await buyableProducts(seller)).find((p) => !p.rx && p.offerPrice! >= 5 && p.offerPrice! <= 60)!;
    const limit = Math.ceil(product.offerPrice! * 2.5); // two fit (delivery in Bakı is free or small), a second two do not
    const { api, companyId } = await companyOnTerms(playwright, seller, limit);
    await toCart(api, product, 2);
    await openAs(page, api, '/cart');
    const choice = page.getByTestId('payment-choice');
    await expect(choice.getByRole('radio', { name: /Möhlətli ödəniş/ })).toBeChecked();
    await expect(page.getByTestId('credit-left')).toContainText('Kredit limitinin qalığı');
    await checkBothWidths(page, 'checkout-terms');
    await page.getByRole('button', { name: 'Sifarişi təsdiqlə' }).click();
    await expect(page.getByTestId('order-number')).toBeVisible();
    const orderUrl = new URL(page.url()).pathname;
    const orderId = orderUrl.split('/').pop()!;
    await expect(page.getByTestId('payment-state')).toHaveText('Ödənilməyib');

    // the same again is over what is left: terms not offered, the reason said, prepayment chosen
    await toCart(api, product, 2);
    await openHydrated(page, '/cart');
    await expect(page.getByTestId('payment-why')).toContainText('kredit limitinizin qalığından');
    await expect(page.getByRole('radio', { name: /Möhlətli ödəniş/ })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Bank köçürməsi ilə əvvəlcədən ödəmə' }).check();
    await expect(page.getByTestId('bank-details')).toContainText(IBAN);
    await atWidths(page, [390, 1280], (w) => shot(page, `checkout-over-limit-${w}`));

    // the accountant (the owner here) records the payment; the balance moves
    await page.context().clearCookies();
    await loginSellerViaApi(page.request);
    await openHydrated(page, `/seller/companies/${companyId}`);
    const owedBefore = await page.getByTestId('company-owed').textContent();
    await openHydrated(page, `/seller/orders/${orderId}`);
    const box = page.getByTestId('payment-box');
    await expect(box.getByTestId('seller-payment-state')).toHaveText('Ödənilməyib');
    await box.getByLabel('Bank arayışı').fill(`KB-${Date.now()}`);
    await box.getByRole('button', { name: 'Ödənişi yaz' }).click();
    await expectToast(page, 'Ödəniş yazıldı.');
    await expect(box.getByTestId('seller-payment-state')).toHaveText('Ödənilib');
    await checkBothWidths(page, 'seller-payment');
    await openHydrated(page, `/seller/companies/${companyId}`);
    await expect(page.getByTestId('company-owed')).not.toHaveText(owedBefore!);
    await expect(page.getByTestId('company-owed')).toHaveText('0,00\u00a0₼');
    await checkBothWidths(page, 'seller-company');
  });
}
