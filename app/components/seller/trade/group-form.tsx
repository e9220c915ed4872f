/** A customer group's name and percentages (issue 33), saved through the API (decision 0037). */
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { CATEGORIES } from '../../../../domain/catalog/categories';
import { useText } from '../../../lib/text';
import type { GroupSummary } from '../../../../domain/trade/types';
import { api } from '../../../lib/api';
import { notify } from '../notify';
import { TextInput } from '../seller-fields';
import { Button } from '../../shared/ui';

const percent = (v: FormDataEntryValue | null) => {
  const text = String(v ?? '')
    .trim()
    .replace(',', '.');
  return text === '' ? null : Number(text);
};

export function GroupForm({ group }: { group?: GroupSummary }) {
  const { SELLER_TRADE_UI: T, COMPANY_SELLER_MSG } = useText();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const categoryPercents: Record<string, number> = {};
    for (const c of CATEGORIES) {
      const p = percent(form.get(`cat-${c.path}`));
      if (p != null) categoryPercents[c.path] = p;
    }
    const json = {
      name: String(form.get('name') ?? ''),
      cataloguePercent: percent(form.get('cataloguePercent')),
      categoryPercents,
    };
    setBusy(true);
    const result = await api(group ? `/trade/seller/groups/${group._id}` : '/trade/seller/groups', {
      method: group ? 'PUT' : 'POST',
      json,
    });
    setBusy(false);
    if (notify(result, COMPANY_SELLER_MSG.groupSaved)) {
      if (!group) event.currentTarget?.reset();
      await revalidator.revalidate();
    }
  }
  const pct = (n: number | null | undefined) => (n == null ? '' : String(n).replace('.', ','));
  return (
    <form onSubmit={save} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-semibold">{group ? `${group.name} · ${T.companyCount(group.companyCount)}` : T.newGroup}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput label={T.groupName} name="name" required defaultValue={group?.name ?? ''} />
        <TextInput
          label={T.cataloguePercent}
          name="cataloguePercent"
          inputMode="decimal"
          defaultValue={pct(group?.cataloguePercent)}
        />
        {CATEGORIES.map((c) => (
          <TextInput
            key={c.path}
            label={T.categoryPercent(c.text)}
            name={`cat-${c.path}`}
            inputMode="decimal"
            defaultValue={pct(group?.categoryPercents[c.path])}
          />
        ))}
      </div>
      <Button type="submit" variant="panel" disabled={busy}>
        {T.save}
      </Button>
    </form>
  );
}
