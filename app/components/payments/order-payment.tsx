/** An order's payment on the customer's page (issue 34 item 3): paid / partly / unpaid / overdue,
 * what is paid and left, the due date of an order on terms, and while a transfer is owed the bank
 * details with the order's number as the payment's purpose. */
import { formatDateIn, formatMoneyIn } from '../../../domain/shared/format';
import type { PaymentState } from '../../../domain/payments/state';
import { ORDER_STATUS } from '../../../domain/orders/order-status';
import { useLang, useText } from '../../lib/text';
import { BankDetails } from './bank-details';
import { AppLink } from '../shared/app-link';

export type OrderPaymentView = {
  number: number;
  paymentMethod: 'cod' | 'prepay' | 'terms';
  paid: number;
  outstanding: number;
  state: PaymentState;
  dueAt: string | null;
};

const TONE: Record<PaymentState, string> = {
  paid: 'bg-teal-50 text-teal-900',
  partly: 'bg-amber-50 text-amber-900',
  unpaid: 'bg-slate-100 text-slate-800',
  overdue: 'bg-red-50 text-red-800',
};

export function OrderPayment({ payment, status }: { payment: OrderPaymentView; status: string }) {
  const { PAYMENT_UI } = useText();
  const lang = useLang();
  const owed = payment.state !== 'paid' && status !== ORDER_STATUS.cancelled;
  return (
    <section aria-labelledby="order-payment-title" className="mt-6 space-y-3" data-testid="order-payment">
      <h2 id="order-payment-title" className="text-lg font-bold text-slate-900">
        {PAYMENT_UI.methods}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className={`rounded-full px-2 py-0.5 font-semibold ${TONE[payment.state]}`} data-testid="payment-state">
          {PAYMENT_UI.state[payment.state]}
        </span>
        {payment.paymentMethod !== 'cod' && (
          <span>{PAYMENT_UI.paidOf(formatMoneyIn(lang, payment.paid), formatMoneyIn(lang, payment.outstanding))}</span>
        )}
        {payment.dueAt && <span>{PAYMENT_UI.dueOn(formatDateIn(lang, payment.dueAt))}</span>}
      </p>
      {owed && payment.paymentMethod !== 'cod' && <BankDetails orderNumber={payment.number} />}
      {payment.paymentMethod === 'terms' && (
        <AppLink to="/account/statement" className="inline-block text-sm font-semibold text-primary underline">
          {PAYMENT_UI.statement}
        </AppLink>
      )}
    </section>
  );
}
