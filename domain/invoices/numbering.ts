/** Document numbers (issue 34 item 3, decision 0110): invoices and credit notes each count
 * without a gap from 1 every year, in Baku time; a proforma is not an accounting document
 * and carries the order's number, which is also the transfer's payment reference. */

export const DOC_KINDS = ['invoice', 'credit'] as const;
export type DocKind = (typeof DOC_KINDS)[number];

const PREFIX: Record<DocKind, string> = { invoice: 'VA', credit: 'VA-KQ' };

/** "VA-2026-000123", "VA-KQ-2026-000007" (kredit qeydi). */
export function documentNumber(kind: DocKind, year: number, seq: number): string {
  return `${PREFIX[kind]}-${year}-${String(seq).padStart(6, '0')}`;
}

/** The year a document is counted in: Baku's (UTC+4 all year), so a New Year's Eve invoice
 * at 23:30 in Baku is the new year's. */
export function bakuYear(at: Date): number {
  return new Date(at.getTime() + 4 * 3_600_000).getUTCFullYear();
}

/** The proforma's number and the transfer's payment reference: the order's number. */
export function proformaNumber(orderNumber: number): string {
  return `PF-${orderNumber}`;
}
