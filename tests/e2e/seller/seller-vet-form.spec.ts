/** Issue 22 item 7 in the browser: the seller adds a product with its
 * veterinary facts (two species, two substances, one picked from the shared
 * list, withdrawal days, Rx, a leaflet) as another size of an existing one;
 * a bad field is shown beside it and the form keeps what was typed; the
 * product page then shows the facts, the Rx badge, the leaflet and the size
 * picker. The journey runs once, at 1280 px (nothing in it depends on the width, issue 43 item 5);
 * each of its page states (the refused form, the product page, the edit page) is axe-checked and
 * photographed at 390 px as well, where the form stands in one column, and the list photographed at both. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { atWidths, expectNoSeriousA11yViolations, openHydrated } from '../helpers';
import { expectToast } from '../seller-helpers';
import { ean13 } from '../../../domain/vet/vet';
import { productUrl } from '../../../domain/catalog/categories';
import { photograph } from '../support/photograph';

const dir = mkdtempSync(path.join(os.tmpdir(), 'seller-vet-e2e-'));
const leafletFile = path.join(dir, 'telimat.pdf');
writeFileSync(leafletFile, '%PDF-1.4\n% sınaq təlimatı\n%%EOF\n');

/** The state at both widths: axe, and a screenshot named for its width. */
const checkBothWidths = (page: Page, name?: string) =>
  atWidths(page, [390, 1280], async (w) => {
    await expectNoSeriousA11yViolations(page);
    if (name) await photograph(page, test.info().outputPath(`${name}-${w}.png`));
  });

