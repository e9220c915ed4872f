/** The owner's audit log in the browser (issue 35 item 3): a price changed through the panel's API
 * shows at /seller/audit with who and old → new, filters narrow it, the product's page shows its
 * own history; axe clean; screenshots at 390 and 1280 px. */
import { expect, test } from '../fixtures';
import { expectNoSeriousA11yViolations, openHydrated, SELLER } from '../helpers';
import { photograph } from '../support/photograph';

test('the owner reads a price change in the log and on the product page', async ({ sellerPage: page }, testInfo) => {
  const { products } = await (await page.request.get('/api/product/list')).json();
  const product = products[0];
  const price = String((product.offerPrice ?? 5) + 1.5).replace('.', ',');
  const form = { name: product.name, description: product.description, category: product.category, offerPrice: price };
  const saved = await page.request.put(`/api/product/${product._id}`, { multipart: form });
  expect(saved.ok()).toBeTruthy();

  await openHydrated(page, `/seller/audit?entity=product&entityId=${product._id}`);
  await expect(page.getByRole('heading', { name: 'Əməliyyat jurnalı', level: 1 })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: 'Dəyişdirildi · Məhsul' }).first();
  await expect(entry).toContainText(SELLER.email);
  await expect(entry).toContainText(`Qiymət: ${product.offerPrice ?? ''} → ${(product.offerPrice ?? 5) + 1.5}`);
  await expect(page.getByRole('link', { name: 'CSV kimi yüklə' })).toHaveAttribute(
    'href',
    `/api/staff/audit/export?entity=product&entityId=${product._id}`,
  );
  await expect(
    page.getByRole('navigation', { name: 'Satıcı paneli' }).getByRole('link', { name: 'Əməliyyat jurnalı' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await photograph(page, testInfo.outputPath(`audit-${width}.png`));
  }

  await openHydrated(page, `/seller/editproduct/${product._id}`);
  const history = page.getByRole('region', { name: 'Dəyişikliklər jurnalı' });
  await expect(history).toContainText('Dəyişdirildi');
  await expect(history).toContainText('Qiymət');
  await expectNoSeriousA11yViolations(page);
  await history.scrollIntoViewIfNeeded();
  await photograph(page, testInfo.outputPath('product-history-1280.png'), { fullPage: false });
});
