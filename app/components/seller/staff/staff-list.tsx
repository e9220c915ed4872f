/** The owner's staff list (issue 35 item 1): each member's role (changed in place), their state,
 * and suspend, restore or remove; the owner's own row has no buttons. */
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ROLES, type Role } from '../../../../domain/staff/permissions';
import { api } from '../../../lib/api';
import { useText } from '../../../lib/text';
import { ConfirmButton } from '../confirm-button';
import { notify } from '../notify';
import { inputClass } from '../seller-fields';
import { Button } from '../../shared/ui';

export type StaffRow = { _id: string; email: string; name: string; role: Role; suspended: boolean; twoFactor: boolean };

export function useCall() {
  const revalidator = useRevalidator();
  return async (path: string, init: { method?: string; json?: unknown }, success: string) => {
    if (notify(await api(path, init), success)) await revalidator.revalidate();
  };
}

function MemberRow({ member, self }: { member: StaffRow; self: boolean }) {
  const { ROLE_LABEL, STAFF_TEXT } = useText();
  const { STAFF_MORE_TEXT, TWO_FACTOR_TEXT } = useText();
  const call = useCall();
  const [role, setRole] = useState<Role>(member.role);
  const base = `/staff/members/${member._id}`;
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[1fr_auto] md:items-center">
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere]">
          {member.email} {self && <span className="text-slate-500">{STAFF_TEXT.you}</span>}
        </p>
        <p className="text-sm text-slate-600">
          {member.name && `${member.name} · `}
          {ROLE_LABEL[member.role]} · {member.suspended ? STAFF_TEXT.suspendedLabel : STAFF_TEXT.active} ·{' '}
          {member.twoFactor ? TWO_FACTOR_TEXT.memberOn : TWO_FACTOR_TEXT.memberOff}
        </p>
      </div>
      {!self && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium">
            <span className="sr-only">{`${STAFF_TEXT.role}: ${member.email}`}</span>
            <select
              value={role}
              onChange={(e) => setRole(e.target.value as Role)}
              className={`${inputClass} mt-0 bg-white`}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </select>
          </label>
          <Button
            type="button"
            variant="panel"
            disabled={role === member.role}
            onClick={() => call(`${base}/role`, { method: 'PUT', json: { role } }, STAFF_TEXT.roleChanged)}
          >
            {STAFF_TEXT.saveRole}
          </Button>
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
            onClick={() =>
              member.suspended
                ? call(`${base}/restore`, { method: 'POST' }, STAFF_TEXT.restored)
                : call(`${base}/suspend`, { method: 'POST' }, STAFF_TEXT.suspended)
            }
          >
            {member.suspended ? STAFF_TEXT.restore : STAFF_TEXT.suspend}
          </button>
          <button
            type="button"
            aria-label={`${TWO_FACTOR_TEXT.endSessions}: ${member.email}`}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
            onClick={() => call(`${base}/end-sessions`, { method: 'POST' }, STAFF_MORE_TEXT.sessionsEnded)}
          >
            {TWO_FACTOR_TEXT.endSessions}
          </button>
          <ConfirmButton
            label={STAFF_TEXT.remove}
            ariaLabel={`${STAFF_TEXT.remove}: ${member.email}`}
            question={STAFF_TEXT.removeQuestion(member.email)}
            onConfirm={() => call(base, { method: 'DELETE' }, STAFF_TEXT.removed)}
          />
        </div>
      )}
    </li>
  );
}

export function StaffList({ staff, selfId }: { staff: StaffRow[]; selfId: string }) {
  const { STAFF_TEXT } = useText();
  return (
    <ul className="space-y-3" aria-label={STAFF_TEXT.title}>
      {staff.map((m) => (
        <MemberRow key={m._id} member={m} self={m._id === selfId} />
      ))}
    </ul>
  );
}

export function InviteForm() {
  const { ROLE_LABEL, STAFF_TEXT } = useText();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const result = await api('/staff/invite', { json: { email: data.get('email'), role: data.get('role') } });
    if (notify(result, result.success ? (result.message ?? '') : '')) {
      form.reset();
      await revalidator.revalidate();
    }
    setBusy(false);
  }
  return (
    <form
      onSubmit={submit}
      aria-labelledby="invite-title"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
    >
      <h2 id="invite-title" className="text-lg font-semibold sm:col-span-3">
        {STAFF_TEXT.inviteTitle}
      </h2>
      <label className="block text-sm font-medium">
        {STAFF_TEXT.email}
        <input type="email" name="email" required autoComplete="off" className={inputClass} />
      </label>
      <label className="block text-sm font-medium">
        {STAFF_TEXT.role}
        <select name="role" defaultValue="warehouse" className={`${inputClass} bg-white`}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABEL[r]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="panel" disabled={busy}>
        {STAFF_TEXT.invite}
      </Button>
    </form>
  );
}