const width = 1280; // the desktop project's window
test(`the seller adds a medicine with its facts as another size of one (${width} px)`, async ({ sellerPage: page }) => {
  // four pages and six axe scans; the edit page's scan alone takes 15–19 s at load 12 since it
  // lists the product's batches: the default 60 s is too tight on a shared two-core machine
  test.slow();
  const name = `Albendazol + İvermektin suspenziya ${width} ml`;
  const sku = `ALB-IVM-${width}-${Date.now() % 100000}`;

  await openHydrated(page, '/seller');
  await page.getByLabel('Məhsulun adı').fill(name);
  await page.getByLabel('Kateqoriya').selectOption('Suspeziyalar');
  await page.getByLabel('Qiymət (₼)').fill('14.5');
  await page.getByRole('checkbox', { name: 'İribuynuzlu mal-qara' }).check();
  await page.getByRole('checkbox', { name: 'Xırdabuynuzlu (qoyun, keçi)' }).check();

  // the first substance from the shared list's suggestions, the second typed with its strength
  const firstName = page.getByLabel('Maddənin adı (Maddə 1)');
  const listId = await firstName.getAttribute('list');
  await expect(page.locator(`datalist[id="${listId}"] option[value="Albendazol"]`)).toHaveCount(1);
  await firstName.fill('Albendazol');
  await page.getByLabel('Miqdarı (Maddə 1)').fill('100 mq/ml');
  await page.getByRole('button', { name: 'Maddə əlavə et' }).click();
  await page.getByLabel('Maddənin adı (Maddə 2)').fill('İvermektin');
  await page.getByLabel('Miqdarı (Maddə 2)').fill('2 mq/ml');

  await page.getByLabel('Qablaşdırma', { exact: true }).fill(`${width} ml`);
  await page.getByLabel('İstehsalçı', { exact: true }).fill('Vetaqro Test');
  await page.getByLabel('Artikul', { exact: true }).fill(sku);
  await page.getByLabel('Ştrix-kod', { exact: true }).fill('4760000000010'); // a wrong check digit
  await page.locator('label', { hasText: 'Resept tələb olunur' }).click(); // the switch's visible part
  await expect(page.getByRole('switch', { name: 'Resept tələb olunur' })).toBeChecked();
  await page.getByLabel('Təlimat faylı (PDF, ən çox 5 MB)').setInputFiles(leafletFile);
  await page.getByLabel('Kəsimə qədər gözləmə müddəti: növ').selectOption('days');
  await page.getByLabel('Kəsimə qədər gözləmə müddəti: gün').fill('14');
  await page.getByLabel('Süd üçün gözləmə müddəti: növ').selectOption('nff');
  await page.getByLabel('Məhsul axtarın (ad və ya artikul)').fill('Albendazol 10%');
  await page.getByRole('radio', { name: 'Albendazol 10% suspenziya 1 litr (1 l)' }).check();

  // a bad barcode: its message stands beside it, the focus moves there, nothing typed is lost
  await page.getByRole('button', { name: 'Məhsul əlavə et' }).click();
  const barcode = page.getByLabel('Ştrix-kod', { exact: true });
  await expect(barcode).toHaveAttribute('aria-invalid', 'true');
  await expect(barcode).toBeFocused();
  await expect(page.locator(`[id="${await barcode.getAttribute('aria-describedby')}"]`)).toHaveText(
    'Ştrix-kodun yoxlama rəqəmi düzgün deyil (EAN-13).',
  );
  await expect(page.getByLabel('Məhsulun adı')).toHaveValue(name);
  await expect(page.getByLabel('Maddənin adı (Maddə 2)')).toHaveValue('İvermektin');
  await expect(page.getByRole('radio', { name: 'Albendazol 10% suspenziya 1 litr (1 l)' })).toBeChecked();
  await checkBothWidths(page, 'form');

  await barcode.fill(ean13('476000000001'));
  await page.getByRole('button', { name: 'Məhsul əlavə et' }).click();
  await expectToast(page, 'Məhsul əlavə edildi.');
  await expect(page.getByLabel('Məhsulun adı')).toHaveValue('');

  // the seller's list finds it by species, substance and Rx, with its SKU
  await openHydrated(page, '/seller/product-list?species=sheep-goat&substance=ivermektin&rx=rx');
  await expect(page.getByText(sku, { exact: true }).filter({ visible: true })).toHaveCount(1);
  await atWidths(page, [390, 1280], (w) => photograph(page, test.info().outputPath(`list-${w}.png`)));

  // the product page states it
  const { products } = await (await page.request.get('/api/product/list?substance=ivermektin&rx=rx')).json();
  const added = products.find((p: { name: string }) => p.name === name);
  await openHydrated(page, productUrl(added));
  const facts = page.getByRole('table');
  await expect(facts.getByRole('row', { name: /Təsir edən maddə/ })).toContainText('Albendazol 100 mq/ml');
  await expect(facts.getByRole('row', { name: /Təsir edən maddə/ })).toContainText('İvermektin 2 mq/ml');
  await expect(facts.getByRole('row', { name: /Heyvan növü/ })).toContainText('İribuynuzlu mal-qara');
  await expect(facts.getByRole('row', { name: /Heyvan növü/ })).toContainText('Xırdabuynuzlu (qoyun, keçi)');
  await expect(facts.getByRole('row', { name: /Gözləmə müddəti/ })).toContainText('Ət: 14 gün');
  await expect(facts.getByRole('row', { name: /Gözləmə müddəti/ })).toContainText('Süd: məhsuldar heyvanlara verilmir');
  await expect(page.getByText('Resept tələb olunur').first()).toBeVisible();
  const leaflet = page.getByRole('link', { name: /İstifadə təlimatı \(PDF\)/ });
  await expect(leaflet).toHaveAttribute('href', /^\/leaflets\/[0-9a-f]{32}\.pdf$/);
  expect((await page.request.get((await leaflet.getAttribute('href'))!)).headers()['content-type']).toBe(
    'application/pdf',
  );
  const sizes = page.getByRole('navigation', { name: 'Qablaşdırma ölçüsü' });
  await expect(sizes.getByRole('link', { name: new RegExp(`${width} ml`) })).toHaveAttribute('aria-current', 'page');
  await expect(sizes.getByRole('link', { name: /1 l/ })).toBeVisible();
  await checkBothWidths(page, 'product');

  // the edit page shows the current leaflet with a way to remove it
  await openHydrated(page, `/seller/editproduct/${added._id}`);
  await expect(page.getByRole('link', { name: 'Hazırkı təlimat (PDF)' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Təlimatı sil' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Xırdabuynuzlu (qoyun, keçi)' })).toBeChecked();
  await expect(page.getByLabel('Süd üçün gözləmə müddəti: növ')).toHaveValue('nff');
  await checkBothWidths(page);
});
