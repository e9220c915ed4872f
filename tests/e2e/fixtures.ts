/** The browser tests' `test`: each worker talks to its own shop and
 * database (playwright.config.ts starts one per worker), by parallelIndex. */
import { test as base } from '@playwright/test';
import { shopDataDir, shopPort } from '../../playwright.config';

export { expect } from '@playwright/test';

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${shopPort(testInfo.parallelIndex)}`),
});

/** This worker's shop: its port, address and data folder. */
export const workerShop = () => {
  const i = test.info().parallelIndex;
  return { port: shopPort(i), url: `http://127.0.0.1:${shopPort(i)}`, dataDir: shopDataDir(i) };
};
