/** The API reaches services through app.services, which reads the database (decision 0075): a
 * seller reads back what was just written, on this instance or on another whose catalogue cache has
 * not heard of the write yet; only the cached view given to a visitor's pages keeps marked reads. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();

const zone = (name: string, fee: number) => ({
  name,
  areas: ['Şəki'],
  fee,
  freeOver: null,
  daysMin: 1,
  daysMax: 2,
  cod: true,
});

describe('a seller reads what was just written', () => {
  // an instance that trusts its catalogue version for a minute, as production does for a second,
  // and hears no NOTIFY: a read from its cache would be the old one all through these tests
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp({
      config: readConfig({ NODE_ENV: 'test', RATE_LIMIT_STORE: 'off', CATALOG_CHECK_MS: '60000' } as NodeJS.ProcessEnv),
      db: t.db,
      mailer: false,
    });
    await second.ready();
    await second.catalogCache.version.close();
  });
  afterAll(async () => second?.close());
  const inject = async (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
    second.inject({ method, url, headers: { cookie }, payload });

  it('PUT /api/delivery answers the zones it saved, though a page had the old ones from the catalogue cache', async () => {
    const seller = await t.loginSeller();
    expect((await inject('PUT', '/api/delivery', seller, { zones: [zone('Köhnə zona', 3)] })).statusCode).toBe(200);
    const kept = await second.services.cached.settings.getDelivery(); // what the cart page read
    expect(kept.zones.map((z) => z.name)).toEqual(['Köhnə zona']);

    const saved = await inject('PUT', '/api/delivery', seller, { zones: [zone('Yeni zona', 4)] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().zones.map((z: { name: string }) => z.name)).toEqual(['Yeni zona']);
  });

  it('through another instance, whose catalogue cache still holds the news as it was', async () => {
    const news = await t.createNews({ title: 'Köhnə başlıq', seen: false });
    const hidden = { includeHidden: true };
    expect((await second.services.cached.news.getNews(news._id, hidden)).title).toBe('Köhnə başlıq');

    const seller = await t.loginSeller();
    const fields = { title: 'Yeni başlıq', description: 'Yeni məhsullar gəldi.' };
    expect((await t.upload('PUT', `/api/news/${news._id}`, fields, [], seller)).status).toBe(200);
    // the premise: a read from the second instance's cache would still be the old title
    expect((await second.services.cached.news.getNews(news._id, hidden)).title).toBe('Köhnə başlıq');

    const one = await inject('GET', `/api/news/${news._id}`, seller);
    expect(one.statusCode).toBe(200);
    expect(one.json().news.title).toBe('Yeni başlıq');
    const titles = (await inject('GET', '/api/news/list', seller)).json().newses.map((n: { title: string }) => n.title);
    expect(titles).toContain('Yeni başlıq');
    expect(titles).not.toContain('Köhnə başlıq');
  });
});

describe('routes outside /api reach services the same way', () => {
  it('/readyz counts the applied migrations through app.services', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready' });
    expect(res.json().migrations).toBeGreaterThan(0);
  });
});
