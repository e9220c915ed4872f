/** Deleting a saved list ("Daimi sifariş", issue 33 item 5) asks first, at 390 and 1280 px, in both
 * languages, with JavaScript and without: "Siyahını sil" only opens the confirmation; its own button
 * deletes and the lists page says so. A bare delete post (no confirmation) is refused. Axe clean. */
import type { APIRequestContext } from '@playwright/test';
import { expect, test, workerShop } from '../fixtures';
import { expectNoSeriousA11yViolations, openHydrated, uniqueEmail } from '../helpers';
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

for (const width of [390, 1280])
  for (const lang of ['az', 'ru'] as const)
    for (const js of [true, false]) {
      const W = WORDS[lang];
      const at = (p: string) => (lang === 'ru' ? `/ru${p}` : p);
      test(`${width} px, ${lang}, ${js ? 'with' : 'without'} JavaScript: deleting a saved list asks first`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          baseURL: workerShop().url,
          viewport: { width, height: 900 },
          javaScriptEnabled: js,
        });
        await customer(context.request);
        const name = `Həftəlik ${width}-${lang}-${js}`;
        const { id, product } = await savedList(context.request, name);
        const page = await context.newPage();
        const open = (url: string) => (js ? openHydrated(page, url) : page.goto(url).then(() => {}));

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
        if (js) await expectNoSeriousA11yViolations(page);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-delete-${lang}-${width}.png`, fullPage: true });

        await confirm.click();
        await expect(page).toHaveURL(new RegExp(`${at('/account/lists')}\\?notice=list-deleted$`));
        await expect(page.getByText(W.deleted)).toBeVisible();
        await expect(page.getByTestId('order-lists').or(page.locator('main'))).not.toContainText(name);
        expect((await context.request.get(`/api/trade/lists/${id}`)).status()).toBe(404);
        if (js) await expectNoSeriousA11yViolations(page);
        await context.close();
      });
    }

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
