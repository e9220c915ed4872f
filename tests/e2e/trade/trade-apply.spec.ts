/** Trade customers in the browser (issue 33). What each test is for:
 * - the journey, once at 390 px with JavaScript: a customer applies as a clinic from /account (a bad
 *   VÖEN refused first), the seller finds the application, approves it with a group, sets the
 *   group's price and break for a product, and the customer's page says the company is approved;
 *   each page state axe-checked (and, with TRADE_SHOTS_DIR, photographed) at 390 and at 1280 px
 *   without walking the journey again at 1280 (issue 43 item 5: nothing in it depends on the width);
 * - without JavaScript: the application form posts as plain HTML and its page says it waits. */
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { atWidths, expectNoSeriousA11yViolations, loginSellerViaApi, openHydrated, uniqueEmail } from '../helpers';

const SHOTS = process.env.TRADE_SHOTS_DIR;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let voen = 200_000_000 + Math.floor(Math.random() * 700_000_000);
const nextVoen = () => `${voen++}1`;
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

async function register(request: APIRequestContext) {
  const email = uniqueEmail('klinika');
  const res = await request.post('/api/user/register', {
    data: { name: 'Rəşad Məmmədov', email, password: 'parol-12345' },
  });
  expect(res.ok()).toBeTruthy();
  return email;
}

async function sellerPage(browser: Browser, width: number) {
  const context = await browser.newContext({ baseURL: workerShop().url, viewport: { width, height: 900 } });
  await loginSellerViaApi(context.request);
  return { page: await context.newPage(), context };
}

async function createGroup(request: APIRequestContext, name: string) {
  const res = await request.post('/api/trade/seller/groups', {
    data: { name, cataloguePercent: 8, categoryPercents: {} },
  });
  expect(res.status()).toBe(201);
}

/** Each state at both widths: axe, and a screenshot when TRADE_SHOTS_DIR is set. */
const checkBothWidths = (page: Page, name: string) =>
  atWidths(page, [390, 1280], async (w) => {
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage: true });
  });

