/** Which list pages the catalogue cache keeps (decision 0019): the first page of a list, never a
 * search or a later page, whose keys a stranger could make without end. */
import { describe, expect, it } from 'vitest';
import type { CatalogCache } from '../../../server/catalog-cache/index.ts';
import type { Db } from '../../../server/db/client.ts';
import { firstPageOnly, keepOf } from '../../../server/services/shared/cached-read.ts';
import * as catalog from '../../../server/services/catalog/catalog.ts';
import * as news from '../../../server/services/content/news.ts';
import * as expiryShown from '../../../server/services/stock/expiry-shown.ts';
import * as tradeGroups from '../../../server/services/trade/groups.ts';
import { createServices, pageServices, SERVICE_MODULES } from '../../../server/services/index.ts';

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
  it('are the catalogue and news reads visitors land on, a group price list, and nothing that writes', () => {
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
    const modulesWithMarks = Object.entries(SERVICE_MODULES)
      .filter(([, mod]) => marked(mod).length)
      .map(([name]) => name);
    // a group's price list, which its tables' triggers version like the catalogue (decision 0119)
    expect(marked(tradeGroups)).toEqual(['groupTerms']);
    // the product page's expiry line, which change_stock versions when a batch empties or fills (decision 0138)
    expect(marked(expiryShown)).toEqual(['earliestExpiry']);
    // stock, orders, accounts: never kept
    expect(modulesWithMarks).toEqual(['expiryShown', 'catalog', 'news', 'settings', 'tradeGroups']);
  });

  const fakeCache = (keys: string[]) =>
    ({ memo: async (key: string) => (keys.push(key), 'kept') }) as unknown as CatalogCache;
  const noDatabase = new Proxy(
    {},
    {
      get: () => {
        throw new Error('read the database');
      },
    },
  ) as unknown as Db;

  it('are answered from the catalogue cache by their module and own name in the cached view, for the calls they keep', async () => {
    const keys: string[] = [];
    const { cached } = createServices(noDatabase, fakeCache(keys));
    expect(await cached.catalog.getProduct('p1')).toBe('kept');
    expect(await cached.news.pageNews({ onlySeen: true }, { limit: 12 })).toBe('kept');
    expect(await cached.settings.getDelivery()).toBe('kept');
    await expect(cached.catalog.pageProducts({ search: 'heb' }, { limit: 24 })).rejects.toThrow('read the database');
    await expect(cached.accounts.pageUsers({ limit: 24 })).rejects.toThrow('read the database');
    expect(keys).toEqual([
      'catalog.getProduct:["p1"]',
      'news.pageNews:[{"onlySeen":true},{"limit":12}]',
      'settings.getDelivery:[]',
    ]);
  });

  it("are read from the database by the API (app.services) and by a seller's pages; a visitor's pages get the cached view", async () => {
    const keys: string[] = [];
    const id = '00000000-0000-4000-8000-000000000001'; // a real id: the read goes as far as the database
    const services = createServices(noDatabase, fakeCache(keys));
    await expect(services.catalog.getProduct(id)).rejects.toThrow('read the database');
    await expect(services.settings.getDelivery()).rejects.toThrow('read the database');
    await expect(pageServices(services, true).catalog.getProduct(id)).rejects.toThrow('read the database');
    await expect(pageServices(services, true).news.getNews(id, { includeHidden: true })).rejects.toThrow(
      'read the database',
    );
    expect(await pageServices(services, false).catalog.getProduct(id)).toBe('kept');
    expect(keys).toEqual([`catalog.getProduct:["${id}"]`]);
  });
});
