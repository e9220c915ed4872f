import { sitemapIndex } from '../lib/sitemap.server';
import type { Route } from './+types/sitemap';

/** The sitemap index: static pages, products and visible news in files of ≤ 50 000 addresses. */
export function loader({ context }: Route.LoaderArgs) {
  return sitemapIndex(context);
}
