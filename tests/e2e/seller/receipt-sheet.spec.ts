/** Issue 41 items 1 and 6 in the browser, once at 1280 px (nothing here depends on the width, issue
 * 43 item 5): a receipt sheet's refused rows in the import's preview (nothing applied), and the
 * overview's Rx supplies form downloading its report; each step axe-checked and photographed at 390
 * and 1280 px. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { textsIn } from '../../../domain/i18n/texts-in';
import { RECEIPT_SHEET_TEXT, RECEIPT_HEADERS as RH } from '../../../domain/catalog/receipt-sheet';
import { RX_SUPPLIES_TEXT } from '../../../domain/stock/rx-supplies';
import { expect, test } from '../fixtures';
import { atWidths, expectNoSeriousA11yViolations, openHydrated } from '../helpers';
import { photograph } from '../support/photograph';

const { BATCH_TEXT } = textsIn('az');

const dir = mkdtempSync(path.join(os.tmpdir(), 'receipt-sheet-e2e-'));
/** The page's state at both widths: axe, then a screenshot `${name}-${width}`. */
const checkBothWidths = (page: Page, name: string) =>
  atWidths(page, [390, 1280], async (w) => {
    await expectNoSeriousA11yViolations(page);
    await photograph(page, test.info().outputPath(`${name}-${w}.png`));
  });

{
  const width = 1280; // the desktop project's window
  test(`a receipt sheet's bad rows are refused on their rows; the Rx report downloads (${width}px)`, async ({
    sellerPage: page,
  }) => {
    const file = path.join(dir, `medaxil-${width}.xlsx`);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Mədaxil').addRows([
      [RH.code[0], RH.batch[0], RH.expiry[0], RH.quantity[0], RH.supplier[0]],
      [`YOX-${width}`, 'L-1', '12.2030', 5, 'Vet Pharma MMC'],
      [`YOX-${width}`, 'L-2', '31.02.2030', 5, 'Vet Pharma MMC'],
    ]);
    await book.xlsx.writeFile(file);

    await openHydrated(page, '/seller/import');
    await page.getByLabel('Cədvəl faylı (.csv və ya .xlsx)').setInputFiles(file);
    await page.getByRole('button', { name: 'Yüklə və yoxla' }).click();
    const receipt = page.getByTestId('receipt-preview');
    await expect(receipt.getByRole('heading', { name: RECEIPT_SHEET_TEXT.heading('Mədaxil') })).toBeVisible();
    await expect(receipt.getByText(BATCH_TEXT.productUnknown(`YOX-${width}`)).first()).toBeVisible();
    await expect(receipt.getByText(BATCH_TEXT.expiryInvalid)).toBeVisible();
    await checkBothWidths(page, 'receipt-sheet-preview');
    // a refused receipt has nothing to apply: no confirmation is offered
    await expect(page.getByText('Tətbiq ediləcək dəyişiklik yoxdur.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Təsdiq et və tətbiq et' })).toHaveCount(0);

    await openHydrated(page, '/seller/overview');
    const form = page.getByRole('region', { name: RX_SUPPLIES_TEXT.title });
    await expect(form).toBeVisible();
    await checkBothWidths(page, 'overview-rx-report');
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: RX_SUPPLIES_TEXT.xlsx }).click();
    expect((await download).suggestedFilename()).toMatch(/^reseptli-techizat-.*\.xlsx$/);
  });
}
