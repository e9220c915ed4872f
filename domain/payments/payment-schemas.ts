/** The payloads of payments (issue 34): a payment recorded by the seller, a reversal, a company's
 * terms. One definition for the API, the seller's forms and the tests. */
import { z } from 'zod';
import { bakuToday } from '../orders/order-filters.ts';
import { safeString } from '../shared/schemas.ts';
import { textsIn } from '../i18n/texts-in.ts';

// Read by the API and the tests only; a page importing these schemas would carry the compiler.
const { PAYMENTS_MSG: M } = textsIn('az');

const qepikOf = (manat: number) => Math.round(manat * 100);

/** Manat, more than zero, at most two decimals, at most 10 000 000. */
const amount = z
  .number({ error: M.amount })
  .refine((v) => v >= 0.01 && v <= 10_000_000 && Math.abs(v * 100 - qepikOf(v)) < 1e-6, M.amount);

export const PAYMENT_KINDS = ['bank', 'cash', 'card'] as const;

export const paymentSchema = z.object({
  amount,
  /** The day the money arrived (Baku); today when left out; never in the future. */
  paidOn: safeString({ error: M.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && v <= bakuToday(), M.date)
    .optional(),
  method: z.enum(PAYMENT_KINDS, { error: M.method }).default('bank'),
  reference: safeString({ error: M.reference }).trim().max(100, M.reference).default(''),
  /** The same key twice records one payment (the form's token; the API's Idempotency-Key). */
  key: safeString({ error: M.key }).trim().min(1, M.key).max(255, M.key).optional(),
});
export type PaymentInput = z.output<typeof paymentSchema>;

export const companyTermsSchema = z.object({
  /** Net days from delivery; null: no terms. */
  termsDays: z.number({ error: M.termsDays }).int(M.termsDays).min(1, M.termsDays).max(180, M.termsDays).nullable(),
  /** Manat; null: no terms. */
  creditLimit: z
    .number({ error: M.creditLimit })
    .min(0, M.creditLimit)
    .max(10_000_000, M.creditLimit)
    .refine((v) => Math.abs(v * 100 - qepikOf(v)) < 1e-6, M.creditLimit)
    .nullable(),
});
export type CompanyTermsInput = z.output<typeof companyTermsSchema>;
