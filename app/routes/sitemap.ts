import { CATEGORIES, categoryUrl, productUrl } from '../../domain/categories';
import type { Route } from './+types/sitemap';

const STATIC_PATHS = ['/', '/about', '/contact', '/products', '/news'];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Every public page: static pages, categories, every product and visible news. */
export async function loader({ context }: Route.LoaderArgs) {
  const [products, news] = await Promise.all([context.services.catalog.listProducts(), context.services.news.listNews({ onlySeen: true })]);
  const entries: { path: string; lastmod?: string }[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...CATEGORIES.map((c) => ({ path: categoryUrl(c.path) })),
    ...products.map((p) => ({ path: productUrl(p), lastmod: p.updatedAt })),
    ...news.map((n) => ({ path: `/news/${n._id}`, lastmod: n.createdAt })),
  ];
  const urls = entries
    .map((e) => `<url><loc>${escapeXml(context.origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`)
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
