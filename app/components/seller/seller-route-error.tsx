/** The error boundary of each seller page: the failure is shown inside the
 * panel, and the sidebar stays. A refusal (a 4xx from app/lib/http.server.ts,
 * e.g. "Məhsul tapılmadı.") shows its own message and the way back; anything
 * else the page's own text with a retry. A 401 (the session ended
 * meanwhile) shows the login, like the layout does. */
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { AppLink, type AppPath } from '../shared/app-link';
import type { RefusalData } from '../shared/route-error';
import { SellerLogin } from './seller-login';
import { buttonClass } from '../shared/ui';
import { useText } from '../../lib/text';

type Props = { error: unknown; message: string; back?: { to: AppPath; label: string } };

export function SellerRouteError({ error, message, back }: Props) {
  const { SELLER_TEXT } = useText();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 401) return <SellerLogin />;
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
  if (!refused && typeof document !== 'undefined') console.error(error); // the server logged it (entry.server)
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <p className="font-medium text-red-800">{(refused && (error.data as RefusalData | null)?.message) || message}</p>
      {refused && back ? (
        <AppLink to={back.to} className="mt-4 inline-block font-medium text-primary underline">
          {back.label}
        </AppLink>
      ) : (
        <Link to={pathname} reloadDocument className={buttonClass('panel', 'mt-4')}>
          {SELLER_TEXT.retry}
        </Link>
      )}
    </div>
  );
}
