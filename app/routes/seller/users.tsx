/** /seller/users: customers a page at a time, newest first, with
 * registration date and order count. */
import { SellerRouteError } from '../../components/seller/seller-route-error';
import type { Route } from './+types/users';
import { formatDate } from '../../../domain/shared/format';
import { MSG } from '../../../domain/shared/messages';
import { pageRequestFromUrl } from '../../../domain/shared/paging';
import type { UserSummary } from '../../../domain/shared/types';
import { Pagination } from '../../components/shared/pagination';
import { sellerServices } from '../../lib/seller-access.server';
import { ConfirmButton } from '../../components/seller/confirm-button';
import { DataTable, ListCard } from '../../components/seller/data-table';
import { PageHeading } from '../../components/seller/seller-fields';
import { orDefault } from '../../components/seller/notify';
import { useDelete } from '../../components/seller/use-delete';
import { sellerMetaOf } from '../../lib/seller-meta';
import { PAGE_SIZES } from '../../../domain/shared/paging';
import { useText } from '../../lib/text';
import type { Texts } from '../../../domain/i18n/catalogues';

const PAGE_SIZE = PAGE_SIZES.sellerUsers;
const columnsOf = (SELLER_TEXT: Texts['SELLER_TEXT']) => [
  { label: SELLER_TEXT.name },
  { label: SELLER_TEXT.email },
  { label: SELLER_TEXT.registeredAt },
  { label: SELLER_TEXT.orderCount, center: true },
  { label: SELLER_TEXT.actions, hidden: true },
];

export const meta = sellerMetaOf((t) => t.SELLER_TEXT.users);

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await sellerServices(context, 'users').accounts.pageUsers(
    pageRequestFromUrl(new URL(request.url).searchParams, PAGE_SIZE),
  );
  return { users: page.items, paging: { total: page.total, next: page.next, prev: page.prev } };
}

function DeleteUser({ user }: { user: UserSummary }) {
  const { SELLER_TEXT } = useText();
  const remove = useDelete(`/user/delete/${user._id}`, MSG.userDeleted, orDefault(MSG.userDeleteFailed));
  return (
    <ConfirmButton
      label={SELLER_TEXT.delete}
      ariaLabel={`${SELLER_TEXT.delete}: ${user.email}`}
      question={SELLER_TEXT.deleteUserQuestion(user.name)}
      onConfirm={remove}
    />
  );
}

function UserCard({ user }: { user: UserSummary }) {
  const { SELLER_TEXT } = useText();
  return (
    <ListCard>
      <p className="font-medium break-words">{user.name}</p>
      {/* breaks only where the card ends, never every few letters */}
      <p className="text-sm [overflow-wrap:anywhere]">{user.email}</p>
      <p className="text-sm text-slate-600">
        {SELLER_TEXT.registeredAt}: {formatDate(user.createdAt)} · {SELLER_TEXT.orderCount}: {user.orderCount}
      </p>
      <DeleteUser user={user} />
    </ListCard>
  );
}

function UserRow({ user }: { user: UserSummary }) {
  return (
    <tr className="border-t border-slate-200">
      <td className="py-3 pr-3 font-medium">
        {/* a long name wraps within its column instead of squeezing the e-mail onto two lines */}
        <div className="max-w-64 [overflow-wrap:anywhere]">{user.name}</div>
      </td>
      <td className="py-3 pr-3">
        <span className="whitespace-nowrap">{user.email}</span>
      </td>
      <td className="py-3 pr-3 whitespace-nowrap text-slate-600">{formatDate(user.createdAt)}</td>
      <td className="py-3 pr-3 text-center">{user.orderCount}</td>
      <td className="py-3">
        <DeleteUser user={user} />
      </td>
    </tr>
  );
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { SELLER_TEXT } = useText();
  const { users, paging } = loaderData;
  return (
    <>
      <PageHeading>{SELLER_TEXT.users}</PageHeading>
      <DataTable
        columns={columnsOf(SELLER_TEXT)}
        label={SELLER_TEXT.users}
        empty={SELLER_TEXT.noUsers}
        cards={users.map((u) => (
          <UserCard key={u._id} user={u} />
        ))}
      >
        {users.map((u) => (
          <UserRow key={u._id} user={u} />
        ))}
      </DataTable>
      <Pagination paging={paging} className="mt-6" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRouteError error={error} message={MSG.usersFetchFailed} />;
}
