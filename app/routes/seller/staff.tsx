/** /seller/staff: the owner's staff (issue 35 item 1): invite by e-mail, change roles, suspend,
 * restore, remove. */
import type { Route } from './+types/staff';
import { STAFF_TEXT } from '../../../domain/staff/staff-text';
import { PageHeading } from '../../components/seller/seller-fields';
import { SellerRouteError } from '../../components/seller/seller-route-error';
import { InviteForm, StaffList } from '../../components/seller/staff-list';
import { sellerServices } from '../../lib/seller-access.server';
import { sellerMeta } from '../../lib/seller-meta';

export const meta = () => sellerMeta(STAFF_TEXT.title);

export async function loader({ context }: Route.LoaderArgs) {
  const staff = await sellerServices(context, 'staff').staffAccounts.listStaff();
  return { staff, selfId: context.staff!.id };
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading>{STAFF_TEXT.title}</PageHeading>
      <div className="space-y-6">
        <InviteForm />
        <StaffList staff={loaderData.staff} selfId={loaderData.selfId} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={STAFF_TEXT.title} />;
}
