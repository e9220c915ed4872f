/** Turns compiled catalogues into what a page reads (decision 0100): `t.CART_UI.cartTitle`
 * is text, `t.CART_UI.removeItem(name)` formats its ICU message. Messages are compiled by Lingui's
 * compiler on the server (compile.ts); this reads Lingui's compiled form with the browser's own
 * Intl.PluralRules (CLDR plurals), the ~40 lines of @lingui/core's interpolation our messages use,
 * so a page carries no i18n library (2.2 kB gzip, decision 0100). tests/unit/words/i18n-catalogues.test.ts
 * checks that it answers as @lingui/core does for every message of every catalogue. */
import type { Arg, Compiled, CompiledMessage } from './catalogue.ts';
import type { Lang } from './lang.ts';

/** The words a page's loaders send: its language and the namespaces it reads. */
export type PageText = { readonly lang: Lang; readonly ns: Readonly<Record<string, Compiled>> };

/** Lingui's compiled message: text, `[name]`, `[name, 'plural' | 'select', cases]`. */
type Token = string | readonly [string, string?, Readonly<Record<string, unknown>>?];

const pluralRules = new Map<Lang, Intl.PluralRules>();
const numbers = new Map<Lang, Intl.NumberFormat>();

function rules(lang: Lang): Intl.PluralRules {
  let value = pluralRules.get(lang);
  if (!value) pluralRules.set(lang, (value = new Intl.PluralRules(lang)));
  return value;
}

function number(lang: Lang, n: number): string {
  let value = numbers.get(lang);
  if (!value) numbers.set(lang, (value = new Intl.NumberFormat(lang)));
  return value.format(n);
}

/** One compiled message with its arguments (`#` in a plural's case is the count). */
export function formatCompiled(lang: Lang, tokens: readonly Token[], values: readonly Arg[], count?: number): string {
  let out = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      out += count !== undefined ? token.replaceAll('#', number(lang, count)) : token;
      continue;
    }
    const [name, type, cases = {}] = token;
    const value = values[Number(name)];
    if (type === 'plural') {
      const n = Number(value);
      const chosen = cases[String(n)] ?? cases[rules(lang).select(n)] ?? cases.other;
      out += formatCompiled(lang, chosen as Token[], values, n);
    } else if (type === 'select') {
      out += formatCompiled(lang, (cases[String(value)] ?? cases.other) as Token[], values, count);
    } else out += String(value ?? '');
  }
  return out;
}

function isMessage(value: Compiled): value is CompiledMessage {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && '$' in value;
}

function build(value: Compiled, lang: Lang): unknown {
  if (typeof value === 'string') return value;
  if (isMessage(value)) {
    const tokens = value.$ as Token[];
    return (...args: Arg[]) => formatCompiled(lang, tokens, args);
  }
  if (Array.isArray(value)) return value.map((v: Compiled) => build(v, lang));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, build(v, lang)]));
}

/** The readable namespaces of compiled ones, all in `lang`. */
export function materialize(lang: Lang, namespaces: Readonly<Record<string, Compiled>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(namespaces).map(([ns, value]) => [ns, build(value, lang)]));
}
