/** Which list pages the catalogue cache keeps (decision 0019): the first page of a list, never a
 * search or a later page, whose keys a stranger could make without end. */
import { describe, expect, it } from 'vitest';
import type { CatalogCache } from '../../server/catalog-cache/index.ts';
import type { Db } from '../../server/db/client.ts';
import { firstPageOnly, keepOf } from '../../server/services/cached-read.ts';
import * as catalog from '../../server/services/catalog.ts';
import * as news from '../../server/services/news.ts';
import { createServices } from '../../server/services/index.ts';

describe('a list page is kept per catalogue version', () => {
  it('when it is a first page without a search, with or without a category', () => {
    expect(firstPageOnly({ inStock: true }, { limit: 24 })).toBe(true);
    expect(firstPageOnly({ category: 'Həblər', inStock: true }, { limit: 24 })).toBe(true);
    expect(firstPageOnly({ onlySeen: true }, { limit: 12 })).toBe(true);
  });

  it('never for a search or a page after or before a cursor', () => {
    expect(firstPageOnly({ search: 'heb' }, { limit: 24 })).toBe(false);
    expect(firstPageOnly({}, { limit: 24, after: { micros: '1', id: 'a' } })).toBe(false);
    expect(firstPageOnly({}, { limit: 24, before: { micros: '1', id: 'a' } })).toBe(false);
  });
});

describe('the reads marked cachedRead where they are defined', () => {
  it('are the catalogue and news reads visitors land on, and nothing that writes', () => {
    const marked = (mod: object) =>
      Object.entries(mod)
        .filter(([, fn]) => keepOf(fn))
        .map(([name]) => name)
        .sort();
    expect(marked(catalog)).toEqual([
      'catalogFacets', // the filters' counts (decision 0043), without a search
      'countProducts',
      'familyOf', // the product page's size picker (decision 0042)
      'getProduct',
      'listProducts',
      'pageProducts',
      'similarProducts',
    ]);
    expect(marked(news)).toEqual(['getNews', 'listNews', 'pageNews']);
  });

  it('are answered from the catalogue cache by their own name, for the calls they keep', async () => {
    const keys: string[] = [];
    const cache = { memo: async (key: string) => (keys.push(key), 'kept') } as unknown as CatalogCache;
    const db = new Proxy(
      {},
      {
        get: () => {
          throw new Error('read the database');
        },
      },
    ) as unknown as Db;
    const services = createServices(db, cache);
    expect(await services.catalog.getProduct('p1')).toBe('kept');
    expect(await services.news.pageNews({ onlySeen: true }, { limit: 12 })).toBe('kept');
    await expect(services.catalog.pageProducts({ search: 'heb' }, { limit: 24 })).rejects.toThrow('read the database');
    await expect(services.accounts.pageUsers({ limit: 24 })).rejects.toThrow('read the database');
    expect(keys).toEqual(['catalog.getProduct:["p1"]', 'news.pageNews:[{"onlySeen":true},{"limit":12}]']);
  });
});
