/** /search/suggest?q=: the header's suggestions (a resource route, read by the search box's fetcher). */
import { suggestResponse } from '../lib/search/search-suggest.server';
import type { Route } from './+types/search-suggest';

export function loader({ context, request }: Route.LoaderArgs) {
  return suggestResponse(context, request);
}
