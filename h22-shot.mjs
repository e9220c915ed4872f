import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [name, url, open] = process.argv.slice(2);
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(url, { waitUntil: 'load' });
  if (open) await page.locator('summary.filters-summary').click().catch(() => {});
  await page.screenshot({ path: `/tmp/h22-${name}-${width}.png`, fullPage: width === 1280 });
  await page.close();
}
await browser.close();
