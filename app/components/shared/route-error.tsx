/** The error boundary of every public route: a 404 or 400 page (with the
 * loader's own message, e.g. "Məhsul tapılmadı.") or a generic failure. */
import { isRouteErrorResponse } from 'react-router';
import { AppLink } from './app-link';
import { buttonClass } from './ui';
import { useText } from '../../lib/text';

/** What a refused page's loader answers (app/lib/http.server.ts). */
export type RefusalData = { message: string };

export function RouteError({ error }: { error: unknown }) {
  const { PAGE_MSG, UI } = useText();
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
  const notFound = refused && error.status === 404;
  const message = refused ? ((error.data as RefusalData | null)?.message ?? UI.notFoundText) : null;
  // in the browser only: on the server, entry.server's handleError has logged it through pino
  if (!refused && typeof document !== 'undefined') console.error(error);
  return (
    <section className="error-page">
      {notFound && <p className="text-6xl font-bold text-primary">404</p>}
      <h1>{refused ? message : UI.errorTitle}</h1>
      {(notFound || !refused) && (
        <p className="mt-3 text-slate-600">{notFound ? UI.notFoundText : PAGE_MSG.unexpected}</p>
      )}
      <AppLink to="/" className={buttonClass('primary', 'mt-8')}>
        {UI.backHome}
      </AppLink>
    </section>
  );
}
