/** Title, description, canonical URL and Open Graph tags of a page. The
 * origin comes from the site layout's loader (context.origin). */
import type { MetaDescriptor } from 'react-router';
import { decodeCursor } from '../../domain/shared/cursor';
import { SITE } from '../../domain/settings/site';
import { DEFAULT_LANG, LANGS, OG_LOCALE, langOfPath, pathInLang, type Lang } from '../../domain/i18n/lang';

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
  const layout = matches.find((m) => m?.id === 'routes/site-layout' || m?.id === 'ru/routes/site-layout')?.data as
    { origin?: string } | undefined;
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
  const query = cursor ? `?${cursor}=${params.get(cursor)}` : '';
  const url = `${origin}${location.pathname}${query}`;
  const lang = langOfPath(location.pathname);
  const other = lang === 'az' ? 'ru' : 'az';
  const urlIn = (l: Lang) => `${origin}${pathInLang(location.pathname, l)}${query}`;
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALE[lang] },
    { property: 'og:locale:alternate', content: OG_LOCALE[other] },
    // the same page in each language, and which one a search engine shows to others (decision 0100)
    ...LANGS.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: l, href: urlIn(l) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urlIn(DEFAULT_LANG) },
  ];
  if (input.image) tags.push({ property: 'og:image', content: `${origin}${input.image}` });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** A page answering with its error boundary (a refused form, a missing record): its loader did not
 * run, so the words its `meta` reads were never sent; the site's name, kept out of search engines. */
export function errorMeta(): MetaDescriptor[] {
  return [{ title: SITE.name }, { name: 'robots', content: 'noindex' }];
}
