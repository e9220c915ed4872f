/** Every namespace of a language, readable, for server code that writes words itself: loaders'
 * meta tags, the customer's e-mails (issue 36 item 4). Compiled once per language and namespace.
 * Server only: it holds the compiler and every catalogue (decision 0100). */
import type { Compiled } from './catalogue.ts';
import { CATALOGUES, type Namespace, type Texts } from './catalogues.ts';
import { compile } from './compile.ts';
import type { Lang } from './lang.ts';
import { materialize } from './text.ts';

const compiled = new Map<string, Compiled>();

export function compiledNamespace(lang: Lang, name: Namespace): Compiled {
  const key = `${lang}:${name}`;
  let value = compiled.get(key);
  if (!value) compiled.set(key, (value = compile(CATALOGUES[lang][name])));
  return value;
}

const texts = new Map<Lang, Texts>();

export function textsIn(lang: Lang): Texts {
  let value = texts.get(lang);
  if (!value) {
    const all = Object.keys(CATALOGUES[lang]) as Namespace[];
    value = materialize(lang, Object.fromEntries(all.map((n) => [n, compiledNamespace(lang, n)]))) as Texts;
    texts.set(lang, value);
  }
  return value;
}
