/** The seller records a company's renewed licence (decision 0122): number, last valid day and the
 * scan, posted as a form to POST /api/trade/seller/companies/{id}/licence; the page is read again
 * after, so the licence row above shows the new one. Shown to a role with `companies.write`. */
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { useText } from '../../../lib/text';
import { api } from '../../../lib/api';
import { notify } from '../notify';
import { TextInput } from '../seller-fields';
import { Button } from '../../shared/ui';

export function LicenceRenewalForm({ id, number }: { id: string; number: string | null }) {
  const { SELLER_TRADE_UI: T, COMPANY_SELLER_MSG } = useText();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    setBusy(true);
    const result = await api(`/trade/seller/companies/${id}/licence`, { method: 'POST', form: new FormData(formEl) });
    setBusy(false);
    if (notify(result, COMPANY_SELLER_MSG.licenceRenewed)) {
      formEl.reset();
      await revalidator.revalidate();
    }
  }
  return (
    <form
      onSubmit={save}
      aria-labelledby="licence-renewal"
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      data-testid="licence-renewal"
    >
      <h3 id="licence-renewal" className="font-semibold">
        {T.renewTitle}
      </h3>
      <TextInput label={T.renewNumber} name="licenceNumber" defaultValue={number ?? ''} maxLength={60} required />
      <TextInput label={T.renewExpires} name="licenceExpires" type="date" required />
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-slate-700">{T.renewFile}</span>
        <input
          type="file"
          name="licenceFile"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          required
          className="block w-full max-w-full text-sm"
        />
      </label>
      <Button type="submit" variant="panel" disabled={busy}>
        {T.renewSave}
      </Button>
    </form>
  );
}
