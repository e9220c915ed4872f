/** How a refusal becomes a page: loaders throw the HttpError family of
 * server/services/shared/errors.ts (or let a service's pass through), and
 * `pageLoader` answers it as React Router's error page with its status and
 * message, shown by the route's ErrorBoundary (components/route-error.tsx,
 * seller/seller-route-error.tsx). The one way a "not found" becomes a page. */
import { data } from 'react-router';
import type { RefusalData } from '../components/shared/route-error';
import { HttpError } from '../../server/services/shared/errors';
import { langOfPath, pathInLang } from '../../domain/i18n/lang';

export { badRequest, conflict, HttpError, notFound } from '../../server/services/shared/errors';

/** A redirect thrown by a Russian page's loader or action goes to the Russian page
 * (`/login` → `/ru/login`): the code names the Azerbaijani address once (decision 0100). */
export function redirectInLang(request: Request | undefined, error: unknown): unknown {
  if (!request || !(error instanceof Response) || error.status < 300 || error.status > 399) return error;
  const location = error.headers.get('location');
  const lang = langOfPath(new URL(request.url).pathname);
  if (!location || lang === 'az') return error;
  const localized = pathInLang(location, lang);
  if (localized !== location) error.headers.set('location', localized);
  return error;
}

/** A loader (or an action outside a form) whose refusals are error pages with their status. */
export function pageLoader<A, R>(load: (args: A) => Promise<R>): (args: A) => Promise<R> {
  return async (args) => {
    try {
      return await load(args);
    } catch (error) {
      if (error instanceof HttpError) throw data<RefusalData>({ message: error.message }, { status: error.statusCode });
      throw redirectInLang((args as { request?: Request }).request, error);
    }
  };
}
