import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium-flags.mjs';
import { useMemoryTmpdir } from './scripts/lib/test-tmpdir.ts';

/** End-to-end tests drive Debian's Chromium against the built shop on a
 * fresh embedded database with the demo data (DESIGN §1). Each worker has a
 * shop and database of its own (tests/e2e/fixtures.ts), so no test sees
 * another's changes. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const WORKERS = 2;
export const SELLER = { email: 'satici@test.az', password: 'Satici-parol-2026' };
// the shops' data in memory (decision 0164); the workers inherit TMPDIR and so reuse the folder
useMemoryTmpdir();
// kept in the environment, so the test workers (which load this file again) see the same folder: tests read mail from its outbox/
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'vetshop-e2e-')));
/** The shop of the worker at parallelIndex `i`: its port and its data folder (mail lands in its outbox/). */
export const shopPort = (i: number) => E2E_PORT + i;
export const shopDataDir = (i: number) => path.join(dataDir, `shop-${i}`);
/** The seller's signed-in cookies on the shop at parallelIndex `i`, written once by seller.setup.ts. */
export const sellerStatePath = (i: number) => path.join(dataDir, `seller-state-${i}.json`);

/** Debian's Chromium as its headless shell where installed (.ci/run installs it): the same engine without the
 * full browser's window machinery, which took 40 % more CPU over the storefront's tests (decision 0164). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // a shop that handed one pg connection two queries at once fails the run (issue 40 item 7)
  globalTeardown: './tests/e2e/support/busy-connection-teardown.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'az-AZ',
    timezoneId: 'Asia/Baku',
    // a trace records every test's DOM snapshots and screencast: a quarter of the suite's CPU,
    // measured (decision 0163). CI retries a failed test once, and that retry keeps its trace; locally,
    // `npx playwright test --trace retain-on-failure <spec>` records one
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // the seller signs in once per shop through the API; tests take the cookies (fixtures.ts, sellerPage)
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    command: 'node --import ./tests/e2e/support/busy-connection-watch.mjs build/node/main.js',
    url: `http://127.0.0.1:${shopPort(i)}/api/product/list`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM, not SIGKILL: the shop then stops its embedded PostgreSQL instead of leaving it running
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(shopPort(i)),
      HOST: '127.0.0.1',
      DATA_DIR: shopDataDir(i),
      DATABASE_URL: '',
      SEED_DEMO: '1',
      // the demo trade buyers and their orders (decision 0093) would move other tests' counts
      SEED_DEMO_TRADE_PEOPLE: '0',
      // the whole suite is hundreds of customers from one address: the per-address limits are
      // tested in tests/api/platform/rate-limits.test.ts, not here
      RATE_LIMIT_STORE: 'off',
      SELLER_EMAIL: SELLER.email,
      SELLER_PASSWORD: SELLER.password,
    },
  })),
});
