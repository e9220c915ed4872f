/** What the cart tells a customer before ordering: line totals, out-of-stock
 * lines that block the order, products without a price. */
import type { Product } from '../../../domain/shared/types';
import { expect, test } from '../fixtures';
import { loginSellerViaApi, openHydrated } from '../helpers';
import { buyableProducts, cartBadge, outOfStockProduct, productUrl, setVisitorCart } from '../storefront-helpers';
import { photograph } from '../support/photograph';

test('each cart line shows its unit price and line total; the total adds them up', async ({ page, request }) => {
  const [first, second] = await buyableProducts(request);
  await setVisitorCart(page, { [first._id]: 3, [second._id]: 1 });
  await openHydrated(page, '/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: first.name });
  const money = (n: number) => `${n.toFixed(2).replace('.', ',')}\u00a0₼`;
  await expect(line).toContainText(`${money(first.offerPrice!)} / ədəd`);
  await expect(line.getByTestId('line-total')).toHaveText(`Məbləğ: ${money(first.offerPrice! * 3)}`);
  await page.getByLabel(`${first.name} — miqdar`).selectOption('2');
  await expect(line.getByTestId('line-total')).toHaveText(`Məbləğ: ${money(first.offerPrice! * 2)}`);
  await expect(page.getByTestId('cart-total')).toHaveText(money(first.offerPrice! * 2 + second.offerPrice!));
});

test('an out-of-stock line says why the order is blocked; removing it unblocks the order and keeps focus in the cart', async ({
  page,
  request,
}) => {
  const [product] = await buyableProducts(request);
  const gone = await outOfStockProduct(request);
  await setVisitorCart(page, { [product._id]: 1, [gone._id]: 2 });
  await openHydrated(page, '/cart'); // keeping focus in the cart is React's work
  await expect(page.getByTestId('cart-line').filter({ hasText: gone.name })).toContainText(
    'Stokda yoxdur — sifariş vermək üçün səbətdən silin.',
  );
  const placeOrder = page.getByRole('button', { name: 'Sifarişi təsdiqlə' });
  await expect(page.getByTestId('checkout-blocked')).toContainText(`Bu məhsullar hazırda stokda yoxdur: ${gone.name}.`);
  await expect(placeOrder).toBeDisabled();

  await page.getByRole('button', { name: `${gone.name} məhsulunu səbətdən sil` }).click();
  await expect(page.getByTestId('checkout-blocked')).toHaveCount(0);
  await expect(placeOrder).toBeEnabled();
  await expect(cartBadge(page)).toHaveText('1');
  await expect(page.getByLabel(`${product.name} — miqdar`)).toBeFocused();

  await page.getByRole('button', { name: `${product.name} məhsulunu səbətdən sil` }).click();
  await expect(page.getByText('Səbətiniz boşdur.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Alış-veriş səbəti' })).toBeFocused();
});

test('a product without a price is not counted, and the cart says so', async ({ page, request }) => {
  const { products } = (await (await request.get('/api/product/list')).json()) as {
    products: { _id: string; offerPrice: number | null; inStock: boolean }[];
  };
  const unpriced = products.filter((p) => p.offerPrice == null && p.inStock).at(-1)!;
  await setVisitorCart(page, { [unpriced._id]: 1 });
  await openHydrated(page, '/cart');
  await expect(page.getByTestId('cart-line')).toContainText('Qiymət sorğu ilə');
  await expect(page.getByText('“Qiymət sorğu ilə” olan məhsullar cəmə daxil deyil.')).toBeVisible();
});

test('two products added in quick succession are both in the cart, however slowly the first answer comes', async ({
  page,
  request,
}) => {
  await openHydrated(page, '/products');
  // two demo products shown on this first page (other tests' newer products may push some of them
  // off it, and may have limits of their own)
  const buttons = await page.locator('.product-card-button').evaluateAll((all) => all.map((b) => b.ariaLabel));
  const [first, second] = (await buyableProducts(request)).filter((p) =>
    buttons.includes(`Səbətə əlavə et: ${p.name}`),
  );
  // the first add is held a second on its way to the shop, as a slow phone line holds it, carrying
  // the cart it was sent with; a change the page sent meanwhile would reach the shop first and
  // the first's answer, coming last, would leave a cart without it
  let held = false;
  await page.route('**/cart.data', async (route) => {
    if (route.request().method() !== 'POST' || held) return route.continue();
    held = true;
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sent = route.request();
    const answer = await fetch(sent.url(), {
      method: 'POST',
      headers: { ...(await sent.allHeaders()), cookie },
      body: sent.postData() ?? undefined,
    });
    // fetch hands the body decoded: its encoding and length no longer describe it
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = Object.fromEntries(answer.headers);
    const setCookie = answer.headers.getSetCookie().join('\n');
    await route.fulfill({
      status: answer.status,
      headers: { ...headers, 'set-cookie': setCookie },
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  await page.getByRole('button', { name: `Səbətə əlavə et: ${first.name}` }).click();
  await page.getByRole('button', { name: `Səbətə əlavə et: ${second.name}` }).click();
  // what the shopper sees once both answers are in; `networkidle` does not count a request held by
  // page.route, and leaving the page then cancels the second add still queued behind the first
  await expect(cartBadge(page)).toHaveText('2');
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: first.name })).toHaveCount(1);
  await expect(lines.filter({ hasText: second.name })).toHaveCount(1);
});

for (const javaScriptEnabled of [true, false]) {
  test(`adding a product deleted since its page was shown says it is not found (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const seller = await playwright.request.newContext({ baseURL });
    await loginSellerViaApi(seller);
    const added = await seller.post('/api/product/add-product', {
      multipart: { name: `Silinəcək məhsul ${Date.now()}`, category: 'Həblər', offerPrice: '3.2' },
    });
    const product = (await added.json()).product as Product;
    const phone = { width: 390, height: 844 };
    const context = await browser.newContext({ javaScriptEnabled, viewport: phone });
    const page = await context.newPage();
    if (javaScriptEnabled) await openHydrated(page, productUrl(product));
    else await page.goto(productUrl(product));
    expect((await seller.delete(`/api/product/${product._id}`)).status()).toBe(200);
    await page.getByRole('button', { name: 'Səbətə əlavə et', exact: true }).click();
    if (javaScriptEnabled)
      await expect(page.getByText('Məhsul tapılmadı.')).toBeVisible(); // the toast
    else await expect(page.getByRole('alert')).toHaveText('Məhsul tapılmadı.'); // the cart page, above it
    await expect(cartBadge(page)).toHaveText('0');
    await photograph(page, test.info().outputPath(`deleted-product-js-${javaScriptEnabled}.png`), { fullPage: false });
    await context.close();
    await seller.dispose();
  });
}
