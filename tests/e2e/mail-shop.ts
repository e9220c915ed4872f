/** A shop of its own that sends its mail through a real SMTP server (issue 25):
 * the worker starts smtp-server (tests/helpers/smtp.ts) and the built shop
 * with SMTP_URL pointing at it, on a fresh embedded database with the demo
 * data; the spec's pages and requests go to that shop. The other specs' shops
 * write mail to files (playwright.config.ts), which shows nothing of SMTP. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startShop } from '../../scripts/lib/shop-process';
import { startSmtpServer, type ReceivedMail } from '../helpers/smtp';

export { expect } from '@playwright/test';

export type MailShop = {
  url: string;
  /** The first mail to `email` whose text passes `match`, as the SMTP server received it. */
  mailTo: (email: string, match?: (m: ReceivedMail) => boolean) => Promise<ReceivedMail>;
};

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no test-scoped fixtures
export const test = base.extend<{}, { mailShop: MailShop }>({
  mailShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const smtp = await startSmtpServer();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-e2e-smtp-'));
      const shop = await startShop({ SMTP_URL: smtp.url, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1' });
      try {
        await use({
          url: shop.url,
          // the mailer is woken after the commit; its poll (5 s) is the slowest path
          mailTo: (email, match = () => true) => smtp.waitFor((m) => m.to.includes(email) && match(m), 15_000),
        });
      } finally {
        await shop.stop();
        await smtp.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ mailShop }, use) => use(mailShop.url),
});
