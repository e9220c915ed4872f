// Saves every seller page to screenshots/ for a look by eye: 1280 px wide,
// the login, lists and add form also at 390 px, the orders also at 768 px (tablet).
// Needs a running built server with SELLER_EMAIL/SELLER_PASSWORD set:
//   BASE_URL=http://127.0.0.1:3212 SELLER_EMAIL=... SELLER_PASSWORD=... node scripts/seller-screenshots.mjs
// It adds one customer with an order, so that the orders and users pages have content.
import { screenshotSession } from './lib/screenshot-session.mjs';

const { base, seller, out, browser, context, page } = await screenshotSession('http://127.0.0.1:3212');

async function shot(name, path, width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log(`${out}/${name}.png`);
}

await shot('seller-login-1280', '/seller');
await shot('seller-login-390', '/seller', 390);

// a customer with an order, through a separate cookie jar
const customer = await browser.newContext({ baseURL: base });
const email = `ekran-${Date.now()}@test.az`;
await customer.request.post('/api/user/register', {
  data: { name: 'Aysel Məmmədova', email, password: 'parol-123456' },
});
const { address } = await (
  await customer.request.post('/api/address/add', {
    data: {
      address: {
        firstName: 'Aysel',
        lastName: 'Məmmədova',
        email,
        street: 'Nizami küçəsi 10',
        city: 'Bakı',
        country: 'Azərbaycan',
        phone: '0501234567',
      },
    },
  })
).json();
const { products } = await (await customer.request.get('/api/product/list')).json();
const inStock = products.filter((p) => p.inStock);
await customer.request.post('/api/order/cod', {
  data: {
    items: [
      { product: inStock[0]._id, quantity: 2 },
      { product: inStock[1]._id, quantity: 1 },
    ],
    address: address._id,
  },
});
await customer.close();

const login = await context.request.post('/api/seller/login', { data: seller });
if (!login.ok()) throw new Error(`seller login failed: ${login.status()}`);
const { newses } = await (await context.request.get('/api/news/list')).json();

await shot('seller-add-product', '/seller');
await shot('seller-product-list', '/seller/product-list');
await shot('seller-edit-product', `/seller/editproduct/${products[0]._id}`);
await shot('seller-edit-product-missing', '/seller/editproduct/00000000-0000-4000-8000-000000000000');
await shot('seller-add-news', '/seller/add-news');
await shot('seller-news-list', '/seller/list');
await shot('seller-edit-news', `/seller/editnews/${newses[0]._id}`);
await shot('seller-orders', '/seller/orders');
await shot('seller-orders-768', '/seller/orders', 768);
await shot('seller-product-list-768', '/seller/product-list', 768);
await shot('seller-users', '/seller/users');
await shot('seller-product-list-filtered', '/seller/product-list?search=IVERMEKTIN&stock=in');
for (const [name, path] of [
  ['seller-add-product', '/seller'],
  ['seller-product-list', '/seller/product-list'],
  ['seller-product-list-filtered', '/seller/product-list?search=IVERMEKTIN&stock=in'],
  ['seller-news-list', '/seller/list'],
  ['seller-users', '/seller/users'],
]) {
  await shot(`${name}-390`, path, 390);
}

await page.goto('/seller/product-list');
await page.getByRole('button', { name: /^Sil:/ }).first().click();
await page.screenshot({ path: `${out}/seller-confirm-dialog.png` });
console.log(`${out}/seller-confirm-dialog.png`);

await browser.close();
