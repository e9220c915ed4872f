/** The seller's settings form as posted (flat named fields) and back: the
 * form works without JavaScript, so the action rebuilds the API's object. */
import type { z } from 'zod';
import { formatPhone } from '../shared/phone.ts';
import type { ShopSettings } from './settings-schema.ts';
import { bankFromForm, bankToForm } from '../payments/bank-form.ts';

export const PHONE_SLOTS = 3;
export const SOCIAL_SLOTS = 4;

const TEXT_FIELDS = [
  'legalName',
  'legalForm',
  'taxId',
  'registration',
  'address',
  'email',
  'whatsapp',
  'workingHours',
  'licenceNumber',
  'licenceAuthority',
  'terms',
  'returns',
  'termsRu',
  'returnsRu',
] as const;

/** A decimal comma is read as a point; an empty or odd value stays as typed, for the schema to refuse. */
function manatField(value: string | undefined): unknown {
  const v = (value ?? '').trim().replace(',', '.');
  if (v === '') return 0;
  const n = Number(v);
  return Number.isFinite(n) ? n : v;
}

export function settingsFromForm(fields: Record<string, string>): unknown {
  const out: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) out[name] = fields[name] ?? '';
  out.phones = Array.from({ length: PHONE_SLOTS }, (_, i) => (fields[`phone${i}`] ?? '').trim()).filter(Boolean);
  out.social = Array.from({ length: SOCIAL_SLOTS }, (_, i) => ({
    label: (fields[`socialLabel${i}`] ?? '').trim(),
    href: (fields[`socialHref${i}`] ?? '').trim(),
  })).filter((s) => s.label || s.href);
  out.minOrder = manatField(fields.minOrder);
  out.rxMode = fields.rxMode || 'prescription';
  Object.assign(out, bankFromForm(fields)); // issue 34
  return out;
}

/** The form field an issue belongs to: `phones.1` is `phone1`, `social.0.href` is `socialHref0`. */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const [head, index, key] = path;
  if (head === 'phones') return `phone${typeof index === 'number' ? index : 0}`;
  if (head === 'social') return `social${key === 'label' ? 'Label' : 'Href'}${typeof index === 'number' ? index : 0}`;
  return String(head);
}

export function settingsFormErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[formFieldOf(issue.path)] ??= issue.message;
  return errors;
}

/** The settings as the form's default values. */
export function settingsToForm(s: ShopSettings): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of TEXT_FIELDS) out[name] = s[name] ?? '';
  // the numbers as people read them, not as stored (+994125554747); the schema reads both
  s.phones.forEach((p, i) => (out[`phone${i}`] = formatPhone(p)));
  out.whatsapp = s.whatsapp && formatPhone(s.whatsapp);
  s.social.forEach((x, i) => {
    out[`socialLabel${i}`] = x.label;
    out[`socialHref${i}`] = x.href;
  });
  out.minOrder = String(s.minOrder);
  out.rxMode = s.rxMode;
  Object.assign(out, bankToForm(s)); // issue 34
  return out;
}
