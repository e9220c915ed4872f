/** Forgot password in the browser: the link from the login dialog, the mail
 * (written to DATA_DIR/outbox/ when no SMTP server is set up; the SMTP path
 * is tests/api/accounts/password-reset.test.ts), a new password, old sessions ended. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, workerShop } from '../fixtures';
import { parseMail } from '../../helpers/smtp';
import { uniqueEmail, openHydrated } from '../helpers';
import { openLoginDialog } from '../storefront-helpers';

async function resetLinkFor(email: string): Promise<string> {
  const folder = path.join(workerShop().dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = await readdir(folder).catch(() => [] as string[]);
    for (const file of files) {
      const raw = await readFile(path.join(folder, file), 'utf8');
      if (!raw.includes(email)) continue;
      const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(parseMail(raw).text)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail for ${email}`);
}

test('forgot password: link by mail, new password logs in, other sessions logged out', async ({ page, browser }) => {
  const email = uniqueEmail('unutqan');
  const other = await browser.newContext({ baseURL: workerShop().url });
  expect(
    (
      await other.request.post('/api/user/register', { data: { name: 'Kamran Əli', email, password: 'kohne-parol' } })
    ).ok(),
  ).toBeTruthy();

  await openHydrated(page, '/');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('link', { name: 'Şifrəni unutmusunuz?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(dialog).toBeHidden();
  const main = page.getByRole('main'); // the closed dialog keeps its own fields in the page
  await main.getByLabel('E-poçt').fill(email);
  await main.getByRole('button', { name: 'Keçidi göndər' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Bu e-poçtla hesab varsa');

  const link = new URL(await resetLinkFor(email));
  await openHydrated(page, link.pathname + link.search);
  await main.getByLabel('Yeni şifrə').fill('yeni-parol-7');
  await main.getByRole('button', { name: 'Şifrəni yadda saxla' }).click();
  await expect(page).toHaveURL(/\/login\?notice=password-reset$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Şifrəniz yeniləndi. Yeni şifrə ilə daxil olun.');
  expect((await other.request.get('/api/user/is-auth')).status()).toBe(401); // the old session is gone

  await main.getByLabel('E-poçt').fill(email);
  await main.getByLabel('Şifrə').fill('yeni-parol-7');
  await main.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Kamran Əli|Hesabım/ })).toBeVisible();

  await openHydrated(page, link.pathname + link.search); // used once, gone
  await expect(page.getByRole('alert')).toHaveText('Keçid etibarsızdır və ya vaxtı bitib. Yeni keçid istəyin.');
  await other.close();
});

test('a reset link is never kept or cached: opened again after use, by a visitor without a session, it refuses', async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail('kecid');
  const api = await playwright.request.newContext({ baseURL: workerShop().url }); // no cookies: an anonymous visitor
  expect(
    (await api.post('/api/user/register', { data: { name: 'Səbinə Keçid', email, password: 'kohne-parol' } })).ok(),
  ).toBeTruthy();
  await api.post('/api/user/logout');
  expect((await api.post('/api/user/forgot-password', { data: { email } })).ok()).toBeTruthy();
  const link = new URL(await resetLinkFor(email));
  const address = link.pathname + link.search;

  for (let i = 0; i < 2; i++) {
    const res = await api.get(address);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    expect(res.headers().etag).toBeUndefined();
  }
  await openHydrated(page, address); // the form, before use
  await expect(page.getByRole('main').getByLabel('Yeni şifrə')).toBeVisible();

  const token = link.searchParams.get('token');
  expect((await api.post('/api/user/reset-password', { data: { token, password: 'yeni-parol-8' } })).status()).toBe(
    200,
  );
  await page.context().clearCookies();
  await page.goto(address); // the first view after use, before any password is typed
  await expect(page.getByRole('alert')).toHaveText('Keçid etibarsızdır və ya vaxtı bitib. Yeni keçid istəyin.');
  await expect(page.getByRole('main').getByLabel('Yeni şifrə')).toHaveCount(0);
  await api.dispose();
});
