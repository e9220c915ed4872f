/** An amount in words in the document's language: the builder takes a `lang`, so a Russian
 * customer's documents (issue 36 item 4) need only their catalogue. */
import type { Lang } from '../i18n/lang.ts';
import { amountInWordsAz } from './amount-words-az.ts';
import { amountInWordsRu } from './amount-words-ru.ts';

const BY_LANG: Record<Lang, (qepik: number) => string> = { az: amountInWordsAz, ru: amountInWordsRu };

/** "On iki manat əlli qəpik": the first letter capital, as the line of a document starts. */
export function amountInWords(qepik: number, lang: Lang): string {
  const words = BY_LANG[lang](qepik);
  return words.charAt(0).toLocaleUpperCase(lang) + words.slice(1);
}
