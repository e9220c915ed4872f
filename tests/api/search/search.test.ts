/** The header's suggestions (/search/suggest) and the search's upkeep (issue 23, decisions 0045-0046). */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MESSAGE } from '../../../domain/search/search-schema.ts';
import { suggestResponse } from '../../../app/lib/search/search-suggest.server.ts';
import { createServices } from '../../../server/services/index.ts';
import { refreshSearchDocs, searchProducts } from '../../../server/services/search/search.ts';
import { searchColumns } from '../../../server/services/search/search-document.ts';
import { productsByIds } from '../../../server/services/catalog/storefront.ts';
import { SEARCH_RULES_VERSION } from '../../../domain/search/search-spelling.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
type Answer = { status: number; cacheControl: string | null; body: { products: { name: string }[]; message?: string } };
const ask = async (query: string): Promise<Answer> => {
  const response = await suggestResponse(
    { services: createServices(t.db) },
    new Request(`http://shop.test/search/suggest${query}`),
  );
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
};
const suggest = (q: string) => ask(`?q=${encodeURIComponent(q)}`);
const names = (res: Answer) => res.body.products.map((p) => p.name);

describe('suggestions while typing', () => {
  it('suggests products for a misspelt, Latin or Cyrillic word, best first, with a public cache header', async () => {
    await t.createProduct({ name: 'Levamizol + Oksiklozanid suspenziya 1 litr', category: 'Suspeziyalar' });
    await t.createProduct({ name: 'Levamizol tozu 100 q', inStock: false });
    for (const q of ['levamizl', 'levamisole', 'левамизол', 'Levamizol ']) {
      const res = await suggest(q);
      expect(res.status).toBe(200);
      expect(names(res), q).toEqual(['Levamizol + Oksiklozanid suspenziya 1 litr', 'Levamizol tozu 100 q']);
    }
    const res = await suggest('levam');
    expect(res.cacheControl).toBe('public, max-age=60');
    expect(res.body.products[0]).toEqual({
      _id: expect.any(String),
      name: 'Levamizol + Oksiklozanid suspenziya 1 litr',
      category: 'Suspeziyalar',
      inStock: true,
      // the name a Russian page's search box shows (issue 36); null where none is written
      nameRu: null,
    });
  });

  it('gives at most six, and nothing for one letter', async () => {
    for (let i = 0; i < 8; i++) await t.createProduct({ name: `Ampisillin ${i} həb` });
    expect(names(await suggest('ampisil'))).toHaveLength(6);
    expect(names(await suggest('a'))).toEqual([]);
  });

  it('answers a new name after an edit', async () => {
    const p = await t.createProduct({ name: 'Kolistin məhlulu' });
    expect(names(await suggest('kolistin'))).toEqual(['Kolistin məhlulu']);
    const seller = await t.loginSeller();
    const res = await t.upload(
      'PUT',
      `/api/product/${p._id}`,
      { name: 'Neomisin məhlulu', description: 'x', category: 'Həblər', offerPrice: '5' },
      [],
      seller,
    );
    expect(res.status).toBe(200);
    expect(names(await suggest('kolistin'))).toEqual([]);
    expect(names(await suggest('neomycin'))).toEqual(['Neomisin məhlulu']);
  });

  it('refuses a missing or control-character query with 400 in Azerbaijani; a long one is cut, not an error', async () => {
    expect(await ask('')).toMatchObject({ status: 400, body: { message: SEARCH_QUERY_MESSAGE } });
    expect(await ask('?q=%00abc')).toMatchObject({
      status: 400,
      body: { message: 'Mətndə icazə verilməyən simvol var.' },
    });
    const long = await suggest(`levamizol ${'ə'.repeat(500)} ${'x '.repeat(300)}`);
    expect(long.status).toBe(200);
  });
});

describe('the search documents', () => {
  it('are rebuilt at start for rows written under older rules', async () => {
    const p = await t.createProduct({ name: 'Doksisiklin həbləri' });
    await t.db.execute(sql`update products set search_doc = '', search_version = 0 where id = ${p._id}`);
    expect((await searchProducts(t.db, { search: 'doxycycline' }, 1, 24)).items).toEqual([]);
    expect(await refreshSearchDocs(t.db)).toBeGreaterThanOrEqual(1);
    expect((await searchProducts(t.db, { search: 'doxycycline' }, 1, 24)).items.map((i) => i.name)).toEqual([
      'Doksisiklin həbləri',
    ]);
  });

  it('forgive typos in the words of every write: a row inserted with its document, then renamed', async () => {
    const found = async (q: string) => (await searchProducts(t.db, { search: q }, 1, 24)).items.map((i) => i.name);
    expect(await found('klindamsin')).toEqual([]);
    // as the catalogue import and the benchmark's generator write rows: the document beside the row
    const { searchDoc } = searchColumns({ name: 'Klindamisin kapsulları' });
    await t.db.execute(sql`insert into products (name, name_folded, category, search_doc, search_version)
      values ('Klindamisin kapsulları', 'klindamisin kapsullari', 'Həblər', ${searchDoc}, ${SEARCH_RULES_VERSION})`);
    expect(await found('klindamsin')).toEqual(['Klindamisin kapsulları']);
    expect(await found('kapsulari')).toEqual(['Klindamisin kapsulları']);

    const { rows } = (await t.db.execute(
      sql`select id from products where name = 'Klindamisin kapsulları'`,
    )) as unknown as { rows: { id: string }[] };
    const seller = await t.loginSeller();
    const res = await t.upload(
      'PUT',
      `/api/product/${rows[0].id}`,
      { name: 'Linkomisin məhlulu', description: 'x', category: 'Həblər', offerPrice: '5' },
      [],
      seller,
    );
    expect(res.status).toBe(200);
    expect(await found('linkomisn')).toEqual(['Linkomisin məhlulu']);
    expect(await found('klindamsin')).toEqual([]);
  });

  it('give each product as the catalogue reads it, in the ranked order, read with the ranking', async () => {
    await t.createProduct({ name: 'Sefaleksin həbləri', offerPrice: 12 });
    await t.createProduct({ name: 'Sefaleksin suspenziyası', inStock: false });
    const page = await searchProducts(t.db, { search: 'sefaleksin' }, 1, 24);
    expect(page.items.map((i) => i.name)).toEqual(['Sefaleksin həbləri', 'Sefaleksin suspenziyası']);
    expect(page.items).toEqual(
      await productsByIds(
        t.db,
        page.items.map((i) => i._id),
      ),
    );
  });

  it('say "did you mean" with the name\'s spelling only when nothing matches as typed', async () => {
    await t.createProduct({ name: 'Toltrazuril 5% suspenziya 250 ml' });
    expect((await searchProducts(t.db, { search: 'toltrazurl suspenziya' }, 1, 24)).didYouMean).toBe(
      'toltrazuril suspenziya',
    );
    expect((await searchProducts(t.db, { search: 'toltrazuril' }, 1, 24)).didYouMean).toBeNull();
  });
});
