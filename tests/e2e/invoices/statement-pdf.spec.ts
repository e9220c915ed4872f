/** A company's statement as PDF in the browser (issue 34 item 4), in one test: a person of the
 * company downloads it from /ru/account/statement at 390 px without JavaScript (a plain GET form)
 * and it reads Russian; the seller downloads the same company's from its seller page at 1280 px.
 * Both pages axe-checked and photographed at 390 and 1280 px (where scripts run: axe is one); the
 * walk itself once, since nothing in it depends on the width (issue 43 item 5). */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { atWidths, expectNoSeriousA11yViolations, loginSellerViaApi, openHydrated, uniqueEmail } from '../helpers';
import { photograph } from '../support/photograph';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let voen = 300_000_000 + Math.floor(Math.random() * 400_000_000);

async function company(playwright: PlaywrightWorkerArgs['playwright'], seller: APIRequestContext) {
  const api = await playwright.request.newContext({ baseURL: workerShop().url });
  const email = uniqueEmail('cixaris');
  expect(
    (await api.post('/api/user/register', { data: { name: 'Rəşad Quliyev', email, password: 'parol-12345' } })).ok(),
  ).toBeTruthy();
  const name = `Ferma ${voen}`;
  const applied = await api.post('/api/trade/company/apply', {
    multipart: {
      legalName: name,
      voen: `${voen++}1`,
      type: 'farm',
      legalAddress: 'Şəmkir r., Zəyəm k.',
      phone: '012 555 11 22',
      licenceFile: { name: 'lisenziya.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status()).toBe(201);
  const id = (await applied.json()).company._id as string;
  const group = (await (await seller.post('/api/trade/seller/groups', { data: { name: `Çıxarış ${id}` } })).json())
    .group._id;
  expect(
    (await seller.post(`/api/trade/seller/companies/${id}/approve`, { data: { groupId: group } })).ok(),
  ).toBeTruthy();
  return { api, id, name };
}

async function pdfText(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', (await download.path())!, '-']);
  return { name: download.suggestedFilename(), text: stdout.replace(/[ \t]+/g, ' ') };
}

{
  const width = 390;
  test(`the statement's PDF, for the company without JavaScript at ${width} px and for the seller`, async ({
    browser,
    page,
    playwright,
  }, testInfo) => {
    const seller = await playwright.request.newContext({ baseURL: workerShop().url });
    await loginSellerViaApi(seller);
    const c = await company(playwright, seller);

    const noJs = await browser.newContext({
      baseURL: workerShop().url,
      javaScriptEnabled: false,
      viewport: { width, height: 900 },
    });
    await noJs.addCookies((await c.api.storageState()).cookies);
    const buyer = await noJs.newPage();
    await buyer.goto('/ru/account/statement');
    const form = buyer.getByRole('region', { name: 'Акт сверки (PDF)' });
    await expect(form.getByLabel('С')).toHaveValue(/^\d{4}-01-01$/);
    await photograph(buyer, testInfo.outputPath(`statement-ru-${width}.png`));
    const own = await pdfText(buyer, 'Скачать PDF');
    expect(own.name).toMatch(/^statement-\d+-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(own.text).toContain('Акт сверки расчётов');
    expect(own.text).toContain(c.name);
    expect(own.text).toContain('За этот период операций нет.');
    await noJs.close();

    // the same page with JavaScript, for axe, at both widths
    await page.context().addCookies((await c.api.storageState()).cookies);
    await openHydrated(page, '/ru/account/statement');
    await atWidths(page, [390, 1280], async (w) => {
      await expectNoSeriousA11yViolations(page);
      if (w !== width) await photograph(page, testInfo.outputPath(`statement-ru-${w}.png`));
    });
    await page.context().clearCookies();
    await page.context().addCookies((await seller.storageState()).cookies);
    await openHydrated(page, `/seller/companies/${c.id}`);
    const box = page.getByRole('region', { name: 'Hesab çıxarışı (PDF)' });
    await expect(box).toBeVisible();
    await atWidths(page, [390, 1280], async (w) => {
      await expectNoSeriousA11yViolations(page);
      await box.scrollIntoViewIfNeeded();
      await photograph(page, testInfo.outputPath(`statement-seller-${w}.png`));
    });
    const theirs = await pdfText(page, 'Hesab çıxarışını yükləyin (PDF)');
    expect(theirs.text).toContain('Hesab çıxarışı');
    expect(theirs.text).toContain(c.name);
    expect(theirs.text).toContain('Dövrün sonuna qalıq 0,00');
  });
}
