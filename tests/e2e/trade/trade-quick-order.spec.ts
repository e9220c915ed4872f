/** Quick order in the browser (issue 33 item 5). What each test is for:
 * - a trade buyer pastes a list as Excel copies it, sees the unknown code and the line under the
 *   minimum named on their lines (and put back in the box), and the good line in the cart at their
 *   price: at 390 px with JavaScript (then the Russian page says the same in Russian) and at 1280 px
 *   without (the plain HTML form), each width and each mode once (issue 43 item 5);
 * - the cart becomes a saved list and is reordered with one click, at 390 px.
 * Each page state is axe-checked at 390 and 1280 px where scripts run (axe is one); screenshots
 * with TRADE_SHOTS_DIR set. */
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { atWidths, expectNoSeriousA11yViolations, loginSellerViaApi, openHydrated, uniqueEmail } from '../helpers';
import { buyableProducts } from '../storefront-helpers';
import type { Product } from '../../../domain/shared/types';

const SHOTS = process.env.TRADE_SHOTS_DIR;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let voen = 400_000_000 + Math.floor(Math.random() * 500_000_000);
const money = (manat: number) => `${manat.toFixed(2).replace('.', ',')}\u00a0₼`;

/** A clinic approved into a group with 10 % off everything and a minimum of 5 for `ruled`. */
async function tradeBuyer(playwright: PlaywrightWorkerArgs['playwright']) {
  const seller = await playwright.request.newContext({ baseURL: workerShop().url });
  await loginSellerViaApi(seller);
  const [good, ruled] = (await buyableProducts(seller)).filter((p) => p.sku && !p.stockLeft);
  const group = await seller.post('/api/trade/seller/groups', {
    data: { name: `Klinika QO ${Date.now()}-${Math.random()}`, cataloguePercent: 10 },
  });
  const groupId = (await group.json()).group._id as string;
  await seller.put(`/api/trade/seller/groups/${groupId}/products/${ruled._id}`, { data: { minimum: 5 } });
  const buyer = await playwright.request.newContext({ baseURL: workerShop().url });
  const email = uniqueEmail('tez');
  await buyer.post('/api/user/register', { data: { name: 'Aysel Kərimova', email, password: 'parol-12345' } });
  const applied = await buyer.post('/api/trade/company/apply', {
    multipart: {
      legalName: `Klinika ${voen}`,
      voen: `${voen++}1`,
      type: 'clinic',
      legalAddress: 'Bakı, Yasamal r., Şərifzadə küç. 5',
      phone: '012 555 22 33',
      licenceNumber: 'BL-2025-7788',
      licenceExpires: `${new Date().getUTCFullYear() + 1}-12-31`,
      licenceFile: { name: 'lisenziya.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  const companyId = (await applied.json()).company._id as string;
  expect((await seller.post(`/api/trade/seller/companies/${companyId}/approve`, { data: { groupId } })).ok()).toBe(
    true,
  );
  await seller.dispose();
  return { buyer, good, ruled };
}

async function pageFor(browser: Browser, buyer: APIRequestContext, width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: workerShop().url,
    viewport: { width, height: 900 },
    javaScriptEnabled,
  });
  await context.addCookies((await buyer.storageState()).cookies);
  return { context, page: await context.newPage() };
}

const paste = (good: Product, ruled: Product) =>
  ['Kod\tAd\tMiqdar', `${good.sku}\t${good.name}\t3`, '', 'YOX-404\tNamalum\t2', `${ruled.sku}\t${ruled.name}\t2`].join(
    '\n',
  );
/** The buyer's price: 10 % off the list price, floored to the qəpik. */
const tradePrice = (p: Product) => Math.floor(Math.round(p.offerPrice! * 100) * 0.9) / 100;

/** The page's state at both widths: axe, and a screenshot `${name}-${width}` when TRADE_SHOTS_DIR is set. */
const checkBothWidths = (page: Page, name?: string) =>
  atWidths(page, [390, 1280], async (w) => {
    await expectNoSeriousA11yViolations(page);
    if (SHOTS && name) await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage: true });
  });

