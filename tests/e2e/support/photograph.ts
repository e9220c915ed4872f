/** Pictures of a page for a person to look at. They assert nothing and nobody read the 143 a run
 * wrote, so they are taken only when E2E_SHOTS=1 (decision 0164: with the headless shell they cost
 * a few per cent of the suite's CPU), into each test's folder under test-results/. */
import type { Locator, Page } from '@playwright/test';

const PHOTOGRAPHS = process.env.E2E_SHOTS === '1';

/** A full-page picture of `target` at `file` (a locator, or `fullPage: false`: what is in view). */
export async function photograph(target: Page | Locator, file: string, opts: { fullPage?: boolean } = {}) {
  if (!PHOTOGRAPHS) return;
  if ('goto' in target) await target.screenshot({ path: file, fullPage: opts.fullPage ?? true });
  else await target.screenshot({ path: file });
}
