/** /seller/account: the signed-in staff member's own sign-in (issue 35 item 4): their active
 * sessions, each ended here. Every role opens it. */
import type { Route } from './+types/account';
import { STAFF_TEXT } from '../../../domain/staff/staff-text';
import { PageHeading } from '../../components/seller/seller-fields';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { StaffSessions } from '../../components/seller/staff-sessions';
import { sellerServices } from '../../lib/seller-access.server';
import { sellerMeta } from '../../lib/seller-meta';
import { currentSessionKey } from '../../lib/staff-session.server';

export const meta = () => sellerMeta(STAFF_TEXT.sessionsTitle);

export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await sellerServices(context, 'account').staffSessions.listSessions(context.staff!.id);
  const mine = currentSessionKey(request);
  return { sessions: list.map((s) => ({ ...s, current: s.key === mine })) };
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading>{STAFF_TEXT.sessionsTitle}</PageHeading>
      <StaffSessions sessions={loaderData.sessions} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={STAFF_TEXT.sessionsTitle} />;
}