const width = 390;
test(`${width} px: a clinic applies, the seller approves it with a group, the clinic sees it`, async ({
  page,
  browser,
}) => {
  // two people's pages and their axe scans at two widths, on a shared two-core machine
  test.slow();
  await page.setViewportSize({ width, height: 900 });
  await register(page.request);
  const legalName = `Ağ Pəncə Klinikası ${width}`;

  await openHydrated(page, '/account');
  await page.getByRole('link', { name: 'Topdan alış (şirkət hesabı)' }).click();
  await expect(page.getByRole('heading', { name: 'Topdan alış', level: 1 })).toBeVisible();
  await page.getByLabel('Şirkətin hüquqi adı').fill(legalName);
  await page.getByLabel('VÖEN').fill('12345');
  await page.getByLabel('Fəaliyyət növü').selectOption('clinic');
  await page.getByLabel('Hüquqi ünvan').fill('Bakı, Nəsimi r., Azadlıq pr. 15');
  await page.getByLabel('Telefon').fill('012 404 12 34');
  await page.getByLabel('Baytarlıq lisenziyasının nömrəsi').fill('BL-2024-0457');
  await page.getByLabel('Lisenziyanın bitmə tarixi').fill(nextYear);
  await page
    .getByLabel(/Lisenziyanın surəti/)
    .setInputFiles({ name: 'lisenziya.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Müraciəti göndər' }).click();
  await expect(page.getByText(/VÖEN 10 rəqəmdən ibarətdir/)).toBeVisible();
  await page.getByLabel('VÖEN').fill(nextVoen());
  await page
    .getByLabel(/Lisenziyanın surəti/)
    .setInputFiles({ name: 'lisenziya.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Müraciəti göndər' }).click();
  await expect(page.getByText(`“${legalName}” müraciətinə baxılır.`)).toBeVisible();
  await checkBothWidths(page, 'business-pending');

  const seller = await sellerPage(browser, width);
  const group = `Klinika ${width}-${Date.now()}`;
  await createGroup(seller.context.request, group);
  await openHydrated(seller.page, '/seller/companies?status=pending');
  await seller.page.getByRole('link', { name: legalName }).first().click();
  await expect(seller.page.getByRole('heading', { name: legalName, level: 1 })).toBeVisible();
  await expect(seller.page.getByRole('link', { name: 'Lisenziyanın surətinə bax' })).toBeVisible();
  await checkBothWidths(seller.page, 'seller-company');
  await seller.page.getByLabel('Qiymət qrupu').selectOption({ label: group });
  await seller.page.getByRole('button', { name: 'Təsdiqlə' }).click();
  await expect(seller.page.getByText('Şirkət təsdiqləndi, müraciət edənə e-poçt göndərildi.')).toBeVisible();
  await expect(seller.page.getByText('Təsdiqlənib')).toBeVisible();
  // the seller sets this group's own price and a break for a product found by its SKU
  const sku = (await (await seller.context.request.get('/api/product/list')).json()).products.find(
    (p: { sku: string | null; offerPrice: number | null }) => p.sku && p.offerPrice,
  ).sku as string;
  await openHydrated(seller.page, `/seller/groups`);
  const terms = seller.page.getByRole('region', { name: 'Məhsulun qrup qiyməti' });
  await terms.getByRole('combobox').selectOption({ label: group });
  await seller.page.getByLabel('SKU və ya barkod').fill(sku);
  await seller.page.getByRole('button', { name: 'Tap' }).click();
  await seller.page.getByLabel('Qrup qiyməti, ₼ (boş: faizlə)').fill('4,55');
  await seller.page.getByLabel('1-ci endirim: neçə ədəddən').fill('10');
  await seller.page.getByLabel('1-ci endirim: qiymət, ₼').fill('4,10');
  await seller.page.getByRole('button', { name: 'Yadda saxla' }).last().click();
  await expect(seller.page.getByText('Müştəri qrupu yadda saxlanıldı.')).toBeVisible();
  const groups = (await (await seller.context.request.get('/api/trade/seller/groups')).json()).groups;
  const groupId = groups.find((g: { name: string }) => g.name === group)._id;
  const product = (await (await seller.context.request.get('/api/product/list')).json()).products.find(
    (p: { sku: string | null }) => p.sku === sku,
  );
  const saved = await (
    await seller.context.request.get(`/api/trade/seller/groups/${groupId}/products/${product._id}`)
  ).json();
  expect(saved.terms).toMatchObject({ price: 4.55, breaks: [{ minQuantity: 10, price: 4.1 }] });
  await checkBothWidths(seller.page, 'seller-group-terms');
  if (SHOTS) {
    await openHydrated(seller.page, '/seller/companies');
    await atWidths(seller.page, [390, 1280], (w) =>
      seller.page.screenshot({ path: `${SHOTS}/seller-companies-${w}.png`, fullPage: true }).then(() => {}),
    );
    await openHydrated(seller.page, '/seller/groups');
    await atWidths(seller.page, [390, 1280], (w) =>
      seller.page.screenshot({ path: `${SHOTS}/seller-groups-${w}.png`, fullPage: true }).then(() => {}),
    );
  }
  await seller.context.close();

  await page.reload();
  await expect(page.getByText(`Şirkətiniz təsdiqlənib. Qiymət qrupunuz: ${group}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Həmkarı dəvət et' })).toBeVisible();
  await checkBothWidths(page, 'business-approved');
});

test('without JavaScript, a farm applies and its page says the application waits', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: workerShop().url,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 900 },
  });
  await register(context.request);
  const page = await context.newPage();
  await page.goto('/account/business');
  await page.getByLabel('Şirkətin hüquqi adı').fill('Quba Ferması MMC');
  await page.getByLabel('VÖEN').fill(nextVoen());
  await page.getByLabel('Fəaliyyət növü').selectOption('farm');
  await page.getByLabel('Hüquqi ünvan').fill('Quba r., Qırmızı Qəsəbə');
  await page.getByLabel('Telefon').fill('050 555 12 34');
  await page.getByRole('button', { name: 'Müraciəti göndər' }).click();
  await expect(page.getByText('“Quba Ferması MMC” müraciətinə baxılır.')).toBeVisible();
  await context.close();
});
