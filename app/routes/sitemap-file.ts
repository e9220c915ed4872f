import { sitemapFile } from '../lib/sitemap.server';
import type { Route } from './+types/sitemap-file';

/** One file named by /sitemap.xml; any other name is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const response = await sitemapFile(context, params.file);
  return response ?? new Response('', { status: 404 });
}
