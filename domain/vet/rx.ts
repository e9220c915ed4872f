/** Prescription-only (Rx) items at checkout (issue 22 item 6, decision 0053): the
 * shop's rule for them, and the prescription an order carries. One schema for
 * the API, the cart's route action and the tests. */
import { z } from 'zod';
import type { PrescriptionInput } from '../shared/schemas.ts';
import { RX_MESSAGES } from '../i18n/az/rx-text.ts';

/** `prescription`: Rx items are ordered with the prescribing vet or a photo of the
 * prescription; `ask`: they are shown, but the customer is asked to write or call. */
export const RX_MODES = ['prescription', 'ask'] as const;
export type RxMode = (typeof RX_MODES)[number];
export const DEFAULT_RX_MODE: RxMode = 'prescription';

export const rxModeSchema = z.enum(RX_MODES, { error: RX_MESSAGES.badMode });

/** The refusal when an order with Rx items lacks the prescription, or null when it may go:
 * the vet's name and clinic both, or a photo. */
export function prescriptionProblem(input: PrescriptionInput | undefined, hasPhoto: boolean): string | null {
  if (hasPhoto) return null;
  const vet = input?.vetName ?? '';
  const clinic = input?.clinic ?? '';
  if (vet && clinic) return null;
  if (vet) return RX_MESSAGES.needClinic;
  if (clinic) return RX_MESSAGES.needVet;
  return RX_MESSAGES.needPrescription;
}

/** What the seller sees of an order's prescription. */
/** A clinic's or pharmacy's licence that stood for the prescription (decision 0122), as it was
 * when ordered: its number, its last valid day and the company. */
export type RxLicence = { number: string; expires: string | null; company: string | null };

export type Prescription = {
  vetName: string;
  clinic: string;
  hasPhoto: boolean;
  checkedAt: string | null;
  checkedBy: string | null;
  /** Set when a licence stood in place of a prescription; then no vet, clinic or photo. */
  licence?: RxLicence | null;
};

/** The order history's `to` of a prescription check (beside the statuses and 'deleted'). */
export const RX_CHECKED_EVENT = 'rx-checked';
