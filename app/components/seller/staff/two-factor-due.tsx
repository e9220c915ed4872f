/** The panel's notice to a member who must set up two-factor sign-in and has not (decision 0101):
 * until when they may still work without it (past it every other page sends them to the set-up),
 * and the way to the set-up on /seller/account. */
import { useLocation } from 'react-router';
import { formatDateTime } from '../../../../domain/shared/format';
import { useText } from '../../../lib/text';
import { AppLink } from '../../shared/app-link';

export function TwoFactorDue({ due }: { due: string }) {
  const { TWO_FACTOR_TEXT: T } = useText();
  const { pathname } = useLocation();
  if (pathname.startsWith('/seller/account')) return null; // the set-up there says it itself
  return (
    <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 print:hidden">
      {T.required} {T.graceUntil(formatDateTime(due))}{' '}
      <AppLink to="/seller/account" className="font-medium underline">
        {T.start}
      </AppLink>
    </p>
  );
}
