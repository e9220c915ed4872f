/** The first pages a freshly started shop renders are whole: the parts loaded lazily in the
 * browser (the footer, a product's similar products; decision 0085) are in their HTML too. React's
 * string renderer sent a part whose code was not loaded yet as an empty boundary, so the first page
 * after each start lacked its footer, and the page cache kept it that way for every visitor. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productUrl } from '../../domain/catalog/categories.ts';
import { send } from '../../scripts/lib/http.ts';
import { startShop, type Shop } from '../../scripts/lib/shop-process.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-first-page-'));
let shop: Shop;

beforeAll(async () => {
  shop = await startShop({ DATA_DIR: dir, SEED_DEMO: '1' });
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('has its footer on the first page after a start, and keeps it in the page cache', async () => {
  for (const address of ['/ru', '/ru', '/']) {
    const html = (await send(`${shop.url}${address}`)).body.toString();
    expect(html, address).toContain('<footer');
    expect(html, address).not.toContain('<!--$!-->');
  }
});

it("shows a product's similar products on its first render", async () => {
  const { products } = (await send(`${shop.url}/api/product/list`)).json();
  const page = await send(`${shop.url}${productUrl(products[0])}`);
  expect(page.status).toBe(200);
  const html = page.body.toString();
  expect(html).toContain('<footer');
  expect(html).not.toContain('<!--$!-->');
});
