/** How a storefront component reads its words (decision 0100, docs/i18n.md):
 *   const { CART_UI } = useText();   // CART_UI.cartTitle, CART_UI.removeItem(name)
 * The namespaces come from the matched routes' loaders (`text: pageText(request, [...])`),
 * so a page's JavaScript carries no words and its HTML only those it reads. */
import { useLocation, useMatches } from 'react-router';
import type { Texts } from '../../domain/i18n/catalogues';
import { langOfPath, pathInLang, type Lang } from '../../domain/i18n/lang';
import { materialize, type PageText } from '../../domain/i18n/text';

type MatchLike = { data?: unknown; loaderData?: unknown } | undefined;

const readable = new WeakMap<PageText, Record<string, unknown>>();

function textOf(data: unknown): PageText | undefined {
  const text = (data as { text?: PageText } | null | undefined)?.text;
  return text && typeof text === 'object' && 'ns' in text ? text : undefined;
}

/** The namespaces every matched route's loader sent, readable (for `meta` and components). */
export function textsOf(matches: readonly MatchLike[]): Texts {
  const merged: Record<string, unknown> = {};
  for (const match of matches) {
    const text = textOf(match?.loaderData ?? match?.data);
    if (!text) continue;
    Object.assign(merged, readText(text));
  }
  return merged as Texts;
}

/** Namespaces a loader sent apart from the page's own (`textInLang`), readable. */
export function readText(text: PageText): Texts {
  let value = readable.get(text);
  if (!value) readable.set(text, (value = materialize(text.lang, text.ns)));
  return value as Texts;
}

export function useText(): Texts {
  return textsOf(useMatches());
}

/** The page's language, by its address. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** The `lang` of content written in Azerbaijani only (product and news texts, the shop's details
 * and policies) on a page of another language, so that readers and screen readers switch
 * (issue 36: a missing Russian text shows the Azerbaijani one marked with its own language). */
export function useContentLang(): 'az' | undefined {
  return useLang() === 'az' ? undefined : 'az';
}

/** A form's `action` (or any address of the storefront) on this page's language: `/cart` posts to
 * `/ru/cart` from a Russian page, so the answer, its redirect and the order's language follow. */
export function useInLang(): (path: string) => string {
  const lang = useLang();
  return (path) => pathInLang(path, lang);
}
