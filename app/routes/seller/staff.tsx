/** /seller/staff: the owner's staff (issue 35 item 1): invite by e-mail, change roles, suspend,
 * restore, remove, end a member's sessions; the pending invitations; two-factor for all (decision 0101). */
import type { Route } from './+types/staff';
import { PageHeading } from '../../components/seller/seller-fields';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { InviteForm, StaffList } from '../../components/seller/staff/staff-list';
import { StaffInvites } from '../../components/seller/staff/staff-invites';
import { TwoFactorPolicy } from '../../components/seller/staff/two-factor-policy';
import { sellerServices } from '../../lib/seller-access.server';
import { sellerMetaOf } from '../../lib/seller-meta';
import { useText } from '../../lib/text';

export const meta = sellerMetaOf((t) => t.STAFF_TEXT.title);

export async function loader({ context }: Route.LoaderArgs) {
  const services = sellerServices(context, 'staff');
  const [staff, invites, policy] = await Promise.all([
    services.staffAccounts.listStaff(),
    services.staffInvites.listInvites(),
    services.twoFactor.getPolicy(),
  ]);
  return { staff, invites, forAll: policy.forAllSince != null, selfId: context.staff!.id };
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const { STAFF_TEXT } = useText();
  return (
    <>
      <PageHeading>{STAFF_TEXT.title}</PageHeading>
      <div className="space-y-6">
        <InviteForm />
        <StaffList staff={loaderData.staff} selfId={loaderData.selfId} />
        <StaffInvites invites={loaderData.invites} />
        <TwoFactorPolicy forAll={loaderData.forAll} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { STAFF_TEXT } = useText();
  return <SellerRouteError error={error} message={STAFF_TEXT.title} />;
}
