/** The browser tests' `test`: each worker talks to its own shop and
 * database (playwright.config.ts starts one per worker), by parallelIndex. */
import { readFile } from 'node:fs/promises';
import { test as base, type Page } from '@playwright/test';
import { sellerStatePath, shopDataDir, shopPort } from '../../playwright.config';

export { expect } from '@playwright/test';

export const test = base.extend<{ sellerPage: Page }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${shopPort(testInfo.parallelIndex)}`),
  /** The page, signed in as the seller with the cookies seller.setup.ts kept for this worker's shop. */
  sellerPage: async ({ page }, use, testInfo) => {
    const state = JSON.parse(await readFile(sellerStatePath(testInfo.parallelIndex), 'utf8'));
    await page.context().addCookies(state.cookies);
    await use(page);
  },
});

/** This worker's shop: its port, address and data folder. */
export const workerShop = () => {
  const i = test.info().parallelIndex;
  return { port: shopPort(i), url: `http://127.0.0.1:${shopPort(i)}`, dataDir: shopDataDir(i) };
};
