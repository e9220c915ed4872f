/** A company's pending invitations in the browser (issue 33): the owner invites a colleague, sees
 * the invitation with its dates, revokes it; the colleague's link then says it no longer works.
 * Two tests, each width once and each of with and without JavaScript once (issue 43 item 5: the
 * width is not what this checks):
 * - at 390 px with JavaScript, in Azerbaijani: each page state axe-checked at 390 and at 1280 px;
 * - at 1280 px without JavaScript, in Russian: the same through the plain HTML forms. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, workerShop } from '../fixtures';
import { parseMail } from '../../helpers/smtp';
import { atWidths, expectNoSeriousA11yViolations, openHydrated, uniqueEmail } from '../helpers';
import { applyAsClinic, approve, newGroup, sellerApi } from '../trade-helpers';

const SHOTS = process.env.TRADE_SHOTS_DIR;

async function inviteLinkFor(email: string): Promise<string> {
  const folder = path.join(workerShop().dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    for (const file of await readdir(folder).catch(() => [] as string[])) {
      const raw = await readFile(path.join(folder, file), 'utf8');
      if (!raw.includes(email)) continue;
      const link = /https?:\/\/\S+\/account\/join\?token=[\w-]+/.exec(parseMail(raw).text)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation for ${email}`);
}

const WORDS = {
  az: {
    email: 'Həmkarın e-poçtu',
    invite: 'Dəvət göndər',
    list: 'Gözləyən dəvətlər',
    sent: /Göndərilib: .* · Etibarlıdır: .* tarixinədək/,
    revoke: (email: string) => `Ləğv et: ${email}`,
    revoked: (email: string) => `${email} ünvanına göndərilən dəvət ləğv edildi: link artıq işləmir.`,
    none: 'Gözləyən dəvət yoxdur.',
    join: 'Qoşul',
    invalid: /Dəvət linki etibarsızdır: ləğv edilib/,
  },
  ru: {
    email: 'E-mail коллеги',
    invite: 'Отправить приглашение',
    list: 'Ожидающие приглашения',
    sent: /Отправлено: .* · Действует до /,
    revoke: (email: string) => `Отозвать: ${email}`,
    revoked: (email: string) => `Приглашение на ${email} отозвано: ссылка больше не работает.`,
    none: 'Ожидающих приглашений нет.',
    join: 'Присоединиться',
    invalid: /Ссылка приглашения недействительна: приглашение отозвано/,
  },
} as const;

for (const [width, js] of [
  [390, true],
  [1280, false],
] as const) {
  const lang = js ? 'az' : 'ru';
  const W = WORDS[lang];
  const at = (p: string) => (lang === 'ru' ? `/ru${p}` : p);
  test(`${width} px, ${js ? 'with' : 'without'} JavaScript (${lang}): the owner revokes a pending invitation`, async ({
    browser,
    playwright,
  }) => {
    // 28 s alone, 54–60 s near the end of a full run at load 11+ (axe scans at two widths)
    test.slow();
    const seller = await sellerApi(playwright);
    const context = await browser.newContext({
      baseURL: workerShop().url,
      viewport: { width, height: 900 },
      javaScriptEnabled: js,
    });
    await approve(
      seller,
      await applyAsClinic(context.request, `Dəvət Klinikası ${Date.now()}`),
      await newGroup(seller),
    );
    await seller.dispose();
    const page = await context.newPage();
    const open = (url: string) => (js ? openHydrated(page, url) : page.goto(url).then(() => {}));
    const colleague = uniqueEmail('hemkar');

    await open(at('/account/business'));
    await page.getByLabel(W.email).fill(colleague);
    await page.getByRole('button', { name: W.invite }).click();
    const list = page.getByRole('region', { name: W.list });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(colleague);
    await expect(list).toContainText(W.sent);
    if (js)
      await atWidths(page, [390, 1280], async (w) => {
        await expectNoSeriousA11yViolations(page);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/invites-${lang}-${w}.png`, fullPage: true });
      });
    else if (SHOTS) await page.screenshot({ path: `${SHOTS}/invites-${lang}-${width}.png`, fullPage: true });

    await list.getByRole('button', { name: W.revoke(colleague) }).click();
    await expect(page.getByText(W.revoked(colleague))).toBeVisible();
    await expect(list).toContainText(W.none);
    if (js) await atWidths(page, [390, 1280], () => expectNoSeriousA11yViolations(page));

    // the colleague, signed in with the invited address, opens the link: it no longer works
    const other = await browser.newContext({
      baseURL: workerShop().url,
      viewport: { width, height: 900 },
      javaScriptEnabled: js,
    });
    await other.request.post('/api/user/register', {
      data: { name: 'Səbinə Məmmədova', email: colleague, password: 'parol-12345' },
    });
    const link = new URL(await inviteLinkFor(colleague));
    const colleaguePage = await other.newPage();
    await colleaguePage.goto(at(`${link.pathname}${link.search}`));
    await colleaguePage.getByRole('button', { name: W.join }).click();
    await expect(colleaguePage.getByText(W.invalid)).toBeVisible();
    if (js)
      await atWidths(colleaguePage, [390, 1280], async (w) => {
        await expectNoSeriousA11yViolations(colleaguePage);
        if (SHOTS) await colleaguePage.screenshot({ path: `${SHOTS}/join-revoked-${lang}-${w}.png`, fullPage: true });
      });
    else if (SHOTS)
      await colleaguePage.screenshot({ path: `${SHOTS}/join-revoked-${lang}-${width}.png`, fullPage: true });
    await other.close();
    await context.close();
  });
}
