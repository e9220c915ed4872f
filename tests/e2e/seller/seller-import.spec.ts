/** Issue 24's import in the browser, once at 1280 px (the import does not depend on the width,
 * issue 43 item 5): upload a sheet, read the preview (added, changed with its fields, a refused row
 * with its reason), apply it with "all or nothing" off, and see the catalogue changed; each step
 * axe-checked and photographed at 390 and 1280 px. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { textsIn } from '../../../domain/i18n/texts-in';
import { expect, test } from '../fixtures';
import { atWidths, expectNoSeriousA11yViolations, openHydrated } from '../helpers';
import { expectToast } from '../seller-helpers';
import { photograph } from '../support/photograph';

const { SHEET_HEADERS: H } = textsIn('az');

const dir = mkdtempSync(path.join(os.tmpdir(), 'seller-import-e2e-'));
/** The page's state at both widths: axe, and a screenshot `${name}-${width}` when named. */
const checkBothWidths = (page: Page, name?: string) =>
  atWidths(page, [390, 1280], async (w) => {
    await expectNoSeriousA11yViolations(page);
    if (name) await photograph(page, test.info().outputPath(`${name}-${w}.png`));
  });

{
  const width = 1280; // the desktop project's window
  test(`upload a sheet, read the preview, apply it (${width}px)`, async ({ sellerPage: page }) => {
    const sku = `E2E-${width}-${Date.now()}`;
    const file = path.join(dir, `kataloq-${width}.csv`);
    const rows = [
      [H.sku, H.name, H.category, H.price, H.quantity],
      [sku, `Sınaq məhsulu ${width}`, 'Həblər', '12,50', '7'],
      [`${sku}-X`, 'Pis qiymət', 'Həblər', 'pulsuz', '1'],
    ];
    writeFileSync(file, '\uFEFF' + rows.map((r) => r.join(';')).join('\r\n'));

    await openHydrated(page, '/seller/import');
    await expect(page.getByRole('heading', { name: 'Kataloqun idxalı və ixracı' })).toBeVisible();
    await checkBothWidths(page);
    await page.getByLabel('Cədvəl faylı (.csv və ya .xlsx)').setInputFiles(file);
    await page.getByRole('button', { name: 'Yüklə və yoxla' }).click();

    await expect(page.getByRole('heading', { name: 'Önizləmə' })).toBeVisible();
    const counts = page.locator('dl');
    await expect(counts.getByText('Əlavə ediləcək').locator('..')).toContainText('1');
    await expect(counts.getByText('Rədd edilən sətirlər').locator('..')).toContainText('1');
    await expect(page.getByRole('cell', { name: /Qiymət/ })).toBeVisible(); // the refused row's reason
    await expect(page.getByRole('cell', { name: `Sınaq məhsulu ${width}` })).toBeVisible();
    await checkBothWidths(page, 'import-preview');

    // all or nothing (the default) refuses the file: one row is bad
    await page.getByRole('button', { name: 'Təsdiq et və tətbiq et' }).click();
    await expectToast(page, 'rədd edilən sətir var');
    await page.getByLabel(/Hamısı və ya heç biri/).uncheck();
    await page.getByRole('button', { name: 'Təsdiq et və tətbiq et' }).click();
    await expect(page.getByText('Tətbiq edildi: 1 məhsul əlavə edildi, 0 məhsul dəyişdi.').first()).toBeVisible();
    await checkBothWidths(page, 'import-applied');

    const list = await page.request.get('/api/product/list');
    const all = (await list.json()).products as { name: string; offerPrice: number; sku: string | null }[];
    expect(all.filter((p) => p.sku?.startsWith(sku))).toEqual([expect.objectContaining({ sku, offerPrice: 12.5 })]);
  });
}
