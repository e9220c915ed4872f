/** Turns compiled catalogues into what a page reads (decision 0100): `t.CART_UI.cartTitle`
 * is text, `t.CART_UI.removeItem(name)` formats its ICU message through Lingui's runtime
 * (@lingui/core: CLDR plurals by the browser's Intl.PluralRules). The same on the server and
 * in the browser; the ICU compiler itself stays on the server (app/lib/text.server.ts). */
import { setupI18n, type I18n } from '@lingui/core';
import type { Arg, Compiled, CompiledMessage } from './catalogue.ts';
import type { Lang } from './lang.ts';

/** The words a page's loaders send: its language and the namespaces it reads. */
export type PageText = { readonly lang: Lang; readonly ns: Readonly<Record<string, Compiled>> };

function isMessage(value: Compiled): value is CompiledMessage {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && '$' in value;
}

function collect(value: Compiled, id: string, into: Record<string, unknown>) {
  if (typeof value === 'string') return;
  if (isMessage(value)) into[id] = value.$;
  else if (Array.isArray(value)) value.forEach((v: Compiled, i) => collect(v, `${id}.${i}`, into));
  else for (const [k, v] of Object.entries(value)) collect(v, `${id}.${k}`, into);
}

function build(value: Compiled, id: string, i18n: I18n): unknown {
  if (typeof value === 'string') return value;
  if (isMessage(value)) return (...args: Arg[]) => i18n._(id, { ...args });
  if (Array.isArray(value)) return value.map((v: Compiled, i) => build(v, `${id}.${i}`, i18n));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, build(v, `${id}.${k}`, i18n)]));
}

/** The readable namespaces of compiled ones, all in `lang`. */
export function materialize(lang: Lang, namespaces: Readonly<Record<string, Compiled>>): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  for (const [ns, value] of Object.entries(namespaces)) collect(value, ns, messages);
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages as never } });
  return Object.fromEntries(Object.entries(namespaces).map(([ns, value]) => [ns, build(value, ns, i18n)]));
}
