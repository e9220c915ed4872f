/** Page titles, apart from the other page texts so that a product page's
 * JavaScript does not carry them all (decision 0020). */
import { SITE } from './site.ts';

export const NOT_FOUND_PAGE = { title: 'Səhifə tapılmadı', description: 'Axtardığınız səhifə mövcud deyil.' } as const;

/** `Title | Shop` for every page but the home page. */
export function pageTitle(title: string): string {
  return `${title} | ${SITE.name}`;
}
