/** /seller/users: every customer with registration date and order count. */
import { SellerRouteError } from '../../components/seller/SellerRouteError';
import type { Route } from './+types/users';
import { formatDate } from '../../../domain/format';
import { MSG } from '../../../domain/messages';
import type { UserSummary } from '../../../domain/types';
import { sellerServices } from '../../components/seller/access.server';
import { ConfirmButton } from '../../components/seller/ConfirmButton';
import { DataTable } from '../../components/seller/DataTable';
import { PageHeading } from '../../components/seller/fields';
import { orDefault } from '../../components/seller/notify';
import { useDelete } from '../../components/seller/useDelete';
import { pageTitle, SELLER_TEXT } from '../../components/seller/texts';

const COLUMNS = [
  { label: SELLER_TEXT.name },
  { label: SELLER_TEXT.email },
  { label: SELLER_TEXT.registeredAt },
  { label: SELLER_TEXT.orderCount, center: true },
  { label: SELLER_TEXT.actions, hidden: true },
];

export const meta = () => pageTitle(SELLER_TEXT.users);

export async function loader({ context }: Route.LoaderArgs) {
  return { users: await sellerServices(context).accounts.listUsers() };
}

function UserRow({ user }: { user: UserSummary }) {
  const remove = useDelete(`/user/delete/${user._id}`, MSG.userDeleted, orDefault(MSG.userDeleteFailed));
  return (
    <tr className="border-t border-slate-200">
      <td className="py-3 pr-3 font-medium">{user.name}</td>
      <td className="py-3 pr-3 break-all">{user.email}</td>
      <td className="py-3 pr-3 whitespace-nowrap text-slate-600">{formatDate(user.createdAt)}</td>
      <td className="py-3 pr-3 text-center">{user.orderCount}</td>
      <td className="py-3">
        <ConfirmButton label={SELLER_TEXT.delete} ariaLabel={`${SELLER_TEXT.delete}: ${user.email}`} question={SELLER_TEXT.deleteUserQuestion(user.name)} onConfirm={remove} />
      </td>
    </tr>
  );
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { users } = loaderData;
  return (
    <>
      <PageHeading>{SELLER_TEXT.users}</PageHeading>
      <DataTable columns={COLUMNS} empty={SELLER_TEXT.noUsers}>
        {users.map((u) => <UserRow key={u._id} user={u} />)}
      </DataTable>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.usersFetchFailed} />;
}
