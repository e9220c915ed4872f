/** The seller's decisions on a company (issue 33): approve with a group, reject with a reason,
 * suspend or reinstate; each through the API (decision 0037), the page read again after. */
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { canMove, type CompanyStatus } from '../../../../domain/trade/company';
import { useText } from '../../../lib/text';
import { api } from '../../../lib/api';
import { notify } from '../notify';
import { Select, TextArea } from '../seller-fields';
import { Button } from '../../shared/ui';

type Props = { id: string; status: CompanyStatus; groupId: string | null; groups: { _id: string; name: string }[] };

export function CompanyDecisions({ id, status, groupId, groups }: Props) {
  const { SELLER_TRADE_UI: T, COMPANY_SELLER_MSG } = useText();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function decide(event: FormEvent<HTMLFormElement>, action: string, success: string) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setBusy(true);
    const json =
      action === 'approve'
        ? { groupId: form.groupId || undefined }
        : action === 'reject'
          ? { reason: form.reason ?? '' }
          : {};
    const result = await api(`/trade/seller/companies/${id}/${action}`, { method: 'POST', json });
    setBusy(false);
    if (notify(result, success)) await revalidator.revalidate();
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {canMove(status, 'approved') && (
        <form
          onSubmit={(e) => decide(e, 'approve', COMPANY_SELLER_MSG.approved)}
          className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <Select label={T.chooseGroup} name="groupId" defaultValue={groupId ?? ''} required>
            <option value="" disabled>
              {T.chooseGroup}
            </option>
            {groups.map((g) => (
              <option key={g._id} value={g._id}>
                {g.name}
              </option>
            ))}
          </Select>
          <Button type="submit" variant="panel" disabled={busy}>
            {status === 'suspended' ? T.reinstate : T.approve}
          </Button>
        </form>
      )}
      {canMove(status, 'rejected') && (
        <form
          onSubmit={(e) => decide(e, 'reject', COMPANY_SELLER_MSG.rejected)}
          className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <TextArea label={T.rejectReason} name="reason" rows={3} required />
          <Button type="submit" variant="panel-danger" disabled={busy}>
            {T.reject}
          </Button>
        </form>
      )}
      {canMove(status, 'suspended') && (
        <form
          onSubmit={(e) => decide(e, 'suspend', COMPANY_SELLER_MSG.suspended)}
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <Button type="submit" variant="panel-danger" disabled={busy}>
            {T.suspend}
          </Button>
        </form>
      )}
    </div>
  );
}
