/** A trade buyer's quantity rule on the Russian storefront (issue 33 with issue 36): a quick-order
 * line and a cart line under the product's minimum are refused with the rule in Russian, with and
 * without JavaScript, at 390 and 1280 px; the product page's price block is Russian too. */
import type { Browser, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { expectNoSeriousA11yViolations, openHydrated } from '../helpers';
import { buyableProducts, productUrl } from '../storefront-helpers';
import { applyAsClinic, approve, newGroup, sellerApi } from '../trade-helpers';

const SHOTS = process.env.TRADE_SHOTS_DIR;

/** An approved clinic whose group sells `ruled` from 5 pieces; the buyer's session and the product. */
async function ruledBuyer(playwright: PlaywrightWorkerArgs['playwright']) {
  const seller = await sellerApi(playwright);
  const [ruled] = (await buyableProducts(seller)).filter((p) => p.sku && !p.stockLeft);
  const groupId = await newGroup(seller);
  await seller.put(`/api/trade/seller/groups/${groupId}/products/${ruled._id}`, { data: { minimum: 5 } });
  const buyer = await playwright.request.newContext({ baseURL: workerShop().url });
  await approve(seller, await applyAsClinic(buyer, `Klinika ${Date.now()}`), groupId);
  await seller.dispose();
  return { buyer, ruled };
}

async function pageOf(
  browser: Browser,
  buyer: Awaited<ReturnType<typeof ruledBuyer>>['buyer'],
  width: number,
  js: boolean,
) {
  const context = await browser.newContext({
    baseURL: workerShop().url,
    viewport: { width, height: 900 },
    javaScriptEnabled: js,
  });
  await context.addCookies((await buyer.storageState()).cookies);
  return { context, page: await context.newPage() };
}

for (const width of [390, 1280])
  for (const js of [true, false])
    test(`${width} px, ${js ? 'with' : 'without'} JavaScript: a line under its minimum is refused in Russian`, async ({
      browser,
      playwright,
    }) => {
      const { buyer, ruled } = await ruledBuyer(playwright);
      const { context, page } = await pageOf(browser, buyer, width, js);
      const rule = `«${ruled.name}» заказывается от 5 шт.`;
      const open = (url: string) => (js ? openHydrated(page, url) : page.goto(url).then(() => {}));

      await open('/ru/quick-order');
      await page.getByLabel('Артикул и количество, по одному товару в строке').fill(`${ruled.sku} 2`);
      await page.getByRole('button', { name: 'Добавить в корзину' }).click();
      const problems = page.getByTestId('quick-order-problems');
      await expect(problems.getByRole('listitem')).toHaveText(`Строка 1 · ${ruled.sku}: ${rule}`);
      await expect(problems.getByText(rule)).not.toHaveAttribute('lang', 'az');
      if (js) await expectNoSeriousA11yViolations(page);
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/quick-order-rule-ru-${width}${js ? '' : '-nojs'}.png`,
          fullPage: true,
        });

      // the product page's price block, then the cart: 5 go in, 2 are refused with the rule
      await open(`/ru${productUrl(ruled)}`);
      await expect(page.getByTestId('trade-price')).toContainText('Ваша цена');
      await expect(page.getByTestId('trade-price')).toContainText('Минимальный заказ: 5 шт.');
      await buyer.post('/api/trade/quick-order', { data: { text: `${ruled.sku} 5` } });
      await context.addCookies((await buyer.storageState()).cookies);
      await open('/ru/cart');
      const field = page.getByTestId('cart-line').getByRole('spinbutton');
      await field.fill('2');
      if (js) await field.press('Enter');
      else await page.getByRole('button', { name: 'Обновить' }).click();
      await expect(page.getByText(rule)).toBeVisible();
      if (js) await expectNoSeriousA11yViolations(page);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/cart-rule-ru-${width}${js ? '' : '-nojs'}.png`, fullPage: true });
      await context.close();
      await buyer.dispose();
    });
