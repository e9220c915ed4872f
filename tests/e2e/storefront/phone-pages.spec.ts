/** What a farmer, a clinic buyer and the owner meet on a phone (issue 32 item 11), at 390 px
 * with axe: the catalogue's filters, the terms page's zones and the shop's phone numbers, an add
 * to the cart that stops at what is left, the seller panel's icon. */
import type { Page } from '@playwright/test';
import { productUrl } from '../../../domain/catalog/categories';
import { textsIn } from '../../../domain/i18n/texts-in';
import { expect, test, workerShop } from '../fixtures';
import { expectNoSeriousA11yViolations, openHydrated } from '../helpers';
import { buyableProducts, trackedProduct } from '../storefront-helpers';
import { photograph } from '../support/photograph';

test.use({ viewport: { width: 390, height: 844 } });

/** Every "+994 …" number in the main content, with how many lines it takes. */
const phoneLines = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of (node.textContent ?? '').matchAll(/\+994[\d\s\u00a0]{9,16}\d/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        found.push({ text: m[0], lines: tops.size });
      }
    }
    return found;
  });

test('a chosen substance that matches nothing shows by its name, and no filter offers an empty list', async ({
  page,
}) => {
  await openHydrated(page, '/products?species=dog&substance=dortlu%20ammonium%20birlesmeleri');
  await expect(page.getByTestId('no-filter-results')).toContainText('"Dörtlü ammonium birləşmələri" süzgəcini götür');
  await expect(page.getByText('dortlu ammonium birlesmeleri')).toHaveCount(0);
  const options = page.locator('.filters-option');
  await expect(options.first()).toBeAttached();
  // a value that would show nothing is not offered, unless it is chosen (to be removed)
  for (const option of await options.all()) {
    if ((await option.locator('.filters-n').textContent()) === '0')
      await expect(option.getByRole('checkbox')).toBeChecked();
  }
});

test('the filters open on a phone: every option reachable, none under the apply bar, no scroll box', async ({
  page,
}) => {
  await openHydrated(page, '/products');
  await page.locator('summary.filters-summary').click();
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  // no group is a scroll box that cuts its list
  const boxes = await page
    .locator('.filters-group')
    .evaluateAll((groups) => groups.filter((g) => g.scrollHeight > g.clientHeight + 1).length);
  expect(boxes).toBe(0);
  // scrolled through as a thumb would, no option is ever under the apply bar (WCAG 2.5.8)
  const covered = await page.locator('.filters-form').evaluate(async (form) => {
    const bar = form.querySelector('.filters-actions')!;
    const options = [...form.querySelectorAll('.filters-option')];
    const under: string[] = [];
    form.scrollIntoView({ block: 'start' });
    for (let step = 0; step < 40; step++) {
      const b = bar.getBoundingClientRect();
      for (const o of options) {
        const r = o.getBoundingClientRect();
        if (r.height && r.bottom > b.top + 1 && r.top < b.bottom - 1) under.push(o.textContent ?? '');
      }
      window.scrollBy(0, 200);
      await new Promise((done) => requestAnimationFrame(done));
    }
    return [...new Set(under)];
  });
  expect(covered).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('the delivery zones on /sertler read whole on a phone, by keyboard, with axe', async ({ page }) => {
  await openHydrated(page, '/sertler');
  const zones = page.locator('section[aria-labelledby="terms-zones"]');
  await expect(zones).toBeVisible();
  // every word of the zones is inside the phone's width: nothing is cut at "Müdd…"
  const outside = await zones.evaluate((section) =>
    [...section.querySelectorAll('*')]
      .filter((el) => el.childElementCount === 0 && (el as HTMLElement).offsetParent !== null && el.textContent?.trim())
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth)
      .map((el) => el.textContent),
  );
  expect(outside).toEqual([]);
  await expect(zones.getByText('Müddət').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const path of ['/contact', '/sertler']) {
  test(`phone numbers on ${path} stay on one line`, async ({ page }) => {
    await page.goto(path);
    const phones = await phoneLines(page);
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.filter((p) => p.lines !== 1)).toEqual([]);
  });
}

test('the seller panel has its icon: no page asks for a missing /favicon.ico', async ({ sellerPage: page }) => {
  for (const path of ['/seller/overview', '/seller/settings', '/seller/import']) {
    await page.goto(path);
    const icon = page.locator('head link[rel="icon"]');
    await expect(icon).toHaveCount(1);
    const href = await icon.getAttribute('href');
    expect((await page.request.get(href!)).status()).toBe(200);
  }
});

for (const js of [true, false]) {
  test(`an add that stops at the 3 left says how many went in and why (JavaScript ${js ? 'on' : 'off'})`, async ({
    browser,
    playwright,
  }) => {
    const seller = await playwright.request.newContext({ baseURL: workerShop().url });
    const product = await trackedProduct(seller, 3);
    const context = await browser.newContext({
      baseURL: workerShop().url,
      javaScriptEnabled: js,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const add = async (quantity: string) => {
      if (js) await openHydrated(page, productUrl(product));
      else await page.goto(productUrl(product));
      await page.getByTestId('buy-box').getByLabel('Miqdar').selectOption(quantity);
      await page.getByRole('button', { name: 'Səbətə əlavə et', exact: true }).click();
    };
    await add('2');
    await expect(page.getByText('Added to cart').first()).toBeVisible();
    await add('2'); // 2 more asked, 1 left to add
    const said = textsIn('az').PAGE_MSG.addedShort(1);
    // with JavaScript the toast, without it the banner of the page the form goes back to
    await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible();
    await expect(page.getByText('Added to cart')).toHaveCount(0);
    await photograph(page, test.info().outputPath(`add-short-${js ? 'js' : 'nojs'}.png`));
    if (js) await expectNoSeriousA11yViolations(page);
    await context.close();
    await seller.dispose();
  });
}

test('on a slow phone the add from a card still says "Added to cart"', async ({ page, request }) => {
  // with the CPU six times slower React rendered the add's answer after the cart's reload had come,
  // and the notice was lost: 4 times in 4 before answer-notices.ts, 2 in 12 at four times slower
  const [product] = await buyableProducts(request);
  await openHydrated(page, '/products');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page
    .getByRole('main')
    .getByRole('button', { name: `Səbətə əlavə et: ${product.name}`, exact: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
