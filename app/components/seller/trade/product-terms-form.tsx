/** A product's own terms in a group's price list (issue 33): found by SKU or barcode (the page's
 * GET form), then its price, up to three breaks and its quantity rule, saved through the API. */
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { formatMoney } from '../../../../domain/shared/format';
import { useText } from '../../../lib/text';
import { api } from '../../../lib/api';
import { notify } from '../notify';
import { TextInput } from '../seller-fields';
import { Button } from '../../shared/ui';

type Terms = {
  price: number | null;
  breaks: { minQuantity: number; price: number }[];
  rule: { minimum: number | null; increment: number | null; maximum: number | null };
};
type Props = {
  product: { _id: string; name: string; offerPrice: number | null };
  group: { _id: string; name: string };
  terms: Terms | null;
};

const num = (v: FormDataEntryValue | null) => {
  const text = String(v ?? '')
    .trim()
    .replace(',', '.');
  return text === '' ? null : Number(text);
};
const shown = (n: number | null | undefined) => (n == null ? '' : String(n).replace('.', ','));

export function ProductTermsForm({ product, group, terms }: Props) {
  const { SELLER_TRADE_UI: T, COMPANY_SELLER_MSG } = useText();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const breaks = [1, 2, 3]
      .map((i) => ({ minQuantity: num(form.get(`breakFrom${i}`)), price: num(form.get(`breakPrice${i}`)) }))
      .filter((b) => b.minQuantity != null || b.price != null);
    const json = {
      price: num(form.get('price')),
      breaks,
      minimum: num(form.get('minimum')),
      increment: num(form.get('increment')),
      maximum: num(form.get('maximum')),
    };
    setBusy(true);
    const result = await api(`/trade/seller/groups/${group._id}/products/${product._id}`, { method: 'PUT', json });
    setBusy(false);
    if (notify(result, COMPANY_SELLER_MSG.groupSaved)) await revalidator.revalidate();
  }
  return (
    <form onSubmit={save} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <p className="font-medium">
        {product.name} · {group.name}
      </p>
      <p className="text-sm text-slate-600">{T.listPrice(formatMoney(product.offerPrice))}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput label={T.groupPrice} name="price" inputMode="decimal" defaultValue={shown(terms?.price)} />
        {[1, 2, 3].map((i) => (
          <div key={i} className="contents">
            <TextInput
              label={T.breakFrom(i)}
              name={`breakFrom${i}`}
              inputMode="numeric"
              defaultValue={shown(terms?.breaks[i - 1]?.minQuantity)}
            />
            <TextInput
              label={T.breakPrice(i)}
              name={`breakPrice${i}`}
              inputMode="decimal"
              defaultValue={shown(terms?.breaks[i - 1]?.price)}
            />
          </div>
        ))}
        <TextInput label={T.minimum} name="minimum" inputMode="numeric" defaultValue={shown(terms?.rule.minimum)} />
        <TextInput
          label={T.increment}
          name="increment"
          inputMode="numeric"
          defaultValue={shown(terms?.rule.increment)}
        />
        <TextInput label={T.maximum} name="maximum" inputMode="numeric" defaultValue={shown(terms?.rule.maximum)} />
      </div>
      <Button type="submit" variant="panel" disabled={busy}>
        {T.save}
      </Button>
    </form>
  );
}
