/** The checkout's fields each refusal of prescriptionProblem() (rx.ts) is about, so the page marks
 * them. It reads plain catalogue strings, so the cart's JavaScript takes no schema module and no
 * message compiler for it; a Russian page passes its own RX_MESSAGES (decision 0100). */
import { RX_MESSAGES as AZ } from '../i18n/az/rx-text.ts';

export type PrescriptionField = 'vetName' | 'clinic' | 'prescriptionPhoto';
type Refusals = { readonly needPrescription: string; readonly needVet: string; readonly needClinic: string };

export function prescriptionProblemFields(message: string | undefined, messages: Refusals = AZ): PrescriptionField[] {
  if (message === messages.needPrescription) return ['vetName', 'clinic', 'prescriptionPhoto'];
  if (message === messages.needVet) return ['vetName'];
  if (message === messages.needClinic) return ['clinic'];
  return [];
}
