/** axe-core on every public page, on a phone-sized and a desktop window (each page loaded once). */
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsAtBothWidths, openHydrated } from '../helpers';
import { buyableProducts, openLoginDialog, productUrl, visibleNews } from '../storefront-helpers';
import { MILD_RULES, seriousA11yViolations } from '../support/axe-scan';

const STATIC_PATHS = [
  '/',
  '/about',
  '/contact',
  '/products',
  '/products?search=heb',
  '/products?search=levamizl', // a misspelling: the results with the "did you mean" hint (search.spec.ts)
  '/products/h%C9%99bl%C9%99r',
  '/cart',
  '/my-orders',
  '/news',
  '/no-such-page',
];

// each page is opened once and scanned at both widths by resizing it (atWidths, issue 43 item 5):
// the server sends the same page at every width, so the resized page is what a load at that width shows
for (const path of [...STATIC_PATHS, 'product', 'news-item']) {
  test(`no serious accessibility violations on ${path} at 390 and 1280 px`, async ({ page, request }) => {
    let url = path;
    if (path === 'product') url = productUrl((await buyableProducts(request)).find((p) => p.image.length > 1)!);
    if (path === 'news-item') url = `/news/${(await visibleNews(request))[0]._id}`;
    await page.setViewportSize({ width: 390, height: 900 });
    await openHydrated(page, url);
    await expect(page.locator('main#main')).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
  });
}

test('the login dialog and the mobile menu are accessible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/');
  await page.getByRole('button', { name: 'Menyunu aç' }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Xəbərlər' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Menyunu bağla' }).click();
  const opener = page.getByRole('banner').getByRole('button', { name: 'Daxil ol' });
  await openLoginDialog(page);
  await expect(page.getByLabel('E-poçt')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused(); // focus returns to the opener
});

test('the scan sees a serious violation (it can fail), and leaves out only rules that cannot report one', async ({
  page,
}) => {
  expect(MILD_RULES).toEqual(expect.arrayContaining(['region', 'heading-order', 'landmark-one-main']));
  for (const rule of ['color-contrast', 'image-alt', 'button-name', 'label', 'link-name', 'html-has-lang'])
    expect(MILD_RULES).not.toContain(rule);
  await openHydrated(page, '/about');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('beforeend', '<img src="/favicon.ico"><button></button>');
    main.insertAdjacentHTML('beforeend', '<p style="color:#eee;background:#fff">Solğun mətn</p>');
  });
  const found = (await seriousA11yViolations(page)).map((line) => line.split(':')[0]);
  expect(found.sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
});
