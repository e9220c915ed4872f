/** The public catalogue answers are built once per catalogue version
 * (decision 0019): ETag and 304, compressed copies, and invalidation after a
 * write, in this instance and in a second one on the same database. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { checkAnswer } from '../../helpers/checks.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString(
    'utf8',
  );
  const body = checkAnswer(
    res.statusCode,
    text,
    res.headers['content-type'] as string | undefined,
    `GET ${url}`,
  ) as any;
  return { status: res.statusCode, headers: res.headers, body, raw };
}

describe('ETag and 304', () => {
  it('answers 304 without a body when the client holds the current list, 200 with the list otherwise', async () => {
    await t.createProduct({ name: 'Ivermektin 1%' });
    const first = await get(t.app, '/api/product/list');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.body.products.map((p: { name: string }) => p.name)).toContain('Ivermektin 1%');

    const again = await get(t.app, '/api/product/list', { 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);

    const other = await get(t.app, '/api/product/list', { 'if-none-match': '"not-this-one"' });
    expect(other.status).toBe(200);
    expect(other.body.products.length).toBe(first.body.products.length);
  });

  it('a product and the news list carry ETags that a weak validator also matches', async () => {
    const product = await t.createProduct();
    const one = await get(t.app, `/api/product/${product._id}`);
    expect(one.body.product.name).toBe(product.name);
    expect((await get(t.app, `/api/product/${product._id}`, { 'if-none-match': `W/${one.headers.etag}` })).status).toBe(
      304,
    );
    await t.createNews({ title: 'Peyvənd günləri' });
    const list = await get(t.app, '/api/news/list');
    expect(list.body.newses.map((n: { title: string }) => n.title)).toContain('Peyvənd günləri');
    expect((await get(t.app, '/api/news/list', { 'if-none-match': list.headers.etag as string })).status).toBe(304);
  });

  it('sends the same list brotli- or gzip-compressed as the client accepts, and plain to one that accepts neither', async () => {
    for (let i = 0; i < 5; i++) await t.createProduct({ name: `Şampun ${i} — ₼ qiymət` });
    const plain = await get(t.app, '/api/product/list');
    const br = await get(t.app, '/api/product/list', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(t.app, '/api/product/list', { 'accept-encoding': 'gzip, br;q=0' });
    const none = await get(t.app, '/api/product/list', { 'accept-encoding': 'identity' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(br.body).toEqual(plain.body);
    expect(gz.body).toEqual(plain.body);
    expect(none.body).toEqual(plain.body);
    expect(br.raw.length).toBeLessThan(plain.raw.length);
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('a seller gets hidden news uncached and private', async () => {
    const hidden = await t.createNews({ title: 'Gizli xəbər', seen: false });
    const anonymous = await get(t.app, `/api/news/${hidden._id}`);
    expect(anonymous.status).toBe(404);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/news/${hidden._id}`,
      headers: { cookie: await t.loginSeller() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().news.title).toBe('Gizli xəbər');
  });
});

describe('invalidation after a write', () => {
  let second: FastifyInstance | undefined;
  afterAll(async () => second?.close());

  it('a seller edit shows in the next answer of this instance, with a new ETag', async () => {
    const product = await t.createProduct({ name: 'Albendazol' });
    const before = await get(t.app, `/api/product/${product._id}`);
    expect(before.body.product.inStock).toBe(true);
    const list = await get(t.app, '/api/product/list');
    const res = await t.post('/api/product/stock', { id: product._id, inStock: false }, await t.loginSeller());
    expect(res.status).toBe(200);
    const after = await get(t.app, `/api/product/${product._id}`, { 'if-none-match': before.headers.etag as string });
    expect(after.status).toBe(200);
    expect(after.body.product.inStock).toBe(false);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const listAfter = await get(t.app, '/api/product/list', { 'if-none-match': list.headers.etag as string });
    expect(listAfter.status).toBe(200);
    expect(listAfter.body.products.find((p: { _id: string }) => p._id === product._id).inStock).toBe(false);
  });

  it('a write through one instance reaches a second instance on the same database, which had the old answer cached', async () => {
    // the second instance trusts its version for a while: only NOTIFY or its periodic re-read can tell it
    second = await buildApp({
      config: readConfig({ NODE_ENV: 'test', CATALOG_CHECK_MS: '500' } as NodeJS.ProcessEnv),
      db: t.db,
    });
    await second.ready();
    const product = await t.createProduct({ name: 'Köhnə ad' });
    const seen = await get(second, `/api/product/${product._id}`);
    expect(seen.body.product.name).toBe('Köhnə ad');
    const newsBefore = await get(second, '/api/news/list');

    const seller = await t.loginSeller();
    const fields = { name: 'Yeni ad', description: 'Heyvanlar üçün', category: 'Həblər', offerPrice: '12' };
    const edited = await t.upload('PUT', `/api/product/${product._id}`, fields, [], seller);
    expect(edited.status).toBe(200);
    const news = await t.createNews({ title: 'İkinci instansiya' });

    await expect
      .poll(async () => (await get(second!, `/api/product/${product._id}`)).body.product.name, { timeout: 5000 })
      .toBe('Yeni ad');
    const list = await get(second, '/api/news/list', { 'if-none-match': newsBefore.headers.etag as string });
    expect(list.status).toBe(200);
    expect(list.body.newses.map((n: { _id: string }) => n._id)).toContain(news._id);
  });
});
