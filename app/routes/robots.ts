import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /seller',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /my-orders',
    'Disallow: /add-address',
    '',
    `Sitemap: ${context.origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
