// Saves the seller's order pages (overview, list, one order, its delivery
// note as printed, the typed-number delete dialog) at 390 and 1280 px to
// screenshots/, for a look by eye. Needs a running built server:
//   BASE_URL=http://127.0.0.1:3500 node scripts/order-screenshots.mjs
import { screenshotSession } from './lib/screenshot-session.mjs';

const { base, seller, out, browser, context, page } = await screenshotSession('http://127.0.0.1:3500');

async function order(name, phone, lines) {
  const customer = await browser.newContext({ baseURL: base });
  const email = `${name
    .split(' ')[0]
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}-${Date.now()}@test.az`;
  await customer.request.post('/api/user/register', { data: { name, email, password: 'parol-123456' } });
  const [firstName, lastName] = name.split(' ');
  const { address } = await (
    await customer.request.post('/api/address/add', {
      data: {
        address: {
          firstName,
          lastName,
          email,
          street: 'Nizami küçəsi 10, mənzil 25',
          city: 'Bakı',
          state: 'Yasamal',
          zipCode: 'AZ1000',
          country: 'Azərbaycan',
          phone,
        },
      },
    })
  ).json();
  const { products } = await (await customer.request.get('/api/product/list')).json();
  const inStock = products.filter((p) => p.inStock && !p.rx); // an Rx order needs the prescription (decision 0053)
  const items = lines.map(([i, quantity]) => ({ product: inStock[i]._id, quantity }));
  const { order: placed } = await (
    await customer.request.post('/api/order/cod', { data: { items, address: address._id } })
  ).json();
  await customer.close();
  return placed;
}

const orders = [];
if (!process.env.NO_ORDERS) {
  orders.push(
    await order('Aysel Məmmədova', '0501234567', [
      [0, 2],
      [1, 1],
      [2, 3],
    ]),
  );
  orders.push(await order('Elvin Quliyev', '0557654321', [[3, 1]]));
  orders.push(
    await order('Günay Həsənova', '0709998877', [
      [4, 5],
      [5, 1],
    ]),
  );
}
const login = await context.request.post('/api/seller/login', { data: seller });
if (!login.ok()) throw new Error(`seller login failed: ${login.status()}`);
if (orders[1]) {
  await context.request.put(`/api/order/seller/${orders[1]._id}/status`, { data: { status: 'Qəbul Edildi' } });
  await context.request.put(`/api/order/seller/${orders[1]._id}/status`, { data: { status: 'Tamamlandı' } });
}
const { orders: listed } = await (await context.request.get('/api/order/seller?limit=1')).json();
const target = orders[0] ?? listed[0];

async function shot(name, path, width) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await page.locator('body[data-hydrated], body').first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  console.log(`${out}/${name}-${width}.png`);
}

for (const width of [390, 1280]) {
  await shot('h10-overview', '/seller/overview', width);
  await shot('h10-orders', '/seller/orders', width);
  await shot('h10-orders-search', `/seller/orders?q=${encodeURIComponent('050 123')}`, width);
  await shot('h10-order', `/seller/orders/${target._id}`, width);
}
await page.setViewportSize({ width: 1280, height: 900 });
await page.goto(`/seller/orders/${target._id}`);
await page.emulateMedia({ media: 'print' });
await page.screenshot({ path: `${out}/h10-delivery-note-print.png`, fullPage: true });
await page.pdf({ path: `${out}/h10-delivery-note.pdf`, format: 'A4', preferCSSPageSize: true });
console.log(`${out}/h10-delivery-note-print.png, ${out}/h10-delivery-note.pdf`);
await page.emulateMedia({ media: 'screen' });
if (orders[1]) {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/seller/orders/${orders[1]._id}`);
  await page.waitForTimeout(500);
  await page.getByRole('button', { name: 'Sil', exact: true }).click();
  await page.screenshot({ path: `${out}/h10-typed-delete-390.png` });
  console.log(`${out}/h10-typed-delete-390.png`);
}
await browser.close();
