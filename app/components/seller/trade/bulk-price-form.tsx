/** A group's prices many at a time (issue 33, decision 0093): products chosen by category and a
 * search, then one price for all, a percentage off each list price, or the group's own prices
 * removed. Saved through the API, which answers how many changed. */
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { CATEGORIES } from '../../../../domain/catalog/categories';
import { api } from '../../../lib/api';
import { useText } from '../../../lib/text';
import { notify } from '../notify';
import { Select, TextInput } from '../seller-fields';
import { Button } from '../../shared/ui';

const num = (v: FormDataEntryValue | null) => {
  const text = String(v ?? '')
    .trim()
    .replace(',', '.');
  return text === '' ? undefined : Number(text);
};

export function BulkPriceForm({ group }: { group: { _id: string; name: string } }) {
  const { BULK_PRICE_UI: T } = useText();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [action, setAction] = useState<'price' | 'percent' | 'clear'>('percent');
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const category = String(form.get('category') ?? '');
    const search = String(form.get('search') ?? '').trim();
    const json = {
      ...(category ? { category } : {}),
      ...(search ? { search } : {}),
      ...(action === 'clear' ? { clear: true } : { [action]: num(form.get('value')) }),
    };
    setBusy(true);
    const result = await api<{ message: string }>(`/trade/seller/groups/${group._id}/bulk-prices`, {
      method: 'POST',
      json,
    });
    setBusy(false);
    if (notify(result, result.message ?? '')) await revalidator.revalidate();
  }
  return (
    <form
      onSubmit={save}
      className="mt-8 space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="bulk-title"
    >
      <h2 id="bulk-title" className="text-lg font-semibold">
        {T.title} · {group.name}
      </h2>
      <p className="text-sm text-slate-600">{T.lead}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select label={T.category} name="category" defaultValue="">
          <option value="">{T.allCategories}</option>
          {CATEGORIES.map((c) => (
            <option key={c.path} value={c.path}>
              {c.text}
            </option>
          ))}
        </Select>
        <TextInput label={T.search} name="search" />
        <Select
          label={T.action}
          name="action"
          value={action}
          onChange={(e) => setAction(e.target.value as typeof action)}
        >
          <option value="percent">{T.setPercent}</option>
          <option value="price">{T.setPrice}</option>
          <option value="clear">{T.clear}</option>
        </Select>
        {action !== 'clear' && <TextInput label={T.value} name="value" inputMode="decimal" required />}
      </div>
      <Button type="submit" variant="panel" disabled={busy}>
        {T.apply}
      </Button>
    </form>
  );
}
