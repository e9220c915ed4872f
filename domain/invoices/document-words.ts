/** Which words a document prints (decision 0115): the proforma in the order's language; the
 * hesab-faktura and the credit note, tax documents, in Azerbaijani, and in Azerbaijani with
 * Russian beside each label for an order placed in Russian. Values (numbers, VÖEN, amounts)
 * are printed once; only the words are doubled. */
import { INVOICE_DOC as AZ } from '../i18n/az/invoice-text.ts';
import type { Lang } from '../i18n/lang.ts';
import { INVOICE_DOC as RU } from '../i18n/ru/invoice-text.ts';
import type { DocumentKind } from './types.ts';

/** A document in both languages: a tax document of a Russian order. */
export function isBilingual(kind: DocumentKind, lang: Lang): boolean {
  return kind !== 'proforma' && lang === 'ru';
}

const PLACEHOLDER = /\{\d+\}/;

/** "Tarix: {0}" and "Дата: {0}" → "Tarix / Дата: {0}", "Hesab-faktura № {0}" and "Счёт-фактура № {0}"
 * → "Hesab-faktura / Счёт-фактура № {0}": the labels side by side when both end in the same words
 * holding every value; else the Azerbaijani line above the Russian one. */
export function bilingual(az: string, ru: string): string {
  if (az === ru) return az;
  if (az.includes('__')) return `${az}\n${ru}`; // a line to sign on: one per language
  if (!PLACEHOLDER.test(az)) return `${az} / ${ru}`;
  const [a, r] = [az.split(' '), ru.split(' ')];
  let n = 0;
  while (n < Math.min(a.length, r.length) - 1 && a[a.length - 1 - n] === r[r.length - 1 - n]) n++;
  const tail = a.slice(a.length - n).join(' ');
  const [headA, headR] = [a.slice(0, a.length - n).join(' '), r.slice(0, r.length - n).join(' ')];
  if (n === 0 || PLACEHOLDER.test(headA) || PLACEHOLDER.test(headR)) return `${az}\n${ru}`;
  const colon = headA.endsWith(':') && headR.endsWith(':');
  const label = colon ? `${headA.slice(0, -1)} / ${headR.slice(0, -1)}:` : `${headA} / ${headR}`;
  return `${label} ${tail}`;
}

export type DocWords = { readonly [K in keyof typeof AZ]: string };

/** The catalogue's templates (not compiled: bilingual() joins two of them before `{0}` is filled). */
export function docWords(lang: Lang): DocWords {
  return lang === 'ru' ? RU : AZ;
}

const cache = new Map<string, DocWords>();

/** The words of a document of this kind in this language. */
export function documentWords(kind: DocumentKind, lang: Lang): DocWords {
  if (!isBilingual(kind, lang)) return docWords(lang);
  let words = cache.get('bilingual');
  if (!words) {
    const az = docWords('az');
    const ru = docWords('ru');
    const keys = Object.keys(az) as (keyof DocWords)[];
    words = Object.fromEntries(keys.map((k) => [k, bilingual(az[k], ru[k])])) as DocWords;
    cache.set('bilingual', words);
  }
  return words;
}

/** A line's name as sold: the Russian name on a Russian proforma, both on a bilingual document. */
export function lineName(kind: DocumentKind, lang: Lang, name: string, nameRu: string | null | undefined): string {
  if (lang !== 'ru' || !nameRu || nameRu === name) return name;
  return isBilingual(kind, lang) ? `${name} / ${nameRu}` : nameRu;
}
