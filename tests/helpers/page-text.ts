/** What a route's loader sends for its words (app/lib/text.server.ts pageText), for component
 * tests: every namespace in one language. */
import { CATALOGUES, type Namespace } from '../../domain/i18n/catalogues.ts';
import { compile } from '../../domain/i18n/compile.ts';
import type { Lang } from '../../domain/i18n/lang.ts';
import type { PageText } from '../../domain/i18n/text.ts';

export function allText(lang: Lang = 'az'): { text: PageText } {
  const names = Object.keys(CATALOGUES[lang]) as Namespace[];
  return { text: { lang, ns: Object.fromEntries(names.map((n) => [n, compile(CATALOGUES[lang][n])])) } };
}
