/** The sitemap (sitemaps.org): an index at /sitemap.xml naming files of at
 * most 50 000 addresses each (the protocol's limit): the static pages and
 * categories, then products and visible news, oldest first, so a file's
 * contents stay put as the catalogue grows. Files are streamed. */
import type { AppLoadContext } from 'react-router';

type Context = Pick<AppLoadContext, 'services' | 'origin'>;
import { CATEGORIES, categoryUrl, productUrl } from '../../domain/catalog/categories';
import type { CategoryPath } from '../../domain/catalog/categories';
import { escapeXml } from '../../domain/search/search-folding';

/** The protocol's limit; tests pass a smaller one to see several files. */
export const PER_FILE = 50_000;
const STATIC_PATHS = ['/', '/about', '/contact', '/sertler', '/qaytarma', '/products', '/news'];
const HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function sitemapIndex(context: Context, perFile = PER_FILE): Promise<Response> {
  const [productCount, newsCount] = await Promise.all([
    context.services.catalog.countProducts({}),
    context.services.news.countVisibleNews(),
  ]);
  const files = ['pages'];
  for (let i = 1; i <= Math.ceil(productCount / perFile); i++) files.push(`products-${i}`);
  for (let i = 1; i <= Math.ceil(newsCount / perFile); i++) files.push(`news-${i}`);
  const body = files
    .map((f) => `<sitemap><loc>${escapeXml(`${context.origin}/sitemaps/${f}.xml`)}</loc></sitemap>`)
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
  return new Response(xml, { headers: HEADERS });
}

/** Rows are read and written 5 000 at a time, so a file of 50 000 addresses
 * never sits in memory whole (it is ~5 MB of XML). */
const BATCH = 5_000;

type Entry = { path: string; lastmod?: Date };

function urlXml(origin: string, e: Entry): string {
  return `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${day(e.lastmod)}</lastmod>` : ''}</url>\n`;
}

/** One file of the index, or null for a name it does not hold. */
export async function sitemapFile(
  context: Context,
  name: string,
  perFile = PER_FILE,
  batchSize = BATCH,
): Promise<Response | null> {
  const match = /^(pages|products|news)(?:-([1-9]\d{0,5}))?\.xml$/.exec(name);
  if (!match || (match[1] === 'pages') !== !match[2]) return null;
  const kind = match[1];
  const start = (Number(match[2] ?? 1) - 1) * perFile;
  const batch = Math.min(batchSize, perFile);
  const read = async (offset: number, limit: number): Promise<Entry[]> => {
    if (kind === 'pages')
      return offset
        ? []
        : [...STATIC_PATHS.map((path) => ({ path })), ...CATEGORIES.map((c) => ({ path: categoryUrl(c.path) }))];
    if (kind === 'products') {
      const rows = await context.services.catalog.sitemapProducts(offset, limit);
      return rows.map((p) => ({
        path: productUrl({ _id: p.id, category: p.category as CategoryPath }),
        lastmod: p.updatedAt,
      }));
    }
    const rows = await context.services.news.sitemapNews(offset, limit);
    return rows.map((n) => ({ path: `/news/${n.id}`, lastmod: n.createdAt }));
  };
  const first = await read(start, batch);
  if (!first.length) return null;
  const encoder = new TextEncoder();
  let done = first.length;
  let pending: Entry[] | null = first;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(
          '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
        ),
      );
    },
    async pull(controller) {
      const entries =
        pending ??
        (done < perFile && kind !== 'pages' ? await read(start + done, Math.min(batch, perFile - done)) : []);
      if (!pending) done += entries.length;
      pending = null;
      if (entries.length) controller.enqueue(encoder.encode(entries.map((e) => urlXml(context.origin, e)).join('')));
      if (!entries.length || entries.length < batch || done >= perFile) {
        controller.enqueue(encoder.encode('</urlset>\n'));
        controller.close();
      }
    },
  });
  return new Response(body, { headers: HEADERS });
}
