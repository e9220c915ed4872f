/** A message written in Azerbaijani (a shared schema's refusal, a service's HttpError, an action's
 * answer) in the page's language (decision 0113): found by its Azerbaijani text in a catalogue,
 * answered by the same key in the page's catalogue. A message with plain arguments (`{0} daxil
 * edin.`) is matched as a pattern and its arguments translated too when they are catalogue words
 * (a field's name). Anything not found stays as it is. No compiler: pages may use it. */
type Namespace = { readonly [key: string]: unknown };
/** [the Azerbaijani source namespace, the same namespace readable in the page's language] */
export type MessagePair = readonly [az: Namespace, target: Namespace];

type Entry = { az: string; target: unknown };

function entries(az: unknown, target: unknown, into: Entry[]): Entry[] {
  if (typeof az === 'string') into.push({ az, target });
  else if (az && typeof az === 'object' && target && typeof target === 'object')
    for (const [key, value] of Object.entries(az)) entries(value, (target as Namespace)[key], into);
  return into;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SIMPLE = /^[^{}]*(\{\d+\}[^{}]*)+$/; // arguments only: no plural or select

type Table = { exact: Map<string, string>; patterns: { re: RegExp; order: number[]; target: unknown }[] };
const tables = new WeakMap<readonly MessagePair[], Table>();

function table(pairs: readonly MessagePair[]): Table {
  let t = tables.get(pairs);
  if (t) return t;
  t = { exact: new Map(), patterns: [] };
  for (const [az, target] of pairs)
    for (const e of entries(az, target, [])) {
      if (!e.az.includes('{')) {
        if (typeof e.target === 'string' && !t.exact.has(e.az)) t.exact.set(e.az, e.target);
      } else if (SIMPLE.test(e.az) && e.az.replace(/\{\d+\}/g, '').length >= 4 && typeof e.target === 'function') {
        const order = [...e.az.matchAll(/\{(\d+)\}/g)].map((m) => Number(m[1]));
        const source = escape(e.az).replace(/\\\{\d+\\\}/g, '(.+?)');
        t.patterns.push({ re: new RegExp(`^${source}$`, 's'), order, target: e.target });
      }
    }
  // the longest words first: "{0} ən çox {1} simvol ola bilər." before "{0}: {1}"
  t.patterns.sort((a, b) => b.re.source.length - a.re.source.length);
  tables.set(pairs, t);
  return t;
}

/** `message` in the language of `pairs`' targets; unchanged when no catalogue holds it. */
export function translateMessage(message: string, pairs: readonly MessagePair[]): string {
  const t = table(pairs);
  const exact = t.exact.get(message);
  if (exact !== undefined) return exact;
  for (const p of t.patterns) {
    const m = p.re.exec(message);
    if (!m) continue;
    const args: string[] = [];
    p.order.forEach((index, i) => (args[index] = t.exact.get(m[i + 1]) ?? m[i + 1]));
    return (p.target as (...a: string[]) => string)(...args);
  }
  return message;
}
