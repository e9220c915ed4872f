/** The words a page's loader sends to the browser (decision 0100): only the namespaces it
 * names, in the language of its address, compiled once per language and namespace. */
import { AZ_ONLY, type AzOnly, type Namespace, type Texts } from '../../domain/i18n/catalogues';
import { LANG_COOKIE, langOfPath, type Lang } from '../../domain/i18n/lang';
import type { PageText } from '../../domain/i18n/text';
import { compiledNamespace, textsIn } from '../../domain/i18n/texts-in';

/** The language of the page a request asks for (its address decides, decision 0100). */
export function requestLang(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** A loader's `text`: these namespaces in the request's language. */
export function pageText(request: Request, names: readonly Namespace[]): PageText {
  return textInLang(requestLang(request), names);
}

/** These namespaces in a given language: a paper printed in the customer's language from a page
 * in another (the seller's delivery note, decision 0115), read with `readText`. */
export function textInLang(lang: Lang, names: readonly Namespace[]): PageText {
  return { lang, ns: Object.fromEntries(names.map((name) => [name, compiledNamespace(lang, name)])) };
}

/** The seller panel's own namespaces (decision 0153), sent by its layout so that every panel
 * component reads them with useText(). */
export const SELLER_PANEL_TEXT = Object.keys(AZ_ONLY) as AzOnly[];

/** Every namespace, readable, for a loader that writes words itself (meta tags, JSON-LD, e-mails). */
export const serverTexts: (lang: Lang) => Texts = textsIn;

const YEAR = 365 * 24 * 60 * 60;

/** The `lang` cookie that remembers a visitor's language for a year (read at `/`, server/page-routes.ts). */
export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
