/** Deleting a saved list ("Daimi sifariş", issue 33 item 5) asks first: "Siyahını sil" only opens
 * the confirmation; its own button deletes and the lists page says so. What each test is for:
 * - at 390 px with JavaScript, in Azerbaijani and then in Russian: the walk, each state axe-checked at
 *   390 and 1280 px;
 * - at 1280 px without JavaScript, in both languages: the same walk through the plain HTML forms;
 * - a bare delete post (no confirmation) is refused. */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { atWidths, expectNoSeriousA11yViolations, openHydrated, uniqueEmail } from '../helpers';
import { buyableProducts } from '../storefront-helpers';

const SHOTS = process.env.TRADE_SHOTS_DIR;

const WORDS = {
  az: {
    open: 'Siyahını sil',
    warning: (name: string) => `“${name}” siyahısı birdəfəlik silinəcək: onu geri qaytarmaq olmaz. Əminsiniz?`,
    confirm: 'Bəli, siyahını sil',
    deleted: 'Siyahı silindi.',
    unconfirmed: 'Siyahını silmək üçün silinməni təsdiqləyin.',
  },
  ru: {
    open: 'Удалить список',
    warning: (name: string) => `Список «${name}» будет удалён навсегда, восстановить его нельзя. Удалить?`,
    confirm: 'Да, удалить список',
    deleted: 'Список удалён.',
    unconfirmed: 'Чтобы удалить список, подтвердите удаление.',
  },
} as const;

/** A signed-in customer (saved lists are every customer's, decision 0104). */
async function customer(request: APIRequestContext) {
  const data = { name: 'Orxan Səfərov', email: uniqueEmail('siyahi'), password: 'parol-12345' };
  expect((await request.post('/api/user/register', { data })).ok()).toBe(true);
}

/** A saved list of one product, made through the API as the cart's "save as list" does. */
async function savedList(request: APIRequestContext, name: string) {
  // a demo product with its Russian name (products other tests add have none)
  const product = (await buyableProducts(request)).find((p) => p.nameRu)!;
  const res = await request.post('/api/trade/lists', {
    data: { name, items: [{ product: product._id, quantity: 2 }] },
  });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).list._id as string, product };
}

/** One language's walk: open the list, the first click only asks, its own button deletes. */
async function deleteAsksFirst(context: BrowserContext, page: Page, lang: 'az' | 'ru', js: boolean) {
  const W = WORDS[lang];
  const at = (p: string) => (lang === 'ru' ? `/ru${p}` : p);
  const width = page.viewportSize()!.width;
  const name = `Həftəlik ${width}-${lang}-${js}`;
  const { id, product } = await savedList(context.request, name);
  const open = (url: string) => (js ? openHydrated(page, url) : page.goto(url).then(() => {}));
  /** axe runs as a script: checked where the page runs scripts, at both widths (the HTML is the same without). */
  const check = (shot?: string) =>
    js
      ? atWidths(page, [390, 1280], async (w) => {
          await expectNoSeriousA11yViolations(page);
          if (SHOTS && shot) await page.screenshot({ path: `${SHOTS}/${shot}-${lang}-${w}.png`, fullPage: true });
        })
      : Promise.resolve();

  await open(at(`/account/lists/${id}`));
  // the line names its product in the page's language
  const line = page.getByTestId('list-lines').getByRole('listitem');
  await expect(line).toContainText(lang === 'ru' ? product.nameRu! : product.name);
  if (lang === 'ru') await expect(line).not.toContainText(product.name);
  const confirm = page.getByRole('button', { name: W.confirm });
  await expect(confirm).toBeHidden();
  await page.getByText(W.open, { exact: true }).click();
  // the first click only asks: the list is still there
  await expect(page.getByText(W.warning(name))).toBeVisible();
  await expect(confirm).toBeVisible();
  expect((await context.request.get(`/api/trade/lists/${id}`)).status()).toBe(200);
  await check('list-delete');

  await confirm.click();
  await expect(page).toHaveURL(new RegExp(`${at('/account/lists')}\\?notice=list-deleted$`));
  await expect(page.getByText(W.deleted)).toBeVisible();
  await expect(page.getByTestId('order-lists').or(page.locator('main'))).not.toContainText(name);
  expect((await context.request.get(`/api/trade/lists/${id}`)).status()).toBe(404);
  await check();
}

// each width once and each of with and without JavaScript once, both languages in each (issue 43
// item 5): the words are the subject, the width is not; the pages' states are axe-checked at both widths
for (const [width, js] of [
  [390, true],
  [1280, false],
] as const)
  test(`${width} px, ${js ? 'with' : 'without'} JavaScript, az and ru: deleting a saved list asks first`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: workerShop().url,
      viewport: { width, height: 900 },
      javaScriptEnabled: js,
    });
    await customer(context.request);
    const page = await context.newPage();
    for (const lang of ['az', 'ru'] as const) await deleteAsksFirst(context, page, lang, js);
    await context.close();
  });

test('a delete posted without its confirmation is refused and the list stays', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: workerShop().url });
  await customer(context.request);
  const { id } = await savedList(context.request, 'Aylıq');
  const res = await context.request.post(`/account/lists/${id}`, {
    form: { intent: 'delete' },
    headers: { origin: workerShop().url },
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain(WORDS.az.unconfirmed);
  expect((await context.request.get(`/api/trade/lists/${id}`)).status()).toBe(200);
  await context.close();
});
