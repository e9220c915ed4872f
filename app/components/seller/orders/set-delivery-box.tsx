/** The seller sets the delivery of an order whose address named no zone (decision 0078): a zone,
 * and a fee of the seller's own or none (the zone's, with its free threshold). The server prices
 * it (PUT /api/order/seller/{id}/delivery) and e-mails the customer the final amount. */
import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { DeliveryZone } from '../../../../domain/delivery/delivery';
import { formatMoney } from '../../../../domain/shared/format';
import { api } from '../../../lib/api';
import { Button } from '../../shared/ui';
import { notify, orDefault } from '../notify';
import { useText } from '../../../lib/text';

export function SetDeliveryBox({ orderId, zones }: { orderId: string; zones: DeliveryZone[] }) {
  const { DELIVERY_AGREE_SELLER } = useText();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fee = String(form.get('fee') ?? '')
      .trim()
      .replace(',', '.');
    setBusy(true);
    const result = await api(`/order/seller/${orderId}/delivery`, {
      method: 'PUT',
      json: { zone: form.get('zone'), ...(fee ? { fee: Number(fee) } : {}) },
    });
    setBusy(false);
    if (notify(result, DELIVERY_AGREE_SELLER.saved, orDefault(DELIVERY_AGREE_SELLER.failed)))
      await revalidator.revalidate();
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-amber-400 bg-amber-50 p-4 md:p-5"
      data-testid="set-delivery"
    >
      <h2 id={`${id}-title`} className="mb-1 text-sm font-semibold uppercase tracking-wide text-amber-950">
        {DELIVERY_AGREE_SELLER.setTitle}
      </h2>
      <p className="mb-3 text-sm text-amber-950">{DELIVERY_AGREE_SELLER.setLead}</p>
      <form onSubmit={save} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-zone`} className="block text-sm font-medium">
            {DELIVERY_AGREE_SELLER.zone}
          </label>
          <select
            id={`${id}-zone`}
            name="zone"
            required
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            {zones.map((z) => (
              <option key={z._id} value={z._id}>
                {z.name} — {formatMoney(z.fee)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-fee`} className="block text-sm font-medium">
            {DELIVERY_AGREE_SELLER.feeLabel}
          </label>
          <input
            id={`${id}-fee`}
            name="fee"
            inputMode="decimal"
            pattern="[0-9]+([.,][0-9]{1,2})?"
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
          />
        </div>
        <Button type="submit" variant="panel" disabled={busy} className="h-11 px-4 text-sm">
          {DELIVERY_AGREE_SELLER.save}
        </Button>
      </form>
    </section>
  );
}
