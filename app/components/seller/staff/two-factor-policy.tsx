/** The owner's "require two-factor sign-in of all staff" on /seller/staff (decision 0101). */
import { useState } from 'react';
import { useText } from '../../../lib/text';
import { useCall } from './staff-list';
import { Button } from '../../shared/ui';

export function TwoFactorPolicy({ forAll }: { forAll: boolean }) {
  const { TWO_FACTOR_TEXT: T } = useText();
  const call = useCall();
  const [checked, setChecked] = useState(forAll);
  return (
    <form
      aria-labelledby="policy-title"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void call(
          '/staff/two-factor/policy',
          { method: 'PUT', json: { twoFactorForAll: checked } },
          checked ? T.policyOn : T.policyOff,
        );
      }}
    >
      <h2 id="policy-title" className="w-full text-lg font-semibold">
        {T.policyTitle}
      </h2>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} className="h-4 w-4" />
        {T.policyForAll}
      </label>
      <Button type="submit" variant="panel" disabled={checked === forAll}>
        {T.policySave}
      </Button>
    </form>
  );
}
