/** The words a page's loader sends to the browser (decision 0100): only the namespaces it
 * names, in the language of its address, compiled once per language and namespace. */
import { CATALOGUES, type Namespace, type Texts } from '../../domain/i18n/catalogues';
import type { Compiled } from '../../domain/i18n/catalogue';
import { compile } from '../../domain/i18n/compile';
import { LANG_COOKIE, langOfPath, type Lang } from '../../domain/i18n/lang';
import { materialize, type PageText } from '../../domain/i18n/text';

const compiled = new Map<string, Compiled>();

function compiledNamespace(lang: Lang, name: Namespace): Compiled {
  const key = `${lang}:${name}`;
  let value = compiled.get(key);
  if (!value) compiled.set(key, (value = compile(CATALOGUES[lang][name])));
  return value;
}

/** The language of the page a request asks for (its address decides, decision 0100). */
export function requestLang(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** A loader's `text`: these namespaces in the request's language. */
export function pageText(request: Request, names: readonly Namespace[]): PageText {
  const lang = requestLang(request);
  return { lang, ns: Object.fromEntries(names.map((name) => [name, compiledNamespace(lang, name)])) };
}

const texts = new Map<Lang, Texts>();

/** Every namespace, readable, for a loader that writes words itself (meta tags, JSON-LD, e-mails). */
export function serverTexts(lang: Lang): Texts {
  let value = texts.get(lang);
  if (!value) {
    const all = Object.keys(CATALOGUES[lang]) as Namespace[];
    value = materialize(lang, Object.fromEntries(all.map((n) => [n, compiledNamespace(lang, n)]))) as Texts;
    texts.set(lang, value);
  }
  return value;
}

const YEAR = 365 * 24 * 60 * 60;

/** The `lang` cookie that remembers a visitor's language for a year (read at `/`, server/page-routes.ts). */
export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
