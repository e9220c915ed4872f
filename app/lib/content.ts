/** Content in the page's language (issue 36, domain/content/content-lang.ts): the Russian text on
 * a /ru page where the seller wrote one, else the Azerbaijani one with `lang="az"`. */
import { contentIn, type Shown } from '../../domain/content/content-lang';
import { useLang } from './text';

export function useContent(az: string, ru: string | null | undefined): Shown {
  return contentIn(useLang(), az, ru);
}
