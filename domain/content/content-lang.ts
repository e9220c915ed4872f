/** Content in two languages (issue 36): the seller writes a product's, a news item's, a policy's
 * and a delivery zone's text in Azerbaijani (required) and in Russian (optional). A page shows
 * its own language's text where it is written; where it is not, the Azerbaijani one, marked with
 * its own `lang` on a page of another language: never an empty field. */
import type { Lang } from '../i18n/lang.ts';

/** A text as a page shows it: `lang` is set only when it differs from the page's. */
export type Shown = { text: string; lang: 'az' | undefined };

export function contentIn(lang: Lang, az: string, ru: string | null | undefined): Shown {
  if (lang === 'ru' && ru?.trim()) return { text: ru, lang: undefined };
  return { text: az, lang: lang === 'az' ? undefined : 'az' };
}

/** The text only, where no element can carry a `lang` (a `<title>`, a meta tag, JSON-LD, a link's label). */
export const textIn = (lang: Lang, az: string, ru: string | null | undefined): string => contentIn(lang, az, ru).text;

/** The parts of a product a page names it by. */
type Named = { name: string; nameRu?: string | null };
type Described = Named & { description: string; descriptionRu?: string | null };

export const productName = (lang: Lang, p: Named): Shown => contentIn(lang, p.name, p.nameRu);
/** The description in the page's language; a product with a Russian name and no Russian
 * description shows its Azerbaijani description marked `az`. */
export const productDescription = (lang: Lang, p: Described): Shown => contentIn(lang, p.description, p.descriptionRu);

/** A product with its name and description in the page's language, for code that reads `name`
 * and `description` (meta tags, JSON-LD, a WhatsApp message): the text only. */
export function inLang<T extends Described>(lang: Lang, p: T): T {
  if (lang !== 'ru') return p;
  return { ...p, name: textIn(lang, p.name, p.nameRu), description: textIn(lang, p.description, p.descriptionRu) };
}
