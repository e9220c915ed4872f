/** Compiles a catalogue's ICU messages into Lingui's JSON form (decision 0100). Server only in
 * practice: the compiler (@lingui/message-utils, ~7 kB gzip) must not reach a storefront page. */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Compiled, Source } from './catalogue.ts';

export function compile(source: Source): Compiled {
  if (typeof source === 'string') return source.includes('{') ? { $: compileMessage(source) } : source;
  if (Array.isArray(source)) return source.map((s: Source) => compile(s));
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, compile(v as Source)]));
}
