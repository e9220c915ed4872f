// What the seller-side screenshot scripts share: the server's address, the
// seller's login, the screenshots/ folder and a Chromium page in Baku's locale.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

export async function screenshotSession(defaultBase) {
  const base = process.env.BASE_URL ?? defaultBase;
  const seller = {
    email: process.env.SELLER_EMAIL ?? 'satici@test.az',
    password: process.env.SELLER_PASSWORD ?? 'Satici-parol-2026',
  };
  const out = 'screenshots';
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ baseURL: base, locale: 'az-AZ', timezoneId: 'Asia/Baku' });
  const page = await context.newPage();
  return { base, seller, out, browser, context, page };
}
