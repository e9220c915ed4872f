/** Steps shared by the storefront's browser tests. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { workerShop } from './fixtures';
import type { News, Product } from '../../domain/shared/types';
import { productUrl } from '../../domain/catalog/categories';
import { demoProducts } from '../../server/db/demo-data';
import { expectHydrated, loginSellerViaApi, openHydrated } from './helpers';

/** The demo catalogue's names. Not "made before this worker started": a retry's new worker starts
 * after the products earlier tests made in the same shop, and took one of them for the demo's. */
const DEMO_NAMES = new Set(demoProducts.map((p) => p.name));

/** Demo products that can be bought as they are: in stock, with a price, not prescription-only
 * (an order of one asks for the prescription, decision 0053: rx-checkout.spec.ts), in the list's
 * own order. The demo's own come first: a product another test made in this worker's shop (three
 * left, a box rule) would make a cart test fail for that test's reason. Tests never change them. */
export async function buyableProducts(request: APIRequestContext): Promise<Product[]> {
  const { products } = (await (await request.get('/api/product/list')).json()) as { products: Product[] };
  const buyable = products.filter((p) => p.inStock && p.offerPrice != null && !p.rx);
  const isDemo = (p: Product) => DEMO_NAMES.has(p.name);
  return [...buyable.filter(isDemo), ...buyable.filter((p) => !isDemo(p))];
}

export async function visibleNews(request: APIRequestContext): Promise<News[]> {
  return ((await (await request.get('/api/news/list?onlySeen=true')).json()) as { newses: News[] }).newses;
}

export { productUrl };

export function cartBadge(page: Page) {
  return page.getByTestId('cart-count');
}

/** Adds from the product page once React runs it: the notice that follows is React's. */
export async function addToCartOnPage(page: Page, product: Product) {
  await openHydrated(page, productUrl(product));
  await page.getByRole('button', { name: 'Səbətə əlavə et', exact: true }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
}

/** The header's login button opens the dialog once React runs the page; before, it is a plain form
 * to /login (account-menu.tsx), so a click right after a reload would leave the page. */
export async function openLoginDialog(page: Page) {
  await expectHydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Daxil ol' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function registerInDialog(page: Page, email: string, name = 'Test Müştəri') {
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: 'Qeydiyyatdan keçin' }).click();
  await dialog.getByLabel('Ad').fill(name);
  await dialog.getByLabel('E-poçt').fill(email);
  await dialog.getByLabel('Şifrə').fill('parol-12345');
  await dialog.getByRole('button', { name: 'Qeydiyyat' }).click();
  await expect(dialog).toBeHidden();
}

/** A demo product out of stock with a price: the oldest one, so never a product a parallel seller test is editing. */
export async function outOfStockProduct(request: APIRequestContext): Promise<Product> {
  const { products } = (await (await request.get('/api/product/list')).json()) as { products: Product[] };
  return products.filter((p) => !p.inStock && p.offerPrice != null).at(-1)!;
}

/** Puts lines straight into a visitor's cart cookie (a product can go out of stock or lose its price after it was added). */
export async function setVisitorCart(page: Page, cart: Record<string, number>) {
  const { url } = workerShop();
  await page.context().addCookies([{ name: 'cart', value: encodeURIComponent(JSON.stringify(cart)), url }]);
}

/** A new product of its own (demo products are never touched), tracked with `quantity` left and
 * the shop's default threshold (5). */
export async function trackedProduct(api: APIRequestContext, quantity: number): Promise<Product> {
  await loginSellerViaApi(api);
  const name = `Peyvənd ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const added = await api.post('/api/product/add-product', {
    multipart: { name, category: 'Inyeksiyalar', offerPrice: '14.5', trackStock: 'true' },
  });
  expect(added.status()).toBe(201);
  const product = (await added.json()).product as Product;
  const corrected = await api.post(`/api/stock/${product._id}/correction`, {
    data: { mode: 'set', value: quantity, note: 'İlk sayım' },
  });
  expect(corrected.status()).toBe(200);
  return product;
}

/** A signed-in customer's first address (Baku, Nəsimi) and an order of one buyable product from it,
 * placed through the spec's own calls: the pages an account with an order shows. */
export async function addressAndOrder(request: APIRequestContext) {
  const added = await request.post('/api/address/add', {
    data: {
      address: {
        firstName: 'Aygün',
        lastName: '',
        email: 'aygun@test.az',
        street: '',
        city: 'Bakı',
        state: 'Nəsimi',
        zipCode: '',
        country: 'Azərbaycan',
        phone: '050 222 33 44',
      },
    },
  });
  const { address } = (await added.json()) as { address: { _id: string } };
  const [product] = await buyableProducts(request);
  const placed = await request.post('/api/order/cod', {
    data: { items: [{ product: product._id, quantity: 1 }], address: address._id },
  });
  const { order } = (await placed.json()) as { order: { _id: string } };
  return { address, order };
}
