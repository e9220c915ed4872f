/** The owner's pending invitations on /seller/staff (issue 35 item 1): who, which role, when sent,
 * until when valid; sent again or withdrawn. */
import { formatDateTime } from '../../../../domain/shared/format';
import type { Role } from '../../../../domain/staff/permissions';
import { useText } from '../../../lib/text';
import { useCall } from './staff-list';

export type InviteRow = { email: string; role: Role; sentAt: string; expiresAt: string };
const small = 'rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50';

export function StaffInvites({ invites }: { invites: InviteRow[] }) {
  const { ROLE_LABEL, STAFF_TEXT } = useText();
  const { STAFF_MORE_TEXT: M } = useText();
  const call = useCall();
  return (
    <section aria-labelledby="invites-title" className="space-y-3">
      <h2 id="invites-title" className="text-lg font-semibold">
        {M.invitesTitle}
      </h2>
      {invites.length === 0 && <p className="text-sm text-slate-600">{M.noInvites}</p>}
      <ul className="space-y-2" aria-label={M.invitesTitle}>
        {invites.map((i) => (
          <li
            key={i.email}
            className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[1fr_auto] md:items-center"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium [overflow-wrap:anywhere]">{i.email}</p>
              <p className="text-slate-600">
                {ROLE_LABEL[i.role]} · {M.sent}: <time dateTime={i.sentAt}>{formatDateTime(i.sentAt)}</time> ·{' '}
                {M.expires}: <time dateTime={i.expiresAt}>{formatDateTime(i.expiresAt)}</time>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                aria-label={`${M.resend}: ${i.email}`}
                className={small}
                onClick={() => call('/staff/invites/resend', { json: { email: i.email } }, STAFF_TEXT.invited(i.email))}
              >
                {M.resend}
              </button>
              <button
                type="button"
                aria-label={`${M.withdraw}: ${i.email}`}
                className={small}
                onClick={() => call('/staff/invites/withdraw', { json: { email: i.email } }, M.withdrawn)}
              >
                {M.withdraw}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
