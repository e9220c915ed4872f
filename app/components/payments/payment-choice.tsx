/** The checkout's payment (issue 34 item 2): the methods this buyer may use in this zone, chosen by
 * a radio when there are more than one, why the others are not offered, and for a transfer the
 * bank details. The rule is domain/payments/methods.ts's; the order's transaction checks it again. */
import { useState } from 'react';
import type { DeliveryZone } from '../../../domain/delivery/delivery';
import { formatMoneyIn } from '../../../domain/shared/format';
import { toManat } from '../../../domain/shared/money';
import {
  paymentChoices,
  preferredMethod,
  type CreditTerms,
  type PaymentMethod,
} from '../../../domain/payments/methods';
import { useLang, useText } from '../../lib/text';
import { BankDetails } from './bank-details';

export type BuyerCredit = { terms: CreditTerms; remainingQepik: number } | null;
const row = 'flex items-baseline justify-between gap-3';

type Props = { zone: DeliveryZone | null; totalQepik: number; credit: BuyerCredit; label: string };

export function PaymentChoice({ zone, totalQepik, credit, label }: Props) {
  const { PAYMENT_UI } = useText();
  const lang = useLang();
  const money = (qepik: number) => formatMoneyIn(lang, toManat(qepik));
  const zonePayment = zone && !zone.cod ? 'TRANSFER' : 'COD';
  const choices = paymentChoices({
    zonePayment,
    terms: credit?.terms ?? null,
    remainingQepik: credit?.remainingQepik ?? 0,
    totalQepik,
  });
  const offered = choices.filter((c) => c.ok).map((c) => c.method);
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const method = picked && offered.includes(picked) ? picked : preferredMethod(choices, zonePayment);
  const nameOf = (m: PaymentMethod) =>
    m === 'terms' ? PAYMENT_UI.method.terms(String(credit?.terms.days ?? '')) : PAYMENT_UI.method[m];
  const reasons = choices.flatMap((c) =>
    c.ok || c.why === 'noTerms'
      ? []
      : [
          c.why === 'overLimit'
            ? PAYMENT_UI.why.overLimit(money(totalQepik), money(credit?.remainingQepik ?? 0))
            : PAYMENT_UI.why.zoneNoCash,
        ],
  );
  return (
    <div className="space-y-2">
      <p className={row}>
        <span>{label}</span>
        <span data-testid="payment-method" className="text-right">
          {nameOf(method)}
        </span>
      </p>
      {offered.length > 1 && (
        <fieldset className="space-y-1" data-testid="payment-choice">
          <legend className="sr-only">{PAYMENT_UI.methods}</legend>
          {offered.map((m) => (
            <label
              key={m}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3"
            >
              <input type="radio" name="paymentMethod" value={m} checked={method === m} onChange={() => setPicked(m)} />
              <span>{nameOf(m)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {credit && (
        <p className="text-xs text-slate-600" data-testid="credit-left">
          {PAYMENT_UI.remaining(money(credit.remainingQepik), money(credit.terms.limitQepik))}
        </p>
      )}
      {reasons.map((r) => (
        <p key={r} className="rounded-md bg-amber-50 px-2 py-1 text-amber-900" data-testid="payment-why">
          {r}
        </p>
      ))}
      {method !== 'cod' && (
        <>
          {method === 'prepay' && <p className="text-xs text-slate-700">{PAYMENT_UI.prepayNote}</p>}
          <BankDetails />
        </>
      )}
    </div>
  );
}
