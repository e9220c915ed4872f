/** Backup and restore (npm run backup / restore, server/db/backup.ts): a shop
 * with products, images, news, customers, addresses and orders in every
 * status is backed up while orders are being placed, restored into a fresh
 * empty database, and every API answer and every image's bytes compared. */
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '../../../domain/orders/order-status.ts';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { RestoreRefused, restoreBackup, writeBackup } from '../../../server/db/backup.ts';
import { connect, migrateDatabase, type Db } from '../../../server/db/client.ts';
import { useTestApp, type Customer } from '../../helpers/app.ts';
import { adminQuery, createTestDatabase, quietLog } from '../../helpers/database.ts';
import { realImage } from '../../helpers/multipart.ts';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';

const t = useTestApp();
const customers: Customer[] = [];
const floodIds = new Set<string>();
let restored: { db: Db; pool: pg.Pool; app: FastifyInstance; drop: () => Promise<void> };
let backupText = '';
let ordersBefore = 0;
let ordersAfter = 0;

async function placeOrder(c: Customer, productId: string, addressId: string) {
  const res = await t.post(
    '/api/order/cod',
    { items: [{ product: productId, quantity: 2 }], address: addressId },
    c.cookie,
  );
  expect(res.status).toBe(201);
  return res.body.order._id as string;
}

