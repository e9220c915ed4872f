/** Shared steps of the browser tests. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SELLER } from '../../playwright.config';
import { seriousA11yViolations } from './support/axe-scan';

export { SELLER };

export function uniqueEmail(prefix = 'musteri'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.az`;
}

/** Opens a page and waits until React has hydrated it (app/root.tsx sets the
 * marker), so its buttons answer clicks. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectHydrated(page);
}

/** The page's scripts have taken over (root.tsx marks it): a click is now handled by them, not by
 * the form or link the server sent. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** No serious or critical axe-core violation on the page at rest. A notice fading in or out is half
 * transparent and axe would measure its contrast mid-fade, so animations are made instant (a notice
 * whose timer ends while axe runs then leaves at once) and the running ones are waited out. axe runs
 * in the page itself, the shop has no frames (decisions 0160, 0163: support/axe-scan.ts). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { width } = page.viewportSize()!;
  await page.addStyleTag({
    content: '*, *::before, *::after { animation-duration: 0s !important; transition-duration: 0s !important; }',
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  expect(await seriousA11yViolations(page), `axe on ${page.url()} at ${width} px`).toEqual([]);
}

/** Logs the page's browser context in as the test seller through the API. */
export async function loginSellerViaApi(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/seller/login', { data: SELLER });
  expect(response.ok()).toBeTruthy();
}

/** Runs `check` with the window at each width in turn, then puts the window back: a journey walked
 * once at one width still has its pages' states checked at the other (axe, a screenshot) without
 * being walked again (issue 43 item 5). */
export async function atWidths(page: Page, widths: readonly number[], check: (width: number) => Promise<void>) {
  const original = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: original.height });
    await check(width);
  }
  await page.setViewportSize(original);
}

/** axe at 390 and at 1280 px on the page as it stands (see atWidths). */
export async function expectNoSeriousA11yViolationsAtBothWidths(page: Page) {
  await atWidths(page, [390, 1280], () => expectNoSeriousA11yViolations(page));
}
