/** Title, description, canonical URL and Open Graph tags of a page. The
 * origin comes from the site layout's loader (context.origin). */
import type { MetaDescriptor } from 'react-router';
import { decodeCursor } from '../../domain/cursor';

type MetaArgsLike = {
  matches: ({ id: string; data?: unknown } | undefined)[];
  location: { pathname: string; search?: string };
};

export type SeoInput = {
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
};

export function siteOrigin(matches: MetaArgsLike['matches']): string {
  const layout = matches.find((m) => m?.id === 'routes/site-layout')?.data as { origin?: string } | undefined;
  return layout?.origin ?? '';
}

export function seo(args: MetaArgsLike, input: SeoInput): MetaDescriptor[] {
  return seoTags(siteOrigin(args.matches), args.location, input);
}

/** The same tags made by a loader (the product page's), so that this code stays out of its JavaScript. */
export function seoTags(origin: string, location: MetaArgsLike['location'], input: SeoInput): MetaDescriptor[] {
  // a later page of a list is a page of its own; other parameters are not
  const params = new URLSearchParams(location.search ?? '');
  const cursor = ['after', 'before'].find((name) => decodeCursor(params.get(name) ?? ''));
  const url = `${origin}${location.pathname}${cursor ? `?${cursor}=${params.get(cursor)}` : ''}`;
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'az_AZ' },
  ];
  if (input.image) tags.push({ property: 'og:image', content: `${origin}${input.image}` });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
