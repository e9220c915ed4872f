/** kill -9 of the shop during an order flood on the embedded default, then a
 * restart on the same data: every order the shop acknowledged is there,
 * whole, with its items and amount (the orphaned PostgreSQL server of the
 * killed shop is stopped and restarted by the new one). */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cookieFrom, sendJson } from '../../scripts/lib/http.ts';
import { addProduct, allSellerOrders, flood, makeCustomers } from '../../scripts/lib/order-flood.ts';
import { BENCH_SELLER, startShop, type Shop } from '../../scripts/lib/shop-process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-crash-'));
let shop: Shop | undefined;

afterAll(async () => {
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

it('keeps every acknowledged order across kill -9 of the shop, twice', async () => {
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0' };
  shop = await startShop(env);
  const seller = cookieFrom(await sendJson(`${shop.url}/api/seller/login`, 'POST', BENCH_SELLER), 'seller_sid');
  const customers = await makeCustomers(shop.url, 20);
  const productId = await addProduct(shop.url, seller);
  const acknowledged = new Map<string, number>();
  for (let round = 0; round < 2; round++) {
    let killed = false;
    const running = flood(shop.url, customers, productId, () => killed);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    killed = true;
    await shop.kill();
    const result = await running;
    expect(result.acknowledged.size).toBeGreaterThan(0);
    for (const [id, amount] of result.acknowledged) acknowledged.set(id, amount);
    shop = await startShop(env);
  }
  const login = await sendJson(`${shop.url}/api/seller/login`, 'POST', BENCH_SELLER);
  const orders = await allSellerOrders(shop.url, cookieFrom(login, 'seller_sid'));
  const stored = new Map(orders.map((o) => [o._id, o]));
  const lost = [...acknowledged.keys()].filter((id) => !stored.has(id));
  console.log(`crash test: ${acknowledged.size} acknowledged orders across 2 kills, ${lost.length} lost`);
  expect(lost).toEqual([]);
  for (const [id, amount] of acknowledged) {
    const order = stored.get(id)!;
    expect(order.amount).toBe(amount);
    expect(order.items).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ _id: productId }), quantity: 2 }),
    ]);
  }
}, 240_000);
