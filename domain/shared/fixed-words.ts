/** A seller's Azerbaijani text on a page in another language (issue 40 item 5, decision 0124): the
 * fixed vocabularies (a pack's units, countries, the days of the opening hours) are shown through
 * the catalogues; a text with any other word is shown as written, marked lang="az". A text is
 * translated whole or not at all, so no Russian page mixes the two in one unmarked line. */
import { HOURS_WORDS as AZ_HOURS } from '../i18n/az/storefront-pages.ts';
import { COUNTRY_NAMES as AZ_COUNTRIES, PACK_UNITS as AZ_UNITS } from '../i18n/az/vet-text.ts';
import type { Lang } from '../i18n/lang.ts';

/** What a page shows: the text, and `lang: 'az'` when it stays Azerbaijani on another language's page. */
export type Shown = { text: string; lang?: 'az' };

type Words<T> = { readonly [K in keyof T]: string };

/** As the seller wrote it: marked Azerbaijani on a page in another language. */
export const asWritten = (text: string, pageLang: Lang): Shown => (pageLang === 'az' ? { text } : { text, lang: 'az' });

const fold = (s: string) => s.toLocaleLowerCase('az').trim();

function keyOf<T extends Record<string, string>>(words: T, word: string): keyof T | undefined {
  const w = fold(word);
  return (Object.keys(words) as (keyof T)[]).find((k) => fold(words[k]) === w);
}

/** "Türkiyə" → "Турция" on a Russian page; a country the list lacks, as written. */
export function countryIn(country: string, pageLang: Lang, names: Words<typeof AZ_COUNTRIES>): Shown {
  if (pageLang === 'az') return { text: country };
  const key = keyOf(AZ_COUNTRIES, country);
  return key ? { text: names[key] } : asWritten(country, pageLang);
}

const LETTERS = /\p{L}+/gu;

/** "10 həb" → "10 таб.", "100 mq/ml" → "100 мг/мл"; a word not a unit: the whole as written. */
export function packIn(pack: string, pageLang: Lang, units: Words<typeof AZ_UNITS>): Shown {
  if (pageLang === 'az') return { text: pack };
  let whole = true;
  const text = pack.replace(LETTERS, (word) => {
    if (word === 'x') return '×';
    const key = keyOf(AZ_UNITS, word);
    if (!key) whole = false;
    return key ? units[key] : word;
  });
  return whole ? { text } : asWritten(pack, pageLang);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Bazar ertəsi – Şənbə, 09:00–18:00" → "Понедельник – Суббота, 09:00–18:00"; the longer names
 * first, so "Bazar ertəsi" is not read as "Bazar" (Sunday). */
export function hoursIn(hours: string, pageLang: Lang, days: Words<typeof AZ_HOURS>): Shown {
  if (pageLang === 'az') return { text: hours };
  const keys = (Object.keys(AZ_HOURS) as (keyof typeof AZ_HOURS)[]).sort(
    (a, b) => AZ_HOURS[b].length - AZ_HOURS[a].length,
  );
  let text = hours;
  for (const k of keys) text = text.replace(new RegExp(escape(AZ_HOURS[k]), 'giu'), () => days[k]);
  return /\p{Script=Latin}/u.test(text) ? asWritten(hours, pageLang) : { text };
}
