/** Page titles (decision 0020); the words are in domain/i18n/{az,ru}/page-title.ts and
 * storefront-pages.ts (docs/i18n.md). */
import * as az from '../i18n/az/page-title.ts';
import * as pages from '../i18n/az/storefront-pages.ts';
import { azText } from '../i18n/az-text.ts';

export const NOT_FOUND_PAGE = azText('NOT_FOUND_PAGE', az.NOT_FOUND_PAGE);

const title = azText('PAGE', { title: pages.PAGE.title }).title;

/** `Title | Shop` for every page but the home page (Azerbaijani; pages read PAGE.title). */
export function pageTitle(text: string): string {
  return title(text);
}
