/** A trade customer's company (issue 33): its kinds, statuses and what moves one to another,
 * the VÖEN check and the application's schema. One module for the account page, the API and
 * the seller's panel. */
import { z } from 'zod';
import { bakuToday } from '../orders/order-filters.ts';
import { normalizePhone } from '../shared/phone.ts';
import { safeString, text } from '../shared/schemas.ts';
// raw catalogues, not textsIn: the business page and seller forms run this module in the browser
import { BUSINESS_MSG, BUSINESS_UI } from '../i18n/az/business-text.ts';
import { COMPANY_SELLER_MSG } from '../i18n/az-only/company-seller-text.ts';

export const COMPANY_TYPES = ['clinic', 'pharmacy', 'farm', 'petshop', 'other'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** Clinics and vet pharmacies apply with a veterinary licence (and may then order Rx items
 * without a per-order prescription while it is valid); farms and pet shops follow retail rules. */
export const needsLicence = (type: CompanyType): boolean => type === 'clinic' || type === 'pharmacy';

/** The seller's moves: approve (with a group) what waits, was rejected or suspended; reject what
 * waits; suspend what is approved. */
const MOVES: Record<CompanyStatus, readonly CompanyStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['suspended'],
  rejected: ['approved'],
  suspended: ['approved'],
};
export const canMove = (from: CompanyStatus, to: CompanyStatus): boolean => MOVES[from].includes(to);

/** A VÖEN: 10 digits, the last 1 (a legal entity) or 2 (a natural person); spaces allowed when
 * typed. The tax service publishes no check digit, so this is all a form can check. */
export function normalizeVoen(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  return /^\d{9}[12]$/.test(compact) ? compact : null;
}

/** `2027-03-31` or `31.03.2027` → `2027-03-31`, or null for a date that does not exist. */
export function parseDay(input: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim());
  const az = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(input.trim());
  const [y, m, d] = iso ? [+iso[1], +iso[2], +iso[3]] : az ? [+az[3], +az[2], +az[1]] : [0, 0, 0];
  if (!y) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** Whether a licence valid through `expires` (a Baku calendar day) still holds on `today`. */
export const licenceValid = (expires: string | null, today: string): boolean => expires != null && expires >= today;

const optional = (max: number) =>
  safeString()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);

/** The application's text fields (the scan travels beside them as a file). */
export const companyApplicationSchema = z
  .object({
    legalName: text(BUSINESS_UI.fields.legalName, 200),
    voen: safeString({ error: BUSINESS_MSG.voenRequired })
      .trim()
      .min(1, BUSINESS_MSG.voenRequired)
      .transform((v, ctx) => {
        const voen = normalizeVoen(v);
        if (!voen) ctx.addIssue({ code: 'custom', message: BUSINESS_MSG.voenFormat });
        return voen ?? v;
      }),
    type: z.enum(COMPANY_TYPES, { error: BUSINESS_MSG.typeRequired }),
    legalAddress: text(BUSINESS_UI.fields.legalAddress, 300),
    phone: safeString({ error: BUSINESS_MSG.phoneRequired })
      .trim()
      .min(1, BUSINESS_MSG.phoneRequired)
      .transform((v, ctx) => {
        const phone = normalizePhone(v);
        if (!phone) ctx.addIssue({ code: 'custom', message: BUSINESS_MSG.phoneInvalid });
        return phone ?? v;
      }),
    licenceNumber: optional(60),
    licenceExpires: optional(20).transform((v, ctx) => {
      if (v == null) return null;
      const day = parseDay(v);
      if (!day) ctx.addIssue({ code: 'custom', message: BUSINESS_MSG.licenceExpiresInvalid });
      return day;
    }),
  })
  .superRefine((v, ctx) => {
    if (!needsLicence(v.type)) return;
    if (!v.licenceNumber)
      ctx.addIssue({ code: 'custom', path: ['licenceNumber'], message: BUSINESS_MSG.licenceNeeded });
    else if (!v.licenceExpires)
      ctx.addIssue({ code: 'custom', path: ['licenceExpires'], message: BUSINESS_MSG.licenceNeeded });
    else if (!licenceValid(v.licenceExpires, bakuToday()))
      ctx.addIssue({ code: 'custom', path: ['licenceExpires'], message: BUSINESS_MSG.licenceExpired });
  });
export type CompanyApplication = z.output<typeof companyApplicationSchema>;

/** A renewed licence the seller records on a company (decision 0122): its number and a last valid
 * day not yet past (the scan travels beside them as a file, required). */
export const licenceRenewalSchema = z.object({
  licenceNumber: safeString({ error: COMPANY_SELLER_MSG.licenceRenewalNeeds })
    .trim()
    .min(1, COMPANY_SELLER_MSG.licenceRenewalNeeds)
    .max(60, COMPANY_SELLER_MSG.licenceRenewalNeeds),
  licenceExpires: safeString({ error: BUSINESS_MSG.licenceExpiresInvalid })
    .trim()
    .transform((v, ctx) => {
      const day = parseDay(v);
      if (!day) ctx.addIssue({ code: 'custom', message: BUSINESS_MSG.licenceExpiresInvalid });
      else if (!licenceValid(day, bakuToday()))
        ctx.addIssue({ code: 'custom', message: COMPANY_SELLER_MSG.licenceRenewalExpired });
      return day ?? v;
    }),
});
export type LicenceRenewal = z.output<typeof licenceRenewalSchema>;

export const rejectSchema = z.object({
  reason: safeString({ error: COMPANY_SELLER_MSG.reasonRequired, multiline: true })
    .trim()
    .min(3, COMPANY_SELLER_MSG.reasonRequired)
    .max(1000),
});
