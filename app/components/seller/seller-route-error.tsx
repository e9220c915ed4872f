/** The error boundary of each seller page: the failure is shown inside the
 * panel, with the spec's text for that page (§8), and the sidebar stays. A
 * 401 (the session ended meanwhile) shows the login, like the layout does. */
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { SellerLogin } from './seller-login';
import { primaryButton } from './fields';
import { SELLER_TEXT } from '../../../domain/seller-text';

export function SellerRouteError({ error, message }: { error: unknown; message: string }) {
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 401) return <SellerLogin />;
  if (typeof document !== 'undefined') console.error(error); // the server logged it through pino (entry.server)
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <p className="font-medium text-red-800">{message}</p>
      <Link to={pathname} reloadDocument className={`${primaryButton} mt-4 inline-block`}>
        {SELLER_TEXT.retry}
      </Link>
    </div>
  );
}
