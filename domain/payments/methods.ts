/** How an order is paid (issue 34 item 2, decision 0105): the one place that says which methods a
 * customer may choose and why the others are not offered. Pure: the server passes the zone, the
 * buyer's terms and the total; the cart shows the same answer the order's transaction enforces. */
import type { PaymentType } from '../delivery/delivery.ts';

export const PAYMENT_METHODS = ['cod', 'prepay', 'terms'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The spec's `paymentType` of a method: cash on delivery, or a bank transfer (before or after). */
export const paymentTypeOf = (method: PaymentMethod): PaymentType => (method === 'cod' ? 'COD' : 'TRANSFER');

/** The method an order placed without one gets: today's behaviour, by the zone alone. */
export const defaultMethod = (zonePayment: PaymentType): PaymentMethod => (zonePayment === 'COD' ? 'cod' : 'prepay');

/** A company's payment terms as the seller set them; null: it pays like a retail customer. */
export type CreditTerms = { days: number; limitQepik: number };

/** Why a method is not offered: the zone takes no cash; the buyer has no terms; the order is over
 * what is left of the limit. */
export type Unavailable = 'zoneNoCash' | 'noTerms' | 'overLimit';
export type PaymentChoice =
  { method: PaymentMethod; ok: true } | { method: PaymentMethod; ok: false; why: Unavailable };

export type ChoiceInput = {
  /** The zone's payment (delivery.ts): COD where cash is taken. */
  zonePayment: PaymentType;
  terms: CreditTerms | null;
  /** Limit minus the company's unpaid orders on terms; ignored without terms. */
  remainingQepik: number;
  totalQepik: number;
};

export function paymentChoices(input: ChoiceInput): PaymentChoice[] {
  const cod: PaymentChoice =
    input.zonePayment === 'COD' ? { method: 'cod', ok: true } : { method: 'cod', ok: false, why: 'zoneNoCash' };
  const terms: PaymentChoice = !input.terms
    ? { method: 'terms', ok: false, why: 'noTerms' }
    : input.totalQepik > input.remainingQepik
      ? { method: 'terms', ok: false, why: 'overLimit' }
      : { method: 'terms', ok: true };
  return [cod, { method: 'prepay', ok: true }, terms];
}

/** The method the checkout preselects: terms for a company that may use them, else the zone's. */
export function preferredMethod(choices: PaymentChoice[], zonePayment: PaymentType): PaymentMethod {
  return choices.find((c) => c.method === 'terms')?.ok ? 'terms' : defaultMethod(zonePayment);
}

export const isPaymentMethod = (v: unknown): v is PaymentMethod =>
  typeof v === 'string' && (PAYMENT_METHODS as readonly string[]).includes(v);

/** The confirmation's next steps for an order's method: the "paid on delivery" step (the third)
 * becomes the transfer's for an order paid by bank transfer. */
export function stepsFor<T>(steps: readonly T[], method: PaymentMethod, transferStep: T): T[] {
  return steps.map((step, i) => (i === 2 && method !== 'cod' ? transferStep : step));
}
