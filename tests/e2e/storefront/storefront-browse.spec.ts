/** Browsing the public storefront: categories, search, product page, news, 404s. */
import { expect, test } from '../fixtures';
import { formatMoney } from '../../../domain/shared/format';
import { loginSellerViaApi, openHydrated } from '../helpers';
import { buyableProducts, productUrl, visibleNews } from '../storefront-helpers';

test('browse by category from the home page', async ({ page }) => {
  await openHydrated(page, '/');
  await expect(page.getByRole('heading', { name: 'Tövsiyə olunan məhsullar' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'İnyeksiyalar' }).click();
  await expect(page).toHaveURL(/\/products\/inyeksiyalar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'İnyeksiyalar' })).toBeVisible();
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) await expect(card.getByText('İnyeksiyalar', { exact: true })).toBeVisible();
});

test('an unknown category is a 404 page', async ({ page }) => {
  const response = await page.goto('/products/yoxdur');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Səhifə tapılmadı');
});

test('search folds Azerbaijani letters: heb, Həb and HƏB find the same pills', async ({ page }) => {
  await openHydrated(page, '/');
  await page.getByRole('banner').getByRole('combobox', { name: 'Məhsul axtar' }).fill('heb'); // hydrated: a combobox
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=heb$/);
  // the address changes before the results render: until then the home page's headings are still there
  await expect(page.getByRole('heading', { level: 1, name: '“heb” üzrə axtarış nəticələri' })).toBeVisible();
  const names = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(names.first()).toBeVisible();
  const found = await names.allTextContents();
  expect(found.length).toBeGreaterThan(0);
  for (const name of found) expect(name.toLocaleLowerCase('az')).toContain('həb');
  for (const query of ['Həb', 'HƏB']) {
    await openHydrated(page, `/products?search=${encodeURIComponent(query)}`);
    expect(await names.allTextContents()).toEqual(found);
  }
  await openHydrated(page, '/products?search=yoxdur-bele-mehsul');
  const empty = page.getByTestId('no-results');
  await expect(empty.getByText('Məhsul tapılmadı', { exact: true })).toBeVisible();
  await expect(empty).toContainText('“yoxdur-bele-mehsul” adlı məhsul tapmadıq.'); // what to try next, not a dead end
  await expect(empty.getByRole('link', { name: /^\+994/ })).toHaveAttribute('href', /^tel:/);
  await empty.getByRole('link', { name: 'Bütün məhsullara bax' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('product page: gallery, price, similar products and SEO tags', async ({ page, request }) => {
  const product = (await buyableProducts(request)).find((p) => p.image.length > 1)!;
  await openHydrated(page, productUrl(product)); // the gallery's buttons need React
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByTestId('price')).toHaveText(formatMoney(product.offerPrice));
  const second = page.getByRole('button', { name: 'Şəkil 2-i göstər' });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: `${product.name} — şəkil 2` })).toBeVisible();
  const similar = page.getByRole('region', { name: 'Oxşar məhsullar' }).getByRole('heading', { level: 3 });
  expect(await similar.count()).toBeGreaterThan(0);
  expect(await similar.count()).toBeLessThanOrEqual(5);

  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', origin + productUrl(product));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^${origin}/images/.+-1200\\.webp$`),
  );
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: product.name,
    offers: { priceCurrency: 'AZN', availability: 'https://schema.org/InStock' },
  });
});

test('a missing product is a 404 page saying Məhsul tapılmadı', async ({ page }) => {
  const response = await page.goto('/product/həblər/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Məhsul tapılmadı');
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
});

test('news list and a news page with up to 3 other news', async ({ page, request }) => {
  const news = await visibleNews(request);
  await openHydrated(page, '/news');
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(news.length);
  await cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news[0].title);
  const others = page.getByRole('region', { name: 'Digər xəbərlər' }).getByRole('heading', { level: 3 });
  expect(await others.count()).toBeLessThanOrEqual(3);
  expect(await others.allTextContents()).not.toContain(news[0].title);
});

test('the sitemap index names files that list products, categories and news; robots points to it', async ({
  request,
}) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  const files = [...index.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(files).toEqual(['/sitemaps/pages.xml', '/sitemaps/products-1.xml', '/sitemaps/news-1.xml']);
  let sitemap = '';
  for (const file of files) {
    const answer = await request.get(file);
    expect(answer.headers()['content-type']).toContain('application/xml');
    sitemap += await answer.text();
  }
  expect((await request.get('/sitemaps/products-2.xml')).status()).toBe(404);
  const [product] = await buyableProducts(request);
  const [news] = await visibleNews(request);
  expect(sitemap).toContain(productUrl(product));
  expect(sitemap).toContain('/products/inyeksiyalar');
  expect(sitemap).toContain(`/news/${news._id}`);
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http.+\/sitemap\.xml/);
});

test('a long search word wraps at 360 px instead of widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openHydrated(page, `/products?search=${'qwertyzz'.repeat(5)}`);
  await expect(page.getByTestId('no-results')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('long lists come 24 to a page with previous and next links and the total (a search by page number)', async ({
  page,
  request,
}) => {
  await loginSellerViaApi(request);
  const token = `sehifeleme${Date.now()}`;
  for (let i = 1; i <= 26; i++) {
    const response = await request.post('/api/product/add-product', {
      multipart: { name: `Vitamin ${token} ${i}`, description: '', category: 'Digər', offerPrice: '3' },
    });
    expect(response.status()).toBe(201);
  }
  const names = page.getByRole('main').getByRole('heading', { level: 2 });
  await openHydrated(page, `/products?search=${token}`);
  await expect(names).toHaveCount(24);
  const first = await names.allTextContents();
  const pages = page.getByRole('navigation', { name: 'Səhifələr' });
  await expect(pages).toContainText('Cəmi: 26');
  await expect(pages.getByRole('link', { name: 'Əvvəlki' })).toHaveCount(0);
  await pages.getByRole('link', { name: 'Növbəti' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${token}&page=2$`)); // ranked: numbered pages (decision 0045)
  await expect(names).toHaveCount(2);
  const second = await names.allTextContents();
  expect(new Set([...first, ...second]).size).toBe(26);
  await expect(pages.getByRole('link', { name: 'Növbəti' })).toHaveCount(0);
  await pages.getByRole('link', { name: 'Əvvəlki' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${token}$`));
  await expect(names).toHaveCount(24);
  expect(await names.allTextContents()).toEqual(first);
  await expect(pages.getByRole('link', { name: 'Əvvəlki' })).toHaveCount(0);
});

test('site links navigate inside the app once hydrated, mark the current section, and leave modified clicks to the browser', async ({
  page,
}) => {
  await openHydrated(page, '/');
  // a full page load would drop this value: an in-app navigation keeps it
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Əsas menyu' });
  await nav.getByRole('link', { name: 'Məhsullar' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Məhsullar' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Ana səhifə' })).not.toHaveAttribute('aria-current');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Haqqımızda' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // a Ctrl-click opens a new tab and leaves this page where it is
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    nav.getByRole('link', { name: 'Xəbərlər' }).click({ modifiers: ['ControlOrMeta'] }),
  ]);
  // the new tab starts at about:blank and then opens the link: wait for the address, not its first load
  await expect(tab).toHaveURL(/\/news$/);
  await expect(page).toHaveURL(/\/products$/);
  await tab.close();
});