/** A new, empty database with no tables at all: restore migrates it. */
async function emptyDatabase() {
  const name = `r_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const { db, pool } = await connect(url.toString(), quietLog);
  await migrateDatabase(pool);
  return { db, pool, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

beforeAll(async () => {
  const seller = await t.loginSeller();
  const productIds: string[] = [];
  for (const [i, name] of ['Albendazol həbləri', 'İvermektin 1%', 'Şampun itlər üçün'].entries()) {
    const images = [await realImage(), await realImage('jpeg')];
    const res = await t.upload(
      'POST',
      '/api/product/add-product',
      { name, description: 'Təsvir', category: 'Həblər', offerPrice: String(5 + i) },
      images,
      seller,
    );
    expect(res.status).toBe(201);
    productIds.push(res.body.product._id);
  }
  const news = await t.upload(
    'POST',
    '/api/news/add-news',
    { title: 'Yeni peyvəndlər', description: 'Gəldi.', seen: 'false' },
    [await realImage()],
    seller,
  );
  expect(news.status).toBe(201);
  for (let i = 0; i < 4; i++) customers.push(await t.registerCustomer(`Müştəri ${i}`));
  const addresses = await Promise.all(customers.map((c) => t.createAddress(c.cookie)));
  // one order in every status
  const steps = {
    [S.sent]: [],
    [S.accepted]: [S.accepted],
    [S.completed]: [S.accepted, S.completed],
    [S.cancelled]: [S.cancelled],
  };
  for (const [i, path] of Object.values(steps).entries()) {
    const id = await placeOrder(customers[i], productIds[i % 3], addresses[i]._id);
    for (const status of path)
      expect((await t.put(`/api/order/seller/${id}/status`, { status }, seller)).status).toBe(200);
  }
  await t.post('/api/cart/update', { cartItems: { [productIds[1]]: 3 } }, customers[3].cookie);

  // the backup runs while two customers keep ordering
  const flood = await Promise.all([0, 1].map(async () => t.registerCustomer('Tələsən müştəri')));
  const floodAddresses = await Promise.all(flood.map((c) => t.createAddress(c.cookie)));
  flood.forEach((c) => floodIds.add(c.user._id));
  ordersBefore = (await t.get('/api/order/seller', seller)).body.total;
  const out = new PassThrough();
  const collected = text(out);
  let backingUp = true;
  const placed = [0, 0];
  const placing = flood.map(async (c, i) => {
    let afterBackup = 0;
    while (backingUp || afterBackup++ < 2) {
      await placeOrder(c, productIds[i], floodAddresses[i]._id);
      placed[i]++;
    }
  });
  while (placed.some((n) => n < 2)) await new Promise((resolve) => setTimeout(resolve, 5));
  await writeBackup(t.database.owner.pool, out); // backups run with the owning role (decision 0126)
  backingUp = false;
  out.end();
  backupText = await collected;
  await Promise.all(placing);
  ordersAfter = (await t.get('/api/order/seller', seller)).body.total;

  const target = await emptyDatabase();
  const lines = new PassThrough();
  const loading = restoreBackup(target.pool, lines);
  lines.end(backupText);
  await loading;
  const app = await buildApp({ config: readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv), db: target.db });
  restored = { ...target, app };
});

afterAll(async () => {
  await restored?.app.close();
  await restored?.pool.end();
  await restored?.drop();
});

/** Every order, following the pages of /api/order/seller. */
async function allOrders(app: FastifyInstance, cookie: string) {
  const orders: { _id: string; items: unknown[] }[] = [];
  for (let cursor = ''; ;) {
    const page = (
      await app.inject({ url: `/api/order/seller?limit=100${cursor ? `&after=${cursor}` : ''}`, headers: { cookie } })
    ).json();
    orders.push(...page.orders);
    if (!page.next) return orders;
    cursor = page.next;
  }
}

async function both(url: string, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  const [a, b] = await Promise.all([t.app.inject({ url, headers }), restored.app.inject({ url, headers })]);
  return { source: a, copy: b };
}

describe('a restored backup', () => {
  it('answers the catalogue, news and users exactly as the shop did', async () => {
    const seller = await t.loginSeller(); // the seller's session is restored too
    for (const url of ['/api/product/list', '/api/news/list']) {
      const { source, copy } = await both(url, seller);
      expect(copy.statusCode, url).toBe(200);
      expect(copy.json(), url).toEqual(source.json());
    }
    // the customers who kept ordering during the backup have more orders now than in it
    const steady = (res: { json: () => { data: { _id: string }[] } }) =>
      res.json().data.filter((u) => !floodIds.has(u._id));
    const users = await both('/api/user/all-users', seller);
    expect(steady(users.copy)).toEqual(steady(users.source));
    expect(steady(users.copy).length).toBe(customers.length);
    for (const p of (await t.get('/api/product/list')).body.products) {
      const { source, copy } = await both(`/api/product/${p._id}`);
      expect(copy.json()).toEqual(source.json());
    }
  });

  it('gives each customer the same account, cart, addresses and orders, sessions included', async () => {
    for (const c of customers) {
      for (const url of ['/api/user/is-auth', '/api/address/get', '/api/order/user']) {
        const { source, copy } = await both(url, c.cookie);
        expect(copy.statusCode, url).toBe(200);
        expect(copy.json(), url).toEqual(source.json());
      }
    }
  });

  it('holds one snapshot of the orders placed during the backup: each whole, none half', async () => {
    const seller = await t.loginSeller();
    const [source, copied] = await Promise.all([allOrders(t.app, seller), allOrders(restored.app, seller)]);
    // orders placed before the backup began are in it, those placed after it ended are not
    expect(copied.length).toBeGreaterThanOrEqual(ordersBefore + 4);
    expect(copied.length).toBeLessThanOrEqual(ordersAfter - 4);
    const byId = new Map(source.map((o) => [o._id, o]));
    for (const order of copied) {
      expect(order.items.length).toBeGreaterThan(0);
      expect(order).toEqual(byId.get(order._id));
    }
  });

  it('holds every image with the same bytes', async () => {
    const { rows } = await t.database.pool.query<{ name: string }>('select name from images order by name');
    expect(rows.length).toBeGreaterThanOrEqual(3 * 2 * 3 + 3); // 3 products × 2 pictures × 3 widths, news 1 × 3
    for (const { name } of rows) {
      const { source, copy } = await both(`/images/${name}`);
      expect(copy.statusCode).toBe(200);
      expect(copy.rawPayload.equals(source.rawPayload), name).toBe(true);
    }
  });

  it('is refused by a database that already holds data, unless forced', async () => {
    const target = await createTestDatabase('backup.test.ts');
    const { pool } = await connect(target.ownerUrl, quietLog); // restores run with the owning role
    try {
      const first = new PassThrough();
      const loading = restoreBackup(pool, first);
      first.end(backupText);
      await loading;
      const again = new PassThrough();
      const refused = restoreBackup(pool, again);
      again.end(backupText);
      await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
      const forced = new PassThrough();
      const replacing = restoreBackup(pool, forced, { force: true });
      forced.end(backupText);
      const counts = await replacing;
      const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from products');
      expect(rows[0].n).toBe(counts.products);
    } finally {
      await pool.end();
      await target.drop();
    }
  });

  it('refuses a truncated file and leaves the database empty', async () => {
    const target = await emptyDatabase();
    try {
      const cut = new PassThrough();
      const loading = restoreBackup(target.pool, cut);
      cut.end(backupText.slice(0, Math.floor(backupText.length / 2)).replace(/\n[^\n]*$/, '\n'));
      await expect(loading).rejects.toBeInstanceOf(RestoreRefused);
      const { rows } = await target.pool.query<{ n: number }>('select count(*)::int as n from products');
      expect(rows[0].n).toBe(0);
    } finally {
      await target.pool.end();
      await target.drop();
    }
  });
});
