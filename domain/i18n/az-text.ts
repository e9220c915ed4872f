/** The Azerbaijani words of a converted namespace for code that is not a storefront page yet
 * (the seller panel, the API's refusals, e-mails, other branches' code): the old export name
 * keeps working, e.g. `CART_UI.removeItem(name)` (docs/i18n.md's recipe, decision 0100). */
import type { Source, Text } from './catalogue.ts';
import { compile } from './compile.ts';
import { materialize } from './text.ts';

export function azText<T extends Source>(name: string, source: T): Text<T> {
  return materialize('az', { [name]: compile(source) })[name] as Text<T>;
}
