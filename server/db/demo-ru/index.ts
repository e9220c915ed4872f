/** The demo catalogue's and news' Russian texts (issue 36 item 5), looked up by the Azerbaijani
 * name or title the seed writes; tests/unit/words/demo-russian.test.ts checks that every one has them. */
import { CARE_RU } from './care.ts';
import { MEDICINES_RU } from './medicines.ts';
import { NEWS_RU } from './news.ts';

const PRODUCTS_RU = { ...MEDICINES_RU, ...CARE_RU };

export function productRu(name: string): { nameRu: string | null; descriptionRu: string | null } {
  const [nameRu, descriptionRu] = PRODUCTS_RU[name] ?? [null, null];
  return { nameRu, descriptionRu };
}

export function newsRu(title: string): { titleRu: string | null; descriptionRu: string | null } {
  const [titleRu, descriptionRu] = NEWS_RU[title] ?? [null, null];
  return { titleRu, descriptionRu };
}
