/** The bank fields of the seller's settings form (issue 34 item 1), flat as posted and back. */
import type { ShopSettings } from '../settings/settings-schema.ts';
import { formatIban } from './iban.ts';

export const BANK_TEXT_FIELDS = ['bankName', 'bankCode', 'bankCorrAccount', 'bankSwift', 'bankIban'] as const;
export const BANK_NUMBER_FIELDS = ['vatRate', 'prepayRemindDays', 'prepayCancelDays', 'termsRemindDays'] as const;

/** A number as typed (a decimal comma read as a point); an odd value stays text for the schema to refuse. */
function numberField(value: string | undefined): unknown {
  const v = (value ?? '').trim().replace(',', '.');
  const n = Number(v);
  return v !== '' && Number.isFinite(n) ? n : v;
}

export function bankFromForm(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of BANK_TEXT_FIELDS) out[name] = (fields[name] ?? '').trim();
  for (const name of BANK_NUMBER_FIELDS) out[name] = numberField(fields[name]);
  out.vatIncluded = fields.vatIncluded === 'on';
  return out;
}

export function bankToForm(s: ShopSettings): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of BANK_TEXT_FIELDS) out[name] = s[name];
  out.bankIban = s.bankIban && formatIban(s.bankIban);
  out.bankCorrAccount = s.bankCorrAccount && formatIban(s.bankCorrAccount);
  for (const name of BANK_NUMBER_FIELDS) out[name] = String(s[name]);
  out.vatIncluded = s.vatIncluded ? 'on' : '';
  return out;
}
