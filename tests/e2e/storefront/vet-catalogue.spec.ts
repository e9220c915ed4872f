/** Issue 22 in the browser: filter the catalogue by species and substance,
 * see the counts change, open a product, read its facts, switch pack size; axe clean.
 * What each test is for (issue 43 item 5):
 * - the journey runs once at 390 px with JavaScript (the phone's filters, React's forms) and once at
 *   1280 px without (the filter form and the size links as plain HTML): each width and each mode
 *   seen once; the filtered list and the product page are axe-scanned at both widths in the first;
 * - an empty filtered list names the filters to remove;
 * - a prescription medicine's badge, withdrawal lines and JSON-LD. */
import type { Page } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { expectNoSeriousA11yViolations, openHydrated } from '../helpers';
import { photograph } from '../support/photograph';

/** The count a filter option shows. */
const countOf = (page: Page, group: string, label: string) =>
  page.getByRole('group', { name: group }).locator('label', { hasText: label }).locator('.filters-n');

/** What the API counts for the same filters, in stock only as the pages list. */
async function apiCount(page: Page, query: string, facet: string, value: string): Promise<number> {
  const body = await (await page.request.get(`/api/product/list?${query}`)).json();
  return body.facets[facet].find((v: { value: string }) => v.value === value)?.count ?? 0;
}

/** axe at 390 px, then at 1280 px, on the page as it is (axe needs the page's script). */
async function scanAtBothWidths(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 900 });
}

for (const [width, javaScriptEnabled] of [
  [390, true],
  [1280, false],
] as const)
  test(`filters by species and substance, opens a product and switches its size (${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: workerShop().url,
      javaScriptEnabled,
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    if (javaScriptEnabled) await openHydrated(page, '/products');
    else await page.goto('/products');

    await page.locator('summary', { hasText: 'Süzgəclər' }).click();
    const cattleBefore = Number(await countOf(page, 'Heyvan növü', 'İribuynuzlu').textContent());
    await page.getByRole('checkbox', { name: /Xırdabuynuzlu/ }).check();
    await page.getByRole('button', { name: 'Tətbiq et' }).click();
    await expect(page).toHaveURL(/species=sheep-goat/);

    // the counts are the other filters' counts now; the filter stays chosen in the reopened form
    await expect(page.getByRole('checkbox', { name: /Xırdabuynuzlu/ })).toBeChecked();
    const albendazol = await apiCount(page, 'species=sheep-goat', 'substances', 'albendazol');
    await expect(countOf(page, 'Təsir edən maddə', 'Albendazol')).toHaveText(String(albendazol));
    await page.getByRole('checkbox', { name: 'Albendazol' }).check();
    await page.getByRole('button', { name: 'Tətbiq et' }).click();
    await expect(page).toHaveURL(/species=sheep-goat.*substance=albendazol|substance=albendazol.*species=sheep-goat/);
    const cards = page.locator('.product-card');
    await expect(cards).toHaveCount(albendazol);
    for (const name of await cards.locator('.product-card-title').allTextContents()) expect(name).toMatch(/Albendazol/);
    const cattleAfter = Number(await countOf(page, 'Heyvan növü', 'İribuynuzlu').textContent());
    expect(cattleAfter).toBe(await apiCount(page, 'species=sheep-goat&substance=albendazol', 'species', 'cattle'));
    expect(cattleAfter).not.toBe(cattleBefore);
    if (javaScriptEnabled) await scanAtBothWidths(page); // axe runs as the page's script
    await photograph(page, test.info().outputPath(`filtered-${width}.png`));

    // open the 1 l suspension, read its facts, switch to the 250 ml size
    await page.getByRole('link', { name: 'Albendazol 10% suspenziya 1 litr' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Albendazol 10% suspenziya 1 litr');
    const facts = page.getByRole('table');
    await expect(facts.getByRole('row', { name: /Təsir edən maddə/ })).toContainText('Albendazol 100 mq/ml');
    await expect(facts.getByRole('row', { name: /Heyvan növü/ })).toContainText('Xırdabuynuzlu (qoyun, keçi)');
    await expect(facts.getByRole('row', { name: /Qablaşdırma/ })).toContainText('1 l');
    const sizes = page.getByRole('navigation', { name: 'Qablaşdırma ölçüsü' });
    await expect(sizes.getByRole('link', { name: /1 l/ })).toHaveAttribute('aria-current', 'page');
    if (javaScriptEnabled) await scanAtBothWidths(page);
    await sizes.getByRole('link', { name: /250 ml/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Albendazol 10% suspenziya 250 ml');
    await expect(page.getByRole('table').getByRole('row', { name: /Qablaşdırma/ })).toContainText('250 ml');
    await photograph(page, test.info().outputPath(`product-${width}.png`));
    await context.close();
  });

test('an empty filtered list says which filters to remove, and removing one brings products back', async ({ page }) => {
  await page.goto('/products?species=bee&rx=rx');
  const empty = page.getByTestId('no-filter-results');
  await expect(empty).toContainText('Bu süzgəclərə uyğun məhsul yoxdur.');
  await empty.getByRole('link', { name: /"\s*Arı\s*" süzgəcini götür/ }).click();
  await expect(page).toHaveURL(/\/products\?rx=rx$/);
  await expect(page.locator('.product-card').first()).toBeVisible();
});

test('a prescription medicine shows its badge and facts; JSON-LD carries them', async ({ page }) => {
  await page.goto('/products?substance=oksitetrasiklin&rx=rx');
  await page.getByRole('link', { name: 'Oksitetrasiklin 20% LA inyeksiya 100 ml' }).click();
  // the product page, not the list it came from (whose chip names the Rx filter too)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oksitetrasiklin 20% LA inyeksiya 100 ml');
  await expect(page.getByText('Resept tələb olunur', { exact: true })).toBeVisible();
  // one line per food, and no eggs from cattle and sheep: "not applicable", not "unknown"
  const withdrawal = page.getByRole('row', { name: /Gözləmə müddəti/ }).getByRole('cell');
  await expect(withdrawal.locator('span')).toHaveText(['Ət: 28 gün', 'Süd: 7 gün', 'Yumurta: aid deyil']);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    sku: expect.any(String),
    gtin13: expect.stringMatching(/^\d{13}$/),
    brand: { name: expect.any(String) },
  });
  expect(jsonLd.additionalProperty).toContainEqual({
    '@type': 'PropertyValue',
    name: 'Təsir edən maddə',
    value: 'Oksitetrasiklin 200 mq/ml',
  });
});
