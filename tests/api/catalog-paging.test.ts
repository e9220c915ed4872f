/** Paging of the storefront's product lists, on both databases. */
import { describe, expect, it } from 'vitest';
import { countProducts, listProducts } from '../../server/services/catalog.ts';
import { useTestApp } from '../helpers/app.ts';

const t = useTestApp();

describe('paging the catalogue', () => {
  it('walks every matching product exactly once, newest first, and counts them', async () => {
    for (let i = 0; i < 7; i++) await t.createProduct({ name: `Səhifə vitamini ${i}`, category: 'Digər' });
    await t.createProduct({ name: 'Səhifə vitamini stoksuz', category: 'Digər', inStock: false });
    const query = { search: 'sehife', inStockOnly: true };
    expect(await countProducts(t.db, query)).toBe(7);
    const pages = [0, 3, 6].map((offset) => listProducts(t.db, { ...query, limit: 3, offset }));
    const names = (await Promise.all(pages)).flat().map((p) => p.name);
    expect(names).toHaveLength(7);
    expect(new Set(names).size).toBe(7);
    expect(names[0]).toBe('Səhifə vitamini 6');
  });
});
