/** Spec rules no other browser test pins: the home page's recommendations
 * (at most 8, in stock only, docs/architecture.md §Constants) and the public header and footer kept
 * off the seller panel (docs/architecture.md §Pages). */
import { expect, test } from '../fixtures';
import type { Product } from '../../../domain/shared/types';
import { loginSellerViaApi, openHydrated } from '../helpers';

test('the home page recommends at most 8 products, only ones in stock', async ({ page, playwright, baseURL }) => {
  const seller = await playwright.request.newContext({ baseURL });
  await loginSellerViaApi(seller);
  const token = `tovsiye${Date.now()}`;
  const created: Product[] = [];
  const add = async (i: number, inStock: boolean) => {
    const response = await seller.post('/api/product/add-product', {
      multipart: {
        name: `Vitamin ${token} ${i}`,
        description: '',
        category: 'Digər',
        offerPrice: '4',
        inStock: String(inStock),
      },
    });
    expect(response.status()).toBe(201);
    created.push((await response.json()).product);
  };
  try {
    for (let i = 1; i <= 9; i++) await add(i, true); // more than 8, all newer than the demo's
    await add(10, false); // the newest of all, but out of stock

    await openHydrated(page, '/');
    const recommended = page.getByRole('region', { name: 'Tövsiyə olunan məhsullar' });
    const names = recommended.getByRole('listitem').getByRole('heading');
    await expect(names).toHaveCount(8);
    await expect(recommended.getByText(`Vitamin ${token} 10`)).toHaveCount(0);
    const inStock = new Set(
      ((await (await seller.get('/api/product/list')).json()).products as Product[])
        .filter((p) => p.inStock)
        .map((p) => p.name),
    );
    for (const name of await names.allTextContents()) expect(inStock, name).toContain(name);
  } finally {
    for (const product of created) await seller.delete(`/api/product/${product._id}`);
    await seller.dispose();
  }
});

test('the seller panel shows neither the public header nor its footer', async ({ page }) => {
  // the header's search box: a combobox once its suggestions' code has loaded, a plain search box until then
  const searchBox = page
    .getByRole('combobox', { name: 'Məhsul axtar' })
    .or(page.getByRole('searchbox', { name: 'Məhsul axtar' }));
  for (const url of ['/seller', '/seller/overview']) {
    if (url === '/seller/overview') await loginSellerViaApi(page.request);
    await openHydrated(page, url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(searchBox).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByText('Faydalı keçidlər')).toHaveCount(0);
  }
  await openHydrated(page, '/'); // the public pages have both
  await expect(searchBox.first()).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