for (const [width, js] of [
  [390, true],
  [1280, false],
] as const) {
  test(`${width} px, ${js ? 'with' : 'without'} JavaScript: a pasted list, the bad lines named, the good one in the cart at the buyer's price`, async ({
    browser,
    playwright,
  }) => {
    const { buyer, good, ruled } = await tradeBuyer(playwright);
    const { context, page } = await pageFor(browser, buyer, width, js);
    if (js) await openHydrated(page, '/account');
    else await page.goto('/account');
    await page.getByRole('link', { name: 'Sürətli sifariş' }).first().click();
    await expect(page.getByRole('heading', { name: 'Sürətli sifariş', level: 1 })).toBeVisible();
    if (js) await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.getByLabel('Kod və miqdar, hər sətirdə bir məhsul').fill(paste(good, ruled));
    await page.getByRole('button', { name: 'Səbətə əlavə et' }).click();
    const problems = page.getByTestId('quick-order-problems');
    await expect(problems).toContainText('2 sətir əlavə olunmadı');
    await expect(problems.getByRole('listitem').nth(0)).toHaveText(
      'Sətir 4 · YOX-404: “YOX-404” kodlu məhsul tapılmadı.',
    );
    await expect(problems.getByRole('listitem').nth(1)).toHaveText(
      `Sətir 5 · ${ruled.sku}: “${ruled.name}” ən azı 5 ədəd sifariş olunur.`,
    );
    const added = page.getByTestId('quick-order-added');
    await expect(added).toContainText('1 məhsul səbətə əlavə olundu');
    await expect(added).toContainText(`${good.name} — 3 ədəd`);
    await expect(added).toContainText(`ədədi ${money(tradePrice(good))}`);
    // the refused lines wait in the box to be fixed
    await expect(page.getByLabel('Kod və miqdar, hər sətirdə bir məhsul')).toHaveValue(
      `YOX-404\tNamalum\t2\n${ruled.sku}\t${ruled.name}\t2`,
    );
    // axe runs scripts: the same markup is checked with them
    if (js) await checkBothWidths(page, 'quick-order');
    else if (SHOTS) await page.screenshot({ path: `${SHOTS}/quick-order-${width}-nojs.png`, fullPage: true });

    await added.getByRole('link', { name: 'Səbətə keç' }).click();
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(good.name);
    await expect(line).toContainText(money(Math.round(tradePrice(good) * 3 * 100) / 100));
    if (js) await checkBothWidths(page);

    if (js) {
      // the Russian page: its words, the same lines named
      await openHydrated(page, '/ru/quick-order');
      await expect(page.getByRole('heading', { name: 'Быстрый заказ', level: 1 })).toBeVisible();
      await page.getByLabel('Артикул и количество, по одному товару в строке').fill('YOX-405 1');
      await page.getByRole('button', { name: 'Добавить в корзину' }).click();
      await expect(page.getByTestId('quick-order-problems')).toContainText(
        'Строка 1 · YOX-405: Товар с кодом «YOX-405» не найден.',
      );
      await checkBothWidths(page, 'quick-order-ru');
    }
    await context.close();
    await buyer.dispose();
  });
}

{
  const width = 390;
  test(`${width} px: the cart saved as a list ("Daimi sifariş"), reordered with one click`, async ({
    browser,
    playwright,
  }) => {
    const { buyer, good } = await tradeBuyer(playwright);
    await buyer.post('/api/trade/quick-order', { data: { text: `${good.sku} 2` } });
    const { context, page } = await pageFor(browser, buyer, width, true);
    await openHydrated(page, '/account/lists');
    await page.getByLabel('Siyahının adı').fill('Həftəlik sifariş');
    await page.getByRole('button', { name: 'Səbəti siyahı kimi saxla' }).click();
    await expect(page.getByRole('heading', { name: 'Həftəlik sifariş', level: 1 })).toBeVisible();
    await expect(page.getByTestId('list-lines')).toContainText(good.name);
    await expect(page.getByTestId('list-lines')).toContainText(money(tradePrice(good)));
    await checkBothWidths(page, 'order-list');
    await page.getByRole('button', { name: 'Hamısını səbətə əlavə et' }).click();
    await expect(page.getByTestId('quick-order-added')).toContainText(`${good.name} — 2 ədəd`);
    const cart = await (await buyer.get('/api/user/is-auth')).json();
    expect(cart.user.cart[good._id]).toBe(4);
    await openHydrated(page, '/account/lists');
    await expect(page.getByTestId('order-lists')).toContainText('Həftəlik sifariş');
    await checkBothWidths(page, 'order-lists');
    await context.close();
    await buyer.dispose();
  });
}
