// Saves every public page at phone (390 px) and desktop (1280 px) widths to
// screenshots/, from a running shop (BASE_URL, default http://127.0.0.1:3000).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { publicPages } from './public-pages.mjs';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const widths = [390, 1280];
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const pages = await publicPages(baseUrl);
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      locale: 'az-AZ',
      timezoneId: 'Asia/Baku',
    });
    const page = await context.newPage();
    for (const { name, path } of pages) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      await page.evaluate(async () => {
        // scroll through once so lazy images load before the full-page shot
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // cards off screen skip rendering (content-visibility: auto); a full-page shot shows
      // them as a visitor sees them once scrolled there
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
  console.log(`saved ${pages.length * widths.length} screenshots to screenshots/`);
} finally {
  await browser.close();
}
