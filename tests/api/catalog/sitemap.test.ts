/** The sitemap index and its files: every product and visible news item
 * once, in files of at most `perFile` addresses (50 000 in the shop; 2 here). */
import { describe, expect, it } from 'vitest';
import { sitemapFile, sitemapIndex } from '../../../app/lib/sitemap.server.ts';
import { createServices } from '../../../server/services/index.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const origin = 'https://vetaqro.test';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap', () => {
  it('names files of at most perFile addresses that together list every product and visible news item once', async () => {
    const products = await Promise.all([1, 2, 3, 4, 5].map((i) => t.createProduct({ name: `Xəritə məhsulu ${i}` })));
    const visible = await t.createNews({ title: 'Görünən' });
    await t.createNews({ title: 'Gizli', seen: false });
    const context = { services: createServices(t.db), origin };

    const index = await (await sitemapIndex(context, 2)).text();
    expect(index).toContain('<sitemapindex');
    const files = locs(index).map((loc) => loc.replace(`${origin}/sitemaps/`, ''));
    expect(files).toEqual(['pages.xml', 'products-1.xml', 'products-2.xml', 'products-3.xml', 'news-1.xml']);

    const listed: string[] = [];
    for (const file of files) {
      const response = await sitemapFile(context, file, 2);
      expect(response?.headers.get('content-type')).toContain('application/xml');
      const urls = locs(await response!.text());
      if (file !== 'pages.xml') expect(urls.length).toBeLessThanOrEqual(2);
      listed.push(...urls);
    }
    expect(new Set(listed).size).toBe(listed.length);
    for (const p of products) expect(listed).toContain(`${origin}/product/h%C9%99bl%C9%99r/${p._id}`);
    expect(listed).toContain(`${origin}/news/${visible._id}`);
    expect(listed.filter((u) => u.includes('/news/'))).toHaveLength(1);
    expect(listed).toContain(`${origin}/products/inyeksiyalar`);

    // read in batches smaller than a file: 3 a file, 2 a batch
    const streamed = [1, 2].map((n) => sitemapFile(context, `products-${n}.xml`, 3, 2).then((r) => r!.text()));
    const [file1, file2] = await Promise.all(streamed);
    expect(file1).toMatch(/<\/urlset>\n$/);
    expect(locs(file1)).toHaveLength(3);
    expect(locs(file2)).toHaveLength(2);
    expect(new Set([...locs(file1), ...locs(file2)]).size).toBe(5);

    for (const missing of ['products-4.xml', 'products-0.xml', 'pages-1.xml', 'users-1.xml', '../x.xml'])
      expect(await sitemapFile(context, missing, 2)).toBeNull();
  });
});
