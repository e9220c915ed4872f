/** robots.txt's rules from the one list of public and private pages (server/page-cache.ts,
 * decision 0034): every private page's path is disallowed (a path disallows what it starts, so
 * /account covers /account/address/…), with the API, so a page made private is never crawled
 * because robots.txt forgot it (issue 32: /account was crawlable). */
import { PAGE_ROUTES } from '../../server/page-cache';

export function privatePaths(): string[] {
  const paths = Object.entries(PAGE_ROUTES)
    // a catch-all (`*`, the Russian 404's `/ru/*`) is the not-found page, not a private address
    .filter(([pattern, kind]) => kind === 'private' && !pattern.endsWith('*'))
    .map(([pattern]) => pattern.replace(/\/:.*$/, ''));
  const unique = [...new Set(paths)].sort();
  // a path another one starts adds nothing
  return unique.filter((p) => !unique.some((q) => q !== p && p.startsWith(`${q}/`)));
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...[...privatePaths(), '/api/'].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
