/** Kept answers sent as the request arrives (issue 42, decision 0145): every public page of the
 * product list is kept with its ETag; a write here or on another instance (NOTIFY) changes the
 * next answer at once, though the instances trust their catalogue version for a minute; and a
 * trade buyer, a seller or a signed-in customer never gets the shared bytes for their own. */
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { useTestApp } from '../../helpers/app.ts';
import { approvedBuyer, createGroup } from '../../helpers/trade.ts';

// only a write or NOTIFY can tell these instances that the catalogue changed
const TRUSTED_MS = '60000';
const t = useTestApp({ env: () => ({ CATALOG_CHECK_MS: TRUSTED_MS }) });

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  const raw = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
  return { status: res.statusCode, headers: res.headers, text: raw.toString('utf8'), raw: res.rawPayload };
}
const names = (text: string) => (JSON.parse(text).products as { name: string }[]).map((p) => p.name);

describe('every public page of the product list is kept', () => {
  it('a filtered list and a second page answer 304 to their ETag, and keep their own cache header (none)', async () => {
    for (let i = 0; i < 3; i++) await t.createProduct({ name: `Vitamin ${i}` });
    for (const url of ['/api/product/list?limit=2', '/api/product/list?rx=otc', '/api/product/list?limit=2&rx=otc']) {
      const first = await get(t.app, url);
      expect(first.status, url).toBe(200);
      expect(first.headers.etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control'], url).toBeUndefined();
      const again = await get(t.app, url, { 'if-none-match': first.headers.etag as string });
      expect(again.status, url).toBe(304);
      expect(again.raw.length, url).toBe(0);
      const stale = await get(t.app, url, { 'if-none-match': '"an-old-one"' });
      expect(stale.status, url).toBe(200);
      expect(stale.text, url).toBe(first.text);
    }
    const page = JSON.parse((await get(t.app, '/api/product/list?limit=2')).text);
    const second = await get(t.app, `/api/product/list?limit=2&after=${page.next}`);
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(names(second.text)).not.toEqual(page.products.map((p: { name: string }) => p.name));
  });

  it('gzip to a client that takes only gzip, the same bytes and ETag as identity', async () => {
    await t.createProduct({ name: 'Şampun — gzip' });
    const plain = await get(t.app, '/api/product/list');
    for (let i = 0; i < 2; i++) {
      const gz = await get(t.app, '/api/product/list', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.text).toBe(plain.text);
      expect(gz.headers.etag).toBe(plain.headers.etag);
      expect(gz.raw.length).toBeLessThan(plain.raw.length);
    }
  });
});

describe('a kept answer changes at once with the catalogue', () => {
  let second: FastifyInstance | undefined;
  afterAll(async () => second?.close());

  it('on this instance: the next answer after a seller edit is the new one', async () => {
    const product = await t.createProduct({ name: 'Köhnə Albendazol' });
    for (let i = 0; i < 2; i++)
      expect(names((await get(t.app, '/api/product/list?limit=100')).text)).toContain('Köhnə Albendazol');
    const before = await get(t.app, '/api/product/list');
    const seller = await t.loginSeller();
    const fields = { name: 'Yeni Albendazol', description: 'Heyvanlar üçün', category: 'Həblər', offerPrice: '12' };
    expect((await t.upload('PUT', `/api/product/${product._id}`, fields, [], seller)).status).toBe(200);
    const after = await get(t.app, '/api/product/list', { 'if-none-match': before.headers.etag as string });
    expect(after.status).toBe(200);
    expect(names(after.text)).toContain('Yeni Albendazol');
    expect(names((await get(t.app, '/api/product/list?limit=100')).text)).toContain('Yeni Albendazol');
  });

  it('on a second instance, told by NOTIFY alone', async () => {
    second = await buildApp({
      config: readConfig({ NODE_ENV: 'test', CATALOG_CHECK_MS: TRUSTED_MS } as NodeJS.ProcessEnv),
      db: t.db,
    });
    await second.ready();
    const product = await t.createProduct({ name: 'Birinci ad' });
    for (let i = 0; i < 2; i++) {
      expect(names((await get(second, '/api/product/list?limit=100')).text)).toContain('Birinci ad');
      expect(JSON.parse((await get(second, `/api/product/${product._id}`)).text).product.name).toBe('Birinci ad');
    }
    const fields = { name: 'İkinci ad', description: 'Heyvanlar üçün', category: 'Həblər', offerPrice: '12' };
    expect((await t.upload('PUT', `/api/product/${product._id}`, fields, [], await t.loginSeller())).status).toBe(200);
    await expect
      .poll(async () => names((await get(second!, '/api/product/list?limit=100')).text), { timeout: 5000 })
      .toContain('İkinci ad');
    expect(JSON.parse((await get(second, `/api/product/${product._id}`)).text).product.name).toBe('İkinci ad');
  });
});

describe('no personal answer from the kept bytes', () => {
  it("a trade buyer gets their own prices, privately, on an address a visitor's request has kept", async () => {
    const group = await createGroup(t, 'Kept Klinika', { cataloguePercent: 10 });
    const product = await t.createProduct({ name: 'Enrofloksasin 10%', offerPrice: 10 });
    const { customer } = await approvedBuyer(t, group._id);
    for (const url of ['/api/product/list', '/api/product/list?limit=100', `/api/product/${product._id}`]) {
      for (let i = 0; i < 2; i++) expect((await get(t.app, url)).text, url).not.toContain('tradePrice');
      const own = await get(t.app, url, { cookie: customer.cookie });
      expect(own.text, url).toContain('"tradePrice":9');
      expect(own.headers['cache-control'], url).toBe('private, no-store');
      expect(own.headers.etag, url).toBeUndefined();
    }
  });

  it('a seller gets the hidden news on the news list a visitor has kept', async () => {
    await t.createNews({ title: 'Görünməyən xəbər', seen: false });
    for (let i = 0; i < 2; i++) expect((await get(t.app, '/api/news/list')).text).not.toContain('Görünməyən xəbər');
    const seller = await get(t.app, '/api/news/list', { cookie: await t.loginSeller() });
    expect(seller.text).toContain('Görünməyən xəbər');
    expect(seller.headers['cache-control']).toBe('private, no-store');
  });

  it("a signed-in customer's request is answered by the route, not the kept copy", async () => {
    const customer = await t.registerCustomer('Kamran Əliyev');
    for (let i = 0; i < 2; i++) await get(t.app, '/api/product/list');
    const kept = t.app.catalogCache.sendKept.bind(t.app.catalogCache);
    let sharedWithCustomer = 0;
    t.app.catalogCache.sendKept = (request, reply) => {
      const sent = kept(request, reply);
      if (sent && request.headers.cookie) sharedWithCustomer++;
      return sent;
    };
    try {
      const res = await get(t.app, '/api/product/list', { cookie: customer.cookie });
      expect(res.status).toBe(200);
      expect(sharedWithCustomer).toBe(0);
    } finally {
      t.app.catalogCache.sendKept = kept;
    }
  });
});
