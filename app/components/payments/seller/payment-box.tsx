/** The seller's payments of one order (issue 34 item 3): its state, what is paid and left, each
 * payment with its reversal, and for the accountant a form to record one. Posts to
 * /api/payments/seller (decision 0037); the form's key makes a double click one payment. */
import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { formatDate, formatMoney } from '../../../../domain/shared/format';
import { bakuToday } from '../../../../domain/orders/order-filters';
import type { OrderPaymentView } from '../order-payment';
import { api } from '../../../lib/api';
import { ConfirmButton } from '../../seller/confirm-button';
import { notify, orDefault } from '../../seller/notify';
import { Button } from '../../shared/ui';
import { useText } from '../../../lib/text';

type Payment = {
  _id: string;
  amount: number;
  paidOn: string;
  method: 'bank' | 'cash' | 'card';
  reference: string;
  reverses: string | null;
  createdBy: string;
};
export type SellerOrderPayments = OrderPaymentView & { orderId: string; amount: number; payments: Payment[] };

const input = 'mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm';

export function PaymentBox({ data, canWrite }: { data: SellerOrderPayments; canWrite: boolean }) {
  const { PAYMENT_KIND_TEXT, PAYMENT_STATE_TEXT, PAYMENTS_MSG, PAYMENTS_PANEL: T } = useText();
  const revalidator = useRevalidator();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const reversed = new Set(data.payments.map((p) => p.reverses).filter(Boolean));

  async function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = Number(String(form.get('amount') ?? '').replace(',', '.'));
    setBusy(true);
    const result = await api(`/payments/seller/order/${data.orderId}`, {
      method: 'POST',
      json: { amount, paidOn: form.get('paidOn'), method: form.get('method'), reference: form.get('reference'), key },
    });
    setBusy(false);
    if (notify(result, PAYMENTS_MSG.recorded, orDefault(T.failed))) {
      setKey(crypto.randomUUID());
      await revalidator.revalidate();
    }
  }

  async function reverse(paymentId: string) {
    const result = await api(`/payments/seller/${paymentId}/reverse`, { method: 'POST', json: {} });
    if (notify(result, PAYMENTS_MSG.reversed)) await revalidator.revalidate();
  }

  return (
    <section
      aria-labelledby={`${id}-t`}
      className="rounded-lg border border-slate-200 bg-white p-4 md:p-5"
      data-testid="payment-box"
    >
      <h2 id={`${id}-t`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
        {T.title}
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{T.state}</dt>
          <dd className="font-semibold" data-testid="seller-payment-state">
            {PAYMENT_STATE_TEXT[data.state]}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{T.paid}</dt>
          <dd data-testid="seller-paid">{formatMoney(data.paid)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{T.outstanding}</dt>
          <dd data-testid="seller-outstanding">{formatMoney(data.outstanding)}</dd>
        </div>
        {data.dueAt && (
          <div>
            <dt className="text-slate-600">{T.due}</dt>
            <dd>{formatDate(data.dueAt)}</dd>
          </div>
        )}
      </dl>
      {data.payments.length ? (
        <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200 text-sm">
          {data.payments.map((p) => (
            <li key={p._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {formatDate(p.paidOn)} · {PAYMENT_KIND_TEXT[p.method]} · <strong>{formatMoney(p.amount)}</strong>
                {p.reference && ` · ${p.reference}`}
                {p.reverses && ` · ${T.reversal}`}
                <span className="text-slate-500"> · {p.createdBy}</span>
              </span>
              {canWrite && !p.reverses && !reversed.has(p._id) && (
                <ConfirmButton onConfirm={() => reverse(p._id)} question={T.reverseConfirm} label={T.reverse} />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{T.none}</p>
      )}
      {canWrite && data.outstanding > 0 && (
        <form
          onSubmit={record}
          className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
          aria-label={T.recordTitle}
        >
          <label className="block text-sm font-medium">
            {T.amount}
            <input
              name="amount"
              required
              inputMode="decimal"
              defaultValue={String(data.outstanding)}
              pattern="[0-9]+([.,][0-9]{1,2})?"
              className={input}
            />
          </label>
          <label className="block text-sm font-medium">
            {T.paidOn}
            <input name="paidOn" type="date" required defaultValue={bakuToday()} max={bakuToday()} className={input} />
          </label>
          <label className="block text-sm font-medium">
            {T.method}
            <select name="method" className={input} defaultValue="bank">
              {(['bank', 'cash', 'card'] as const).map((m) => (
                <option key={m} value={m}>
                  {PAYMENT_KIND_TEXT[m]}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium">
            {T.reference}
            <input name="reference" maxLength={100} className={input} />
          </label>
          <Button type="submit" variant="panel" disabled={busy} className="h-11 px-4 text-sm">
            {T.record}
          </Button>
        </form>
      )}
    </section>
  );
}
