/** Stock quantities in the browser (issue 24). What each test is for:
 * - at 390 px: the product page's "few left" and its selector, the cart stopping at what is left;
 * - at 1280 px: the seller's quantity in the low-stock list and the overview, the ledger and a correction.
 * Each runs once (the quantities do not depend on the width, issue 43 item 5); each page state is
 * axe-checked and photographed at 390 and 1280 px. */
import type { Page } from '@playwright/test';
import { productUrl } from '../../../domain/catalog/categories';
import { expect, test } from '../fixtures';
import { atWidths, expectNoSeriousA11yViolations, openHydrated } from '../helpers';
import { trackedProduct } from '../storefront-helpers';
import { expectToast } from '../seller-helpers';
import { photograph } from '../support/photograph';

/** The page's state at both widths: axe, then a screenshot `${name}-${width}`. */
const checkBothWidths = (page: Page, name: string, before?: () => Promise<void>) =>
  atWidths(page, [390, 1280], async (w) => {
    await before?.();
    await expectNoSeriousA11yViolations(page);
    await photograph(page, test.info().outputPath(`${name}-${w}.png`));
  });

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the product page says how few are left and its selector stops there; the cart does too', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const seller = await playwright.request.newContext({ baseURL });
    const product = await trackedProduct(seller, 3);
    await openHydrated(page, productUrl(product));
    await expect(page.getByTestId('buy-box').getByTestId('few-left')).toHaveText('Cəmi 3 ədəd qalıb');
    await expect(page.getByLabel('Miqdar').locator('option')).toHaveText(['1', '2', '3']);
    await checkBothWidths(page, 'product-few-left');

    await page.getByLabel('Miqdar').selectOption('3');
    await page.getByRole('button', { name: 'Səbətə əlavə et', exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // one more than is left: the cart keeps 3
    await page.getByLabel('Miqdar').selectOption('1');
    await page.getByRole('button', { name: 'Səbətə əlavə et', exact: true }).click();
    await openHydrated(page, '/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: product.name });
    await expect(line.getByRole('combobox')).toHaveValue('3');
    await expect(line.getByRole('combobox').locator('option')).toHaveText(['1', '2', '3']);
    await expect(line.getByTestId('few-left')).toHaveText('Cəmi 3 ədəd qalıb');
    await checkBothWidths(page, 'cart-stops');
    await seller.dispose();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the seller sees the quantity, corrects it with a reason and reads the ledger', async ({ page }) => {
    const product = await trackedProduct(page.request, 4);
    await openHydrated(page, '/seller/product-list?stock=low');
    // a card on a phone, a table row on a desktop: the one shown
    const listed = page.getByText(product.name, { exact: true }).filter({ visible: true });
    await expect(listed).toBeVisible();
    await checkBothWidths(page, 'seller-low-list', async () => {
      await expect(listed).toBeVisible();
      await expect(page.getByTestId('stock-quantity').filter({ visible: true }).first()).toBeVisible();
    });

    await openHydrated(page, '/seller/overview');
    await expect(page.getByTestId('low-stock')).toContainText(product.name);
    await checkBothWidths(page, 'seller-overview');

    await openHydrated(page, `/seller/editproduct/${product._id}`);
    await expect(page.getByTestId('current-quantity')).toHaveText('4');
    const ledger = page.getByTestId('ledger');
    await expect(ledger.getByRole('listitem')).toHaveCount(1);
    await expect(ledger).toContainText('İlk sayım');

    const form = page.getByRole('form', { name: 'Miqdarı düzəlt' });
    await form.getByLabel('Artır / azalt (+/−)').check();
    await form.getByRole('textbox', { name: 'Say', exact: true }).fill('+6');
    await form.getByRole('button', { name: 'Düzəlt' }).click();
    await expectToast(page, 'Düzəlişin səbəbini yazın.'); // a reason is required
    await form.getByRole('textbox', { name: 'Səbəb', exact: true }).fill('Yeni partiya gəldi');
    await form.getByRole('button', { name: 'Düzəlt' }).click();
    await expectToast(page, 'Miqdar yeniləndi: 10.');
    await expect(page.getByTestId('current-quantity')).toHaveText('10');
    await expect(ledger.getByRole('listitem')).toHaveCount(2);
    await expect(ledger.getByRole('listitem').first()).toContainText('+6');
    await expect(ledger.getByRole('listitem').first()).toContainText('Yeni partiya gəldi');
    await expect(ledger.getByRole('listitem').first()).toContainText('satici@test.az');
    await checkBothWidths(page, 'seller-ledger', () =>
      page.getByRole('heading', { name: 'Stok tarixçəsi' }).scrollIntoViewIfNeeded(),
    );
  });
});
