/** A company's payment terms and balance on its seller page (issue 34 items 2, 3): net days and
 * the credit limit (the accountant edits them), what it owes, what is overdue and what is left of
 * the limit, each order's payment state. */
import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { formatDate, formatMoney } from '../../../../domain/shared/format';
import type { PaymentState } from '../../../../domain/payments/state';
import { api } from '../../../lib/api';
import { AppLink } from '../../shared/app-link';
import { notify } from '../../seller/notify';
import { Button } from '../../shared/ui';
import { useText } from '../../../lib/text';

export type CompanyStatement = {
  company: { _id: string };
  termsDays: number | null;
  creditLimit: number | null;
  remaining: number | null;
  owed: number;
  overdue: number;
  orders: {
    orderId: string;
    number: number;
    amount: number;
    paid: number;
    state: PaymentState;
    dueAt: string | null;
  }[];
};

const input = 'mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm';
const num = (v: FormDataEntryValue | null) => {
  const s = String(v ?? '')
    .trim()
    .replace(',', '.');
  return s === '' ? null : Number(s);
};

export function CompanyCredit({ s, canWrite }: { s: CompanyStatement; canWrite: boolean }) {
  const { PAYMENT_STATE_TEXT, PAYMENTS_MSG, PAYMENTS_PANEL: T } = useText();
  const revalidator = useRevalidator();
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await api(`/payments/seller/companies/${s.company._id}/terms`, {
      method: 'PUT',
      json: { termsDays: num(form.get('termsDays')), creditLimit: num(form.get('creditLimit')) },
    });
    setBusy(false);
    if (notify(result, PAYMENTS_MSG.termsSaved)) await revalidator.revalidate();
  }

  return (
    <section
      aria-labelledby={`${id}-t`}
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="company-credit"
    >
      <h2 id={`${id}-t`} className="mb-2 font-semibold">
        {T.balance}
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{T.owed}</dt>
          <dd className="font-semibold" data-testid="company-owed">
            {formatMoney(s.owed)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{T.overdue}</dt>
          <dd className={s.overdue > 0 ? 'font-semibold text-red-800' : ''}>{formatMoney(s.overdue)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{T.creditLimit}</dt>
          <dd>{s.creditLimit == null ? '—' : formatMoney(s.creditLimit)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{T.remaining}</dt>
          <dd data-testid="company-remaining">{s.remaining == null ? '—' : formatMoney(s.remaining)}</dd>
        </div>
      </dl>
      {s.orders.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm">
          {s.orders.map((o) => (
            <li key={o.orderId}>
              <AppLink to={`/seller/orders/${o.orderId}`} className="text-primary-dull underline">
                №{o.number}
              </AppLink>{' '}
              · {formatMoney(o.amount)} · {T.paid} {formatMoney(o.paid)} · {PAYMENT_STATE_TEXT[o.state]}
              {o.dueAt && ` · ${T.due} ${formatDate(o.dueAt)}`}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form
          onSubmit={save}
          className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          aria-label={T.termsTitle}
        >
          <p className="text-sm text-slate-600 sm:col-span-3">{T.termsLead}</p>
          <label className="block text-sm font-medium">
            {T.termsDays}
            <input
              name="termsDays"
              inputMode="numeric"
              pattern="[0-9]*"
              defaultValue={s.termsDays ?? ''}
              className={input}
            />
          </label>
          <label className="block text-sm font-medium">
            {T.creditLimit}
            <input
              name="creditLimit"
              inputMode="decimal"
              pattern="[0-9]+([.,][0-9]{1,2})?"
              defaultValue={s.creditLimit ?? ''}
              className={input}
            />
          </label>
          <Button type="submit" variant="panel" disabled={busy} className="h-11 px-4 text-sm">
            {T.saveTerms}
          </Button>
        </form>
      )}
    </section>
  );
}
