/** What outside validators read (issue 32 item 9, decision 0088): a price-on-request product gives
 * no Product structured data with a priceless Offer (an error in Google's rich results), robots.txt
 * disallows every private page, and a sold-out product stays in the sitemap with its page saying so. */
import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../../../app/lib/catalog/product-jsonld.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { sitemapFile } from '../../../app/lib/sitemap.server.ts';
import { loader as robotsLoader } from '../../../app/routes/robots.ts';
import { PAGE_ROUTES } from '../../../server/page-cache.ts';
import { createServices } from '../../../server/services/index.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const origin = 'https://vetaqro.test';

describe('structured data and crawling', () => {
  it('a product with its price on request has no Offer without a price; a priced one has its price', async () => {
    const { catalog } = createServices(t.db);
    const onRequest = await catalog.getProduct((await t.createProduct({ name: 'Peyvənd', offerPrice: null }))._id);
    const priced = await catalog.getProduct((await t.createProduct({ name: 'Şampun', offerPrice: 12.5 }))._id);
    const offers = (p: typeof priced) =>
      JSON.stringify(productJsonLd(p, origin, `${origin}/x`, textsIn('az').VET_TEXT) ?? {});
    expect(offers(onRequest)).not.toContain('"Offer"');
    expect(productJsonLd(priced, origin, `${origin}/x`, textsIn('az').VET_TEXT)?.offers).toMatchObject({
      '@type': 'Offer',
      price: '12.50',
    });
  });

  it('robots.txt disallows every private page, /account among them', async () => {
    const res = robotsLoader({ context: { origin } } as never);
    const text = await res.text();
    const disallowed = [...text.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]);
    expect(disallowed).toContain('/account');
    for (const [pattern, kind] of Object.entries(PAGE_ROUTES)) {
      // a catch-all (`*`, the Russian 404's `/ru/*`) is the not-found page, not a private address
      if (kind !== 'private' || pattern.endsWith('*')) continue;
      expect(
        disallowed.some((d) => pattern === d || pattern.startsWith(`${d}/`)),
        pattern,
      ).toBe(true);
    }
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('keeps a sold-out product in the sitemap: its page stays, marked out of stock (decision 0088)', async () => {
    const gone = await t.createProduct({ name: 'Bitmiş məhsul', inStock: false });
    const xml = await (await sitemapFile({ services: createServices(t.db), origin }, 'products-1.xml'))!.text();
    expect(xml).toContain(gone._id);
    const product = await createServices(t.db).catalog.getProduct(gone._id);
    expect(productJsonLd(product, origin, `${origin}/x`, textsIn('az').VET_TEXT)?.offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });
});
