/** How a refusal becomes a page: loaders throw the HttpError family of
 * server/services/errors.ts (or let a service's pass through), and
 * `pageLoader` answers it as React Router's error page with its status and
 * message, shown by the route's ErrorBoundary (components/route-error.tsx,
 * seller/seller-route-error.tsx). The one way a "not found" becomes a page. */
import { data } from 'react-router';
import type { RefusalData } from '../components/route-error';
import { HttpError } from '../../server/services/errors';

export { badRequest, conflict, HttpError, notFound } from '../../server/services/errors';

/** A loader (or an action outside a form) whose refusals are error pages with their status. */
export function pageLoader<A, R>(load: (args: A) => Promise<R>): (args: A) => Promise<R> {
  return async (args) => {
    try {
      return await load(args);
    } catch (error) {
      if (error instanceof HttpError) throw data<RefusalData>({ message: error.message }, { status: error.statusCode });
      throw error;
    }
  };
}
