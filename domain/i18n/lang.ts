/** The storefront's languages (issue 36, decision 0100): Azerbaijani at the spec's addresses,
 * Russian under `/ru/…`. The seller panel is Azerbaijani only. */
export const LANGS = ['az', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'az';

/** The path prefix of each language's pages. */
const PREFIX: Record<Lang, string> = { az: '', ru: '/ru' };

/** `og:locale` and the BCP 47 tag of `<html lang>`/`hreflang`. */
export const OG_LOCALE: Record<Lang, string> = { az: 'az_AZ', ru: 'ru_RU' };

/** The language switch: each language named in itself. */
export const LANG_NAME: Record<Lang, string> = { az: 'Azərbaycanca', ru: 'Русский' };
export const LANG_SHORT: Record<Lang, string> = { az: 'AZ', ru: 'RU' };

/** The cookie that remembers a visitor's choice (the account keeps it as well). */
export const LANG_COOKIE = 'lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language of a page by its address: `/ru` and `/ru/…` are Russian, the rest Azerbaijani. */
export function langOfPath(pathname: string): Lang {
  return /^\/ru(?:\/|$)/.test(pathname) ? 'ru' : 'az';
}

/** The address without its language prefix: `/ru/cart` → `/cart`, `/ru` → `/`. */
export function basePath(pathname: string): string {
  if (langOfPath(pathname) === 'az') return pathname;
  const rest = pathname.slice(3);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** The same page in `lang`: `/cart` → `/ru/cart`, `/ru/cart` → `/cart`, `/` → `/ru`. Paths outside
 * the storefront (the seller panel, the API, files) are left as they are. */
export function pathInLang(path: string, lang: Lang): string {
  if (!path.startsWith('/') || path.startsWith('//') || /^\/(seller|api|uploads|assets)(\/|$)/.test(path)) return path;
  const base = basePath(path);
  if (lang === 'az') return base;
  return base === '/'
    ? PREFIX.ru
    : base.startsWith('/?') || base.startsWith('/#')
      ? `${PREFIX.ru}${base.slice(1)}`
      : `${PREFIX.ru}${base}`;
}
