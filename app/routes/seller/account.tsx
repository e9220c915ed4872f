/** /seller/account: the signed-in staff member's own sign-in (issue 35 item 4): two-factor sign-in
 * (set-up, recovery codes, switching off) and their active sessions, each ended here. Every role
 * opens it; a member whose two-factor set-up is overdue opens only this page (decision 0101). */
import type { Route } from './+types/account';
import { PageHeading } from '../../components/seller/seller-fields';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { StaffSessions } from '../../components/seller/staff/staff-sessions';
import { TwoFactorSetup } from '../../components/seller/staff/two-factor-setup';
import { sellerServices } from '../../lib/seller-access.server';
import { sellerMetaOf } from '../../lib/seller-meta';
import { currentSessionKey } from '../../lib/staff-session.server';
import { useText } from '../../lib/text';

export const meta = sellerMetaOf((t) => t.STAFF_TEXT.accountTitle);

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = sellerServices(context, 'account');
  const [list, twoFactor] = await Promise.all([
    services.staffSessions.listSessions(context.staff!.id),
    services.twoFactor.twoFactorStatus(context.staff!.id),
  ]);
  const mine = currentSessionKey(request);
  return { sessions: list.map((s) => ({ ...s, current: s.key === mine })), twoFactor };
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { STAFF_TEXT } = useText();
  return (
    <>
      <PageHeading>{STAFF_TEXT.accountTitle}</PageHeading>
      <div className="space-y-8">
        <TwoFactorSetup state={loaderData.twoFactor} />
        <section aria-labelledby="my-sessions" className="space-y-3">
          <h2 id="my-sessions" className="text-lg font-semibold">
            {STAFF_TEXT.sessionsTitle}
          </h2>
          <StaffSessions sessions={loaderData.sessions} />
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { STAFF_TEXT } = useText();
  return <SellerRouteError error={error} message={STAFF_TEXT.accountTitle} />;
}
