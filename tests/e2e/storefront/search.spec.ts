/** The header's search suggestions (issue 23, decision 0046) at a phone's and
 * a desktop's width: they appear while typing, the arrow keys and Enter open
 * one, Escape closes them, axe finds nothing serious in the open list; without JavaScript the
 * results page shows the same first product. */
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations, openHydrated } from '../helpers';

const LEVAMIZOL = 'Levamizol + Oksiklozanid suspenziya 1 litr';
const HOOF = 'Dırnaq qulluğu məhlulu 1 litr (iribuynuzlu heyvanlar)';
const SUBSTANCE = 'Təsir edən maddə';
const shots = 'test-results/search';

for (const width of [390, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } });
    const boxId = width < 768 ? '#search-mobile' : '#search-desktop';

    test('suggestions appear while typing; arrow keys and Enter open one; Escape closes them', async ({ page }) => {
      await openHydrated(page, '/');
      const box = page.locator(boxId);
      await expect(box).toHaveAttribute('role', 'combobox');
      const asked = page.waitForResponse((r) => r.url().includes('/search/suggest'));
      await box.pressSequentially('levamisole', { delay: 30 });
      const answer = await asked; // React Router's data request: a public page's answer, kept by a CDN a minute
      expect(answer.headers()['cache-control'], answer.url()).toMatch(/^public, .*s-maxage=60/);
      const list = page.getByRole('listbox', { name: 'Axtarış təklifləri' });
      await expect(list).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const options = list.getByRole('option');
      await expect(options.first()).toHaveText(`${SUBSTANCE}: Levamizol`); // substances lead (decision 0056)
      await expect(options.nth(1)).toHaveText(LEVAMIZOL);
      expect(await options.count()).toBeLessThanOrEqual(6);
      await page.screenshot({ path: `${shots}/suggestions-${width}.png` });
      await expectNoSeriousA11yViolations(page);

      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue('levamisole'); // Escape closes the list, the text stays

      await page.keyboard.press('ArrowDown'); // opens again
      await expect(list).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/product\/suspeziyalar\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEVAMIZOL);
    });

    // the two journeys below are the same at either width: each runs at one, so each width's box and
    // results page are still seen and axe-checked (issue 43 item 5)
    if (width === 390)
      test('a substance the name does not spell is suggested; Enter leads to its results', async ({ page }) => {
        await openHydrated(page, '/');
        const box = page.locator(boxId);
        await expect(box).toHaveAttribute('role', 'combobox');
        await box.pressSequentially('цинк', { delay: 30 });
        const list = page.getByRole('listbox', { name: 'Axtarış təklifləri' });
        const first = list.getByRole('option').first();
        await expect(first).toHaveText(`${SUBSTANCE}: Sink sulfat`);
        // the open list is axe-checked at both widths in the first test; its results page in storefront-a11y
        await page.screenshot({ path: `${shots}/substance-${width}.png` });
        await page.keyboard.press('ArrowDown');
        await expect(first).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/products\?search=Sink/);
        await expect(page.locator('main .product-card-title').first()).toHaveText(HOOF);
      });

    if (width === 1280)
      test('a misspelt word finds the product and the results page says "did you mean"', async ({ page }) => {
        await openHydrated(page, '/');
        await page.locator(boxId).fill('levamizl');
        await page.keyboard.press('Enter'); // no option chosen: the form searches
        await expect(page).toHaveURL(/\/products\?search=levamizl/);
        await expect(page.locator('main .product-card-title').first()).toHaveText(LEVAMIZOL);
        const hint = page.getByTestId('did-you-mean');
        await expect(hint).toContainText('levamizol');
        // this results page with its hint is axe-checked at both widths in storefront-a11y
        await page.screenshot({ path: `${shots}/did-you-mean-${width}.png`, fullPage: false });
      });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form searches and shows the first suggestion first', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#search-desktop')).not.toHaveAttribute('role', 'combobox');
    await page.locator('#search-desktop').fill('левамизол');
    await page.locator('#search-desktop').press('Enter');
    await expect(page).toHaveURL(/\/products\?search=/);
    await expect(page.locator('main .product-card-title').first()).toHaveText(LEVAMIZOL);
  });

  test("a substance's search shows the same first product as with JavaScript", async ({ page }) => {
    await page.goto('/products?search=Sink%20sulfat');
    await expect(page.locator('main .product-card-title').first()).toHaveText(HOOF);
    await page.goto(`/products?search=${encodeURIComponent('цинк сульфат')}`);
    await expect(page.locator('main .product-card-title').first()).toHaveText(HOOF);
  });
});

test('the suggestions answer is small and public', async ({ request }) => {
  const res = await request.get('/search/suggest?q=levamisole');
  expect(res.headers()['cache-control']).toBe('public, max-age=60');
  const body = await res.json();
  expect(body.products[0].name).toBe(LEVAMIZOL);
  expect(body.substances).toEqual([{ key: 'levamizol', name: 'Levamizol' }]);
});
