/** The shop's bank details and tax facts in its settings (issue 34 item 1): what a customer is told
 * to transfer to, whether prices include ƏDV and at what rate, and the reminders' days. Spread into
 * `settingsSchema` (domain/settings/settings-schema.ts); every field has a default, so the spec's settings
 * body without them keeps working. */
import { z } from 'zod';
import { optionalText, safeString } from '../shared/schemas.ts';
import { azIbanProblem, normalizeIban } from './iban.ts';
import { fill } from '../i18n/fill.ts';
// the raw catalogue, not textsIn: the settings page checks this schema in the browser
import { PAYMENT_SETTINGS_MSG as M } from '../i18n/az-only/payments-seller-text.ts';

const iban = safeString({ error: M.ibanFormat })
  .transform(normalizeIban)
  .superRefine((v, ctx) => {
    if (v === '') return;
    const problem = azIbanProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem === 'format' ? M.ibanFormat : M.ibanChecksum });
  });

const days = (label: string, max: number) =>
  z
    .number({ error: fill(M.days, label) })
    .int(fill(M.days, label))
    .min(1, fill(M.days, label))
    .max(max, fill(M.days, label));

export const bankSettingsFields = {
  bankName: optionalText(M.bankName, 200).default(''),
  bankCode: safeString({ error: M.bankCode })
    .trim()
    .refine((v) => v === '' || /^\d{6}$/.test(v), M.bankCode)
    .default(''),
  bankCorrAccount: iban.default(''),
  bankSwift: safeString({ error: M.swift })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), M.swift)
    .default(''),
  bankIban: iban.default(''),
  /** Whether the catalogue's prices include ƏDV; the rate in percent. */
  vatIncluded: z.boolean({ error: M.vatIncluded }).default(true),
  vatRate: z.number({ error: M.vatRate }).min(0, M.vatRate).max(50, M.vatRate).default(18),
  prepayRemindDays: days(M.prepayRemindDays, 60).default(3),
  prepayCancelDays: days(M.prepayCancelDays, 90).default(7),
  termsRemindDays: days(M.termsRemindDays, 30).default(3),
};

/** Bank details a customer can transfer to: all of name, IBAN and the shop's VÖEN are set. */
export const hasBankDetails = (s: { bankName: string; bankIban: string }): boolean =>
  s.bankName !== '' && s.bankIban !== '';
