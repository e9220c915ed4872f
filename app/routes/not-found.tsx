import { RouteError } from '../components/route-error';
import { notFound, pageLoader } from '../lib/http.server';
import type { Route } from './+types/not-found';
import { useText } from '../lib/text';

export function meta() {
  const { PAGE } = useText();
  return [{ title: PAGE.title(PAGE.notFound.title) }, { name: 'robots', content: 'noindex' }];
}

/** Any unknown address: a real 404 status, the page from the error boundary. */
export const loader = pageLoader(async () => {
  throw notFound(PAGE.notFound.title);
});

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
