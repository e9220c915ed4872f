import { PAGE, pageTitle } from '../../domain/storefront-pages';
import { RouteError } from '../components/route-error';
import { notFound } from '../lib/http';
import type { Route } from './+types/not-found';

export function meta() {
  return [{ title: pageTitle(PAGE.notFound.title) }, { name: 'robots', content: 'noindex' }];
}

/** Any unknown address: a real 404 status, the page from the error boundary. */
export function loader() {
  notFound(PAGE.notFound.title);
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
