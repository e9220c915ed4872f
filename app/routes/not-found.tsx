import { RouteError } from '../components/shared/route-error';
import { errorMeta } from '../lib/seo';
import { notFound, pageLoader } from '../lib/http.server';
import type { Route } from './+types/not-found';
import { textsOf } from '../lib/text';
import { requestLang, serverTexts } from '../lib/text.server';

export function meta(args: Route.MetaArgs) {
  if (args.error) return errorMeta();
  const { PAGE } = textsOf(args.matches);
  return [{ title: PAGE.title(PAGE.notFound.title) }, { name: 'robots', content: 'noindex' }];
}

/** Any unknown address: a real 404 status, the page from the error boundary. */
export const loader = pageLoader(async ({ request }: Route.LoaderArgs) => {
  throw notFound(serverTexts(requestLang(request)).PAGE.notFound.title);
});

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
