/** A packer's batch swap (issue 41 item 2): the warehouse packs the box it has in hand, which may
 * be another batch than the one first expired, first out chose; the order's record then names the
 * batch that really went. Allowed until the order is completed (a completed or cancelled order's
 * boxes have left or come back). The rule, the payload and the seller's words. */
import { z } from 'zod';
// the raw catalogue, not textsIn: the seller's order page names batches in the browser
import { BATCH_TEXT } from '../i18n/az-only/batch-text.ts';
import { ORDER_STATUS } from '../orders/order-status.ts';
import { idSchema } from '../shared/schemas.ts';
import { MAX_STOCK } from './stock-schemas.ts';

export function canSwapBatch(status: string): boolean {
  return status === ORDER_STATUS.sent || status === ORDER_STATUS.accepted;
}

/** The batch as a person names it: its number, or "köhnə qalıq" for the stock from before batches. */
export const batchName = (number: string) => number || BATCH_TEXT.oldStock;

export const BATCH_SWAP_TEXT = {
  title: 'Seriyanı dəyiş',
  lead: 'Əlinizdəki qutu başqa seriyadandırsa, sifarişin qeydini ona keçirin.',
  from: 'Götürülmüş seriya',
  to: 'Əvəzinə seriya',
  quantity: 'Miqdar',
  submit: 'Seriyanı dəyiş',
  noOther: 'Bu məhsulun satıla bilən başqa seriyası yoxdur.',
  closed: 'Tamamlanmış və ya ləğv edilmiş sifarişin seriyası dəyişdirilə bilməz.',
  productNotInOrder: 'Bu məhsul sifarişdə yoxdur.',
  notTaken: (number: string) => `Sifariş "${batchName(number)}" seriyasından götürməyib.`,
  moreThanTaken: (number: string, taken: number) =>
    `Sifariş "${batchName(number)}" seriyasından cəmi ${taken} ədəd götürüb.`,
  sameBatch: 'Başqa seriya seçin.',
  notSellable: (number: string) =>
    `"${batchName(number)}" seriyası satıla bilməz: vaxtı keçib, son günlərindədir və ya bloklanıb.`,
  swapped: (quantity: number, from: string, to: string) =>
    `${quantity} ədəd "${batchName(from)}" seriyasından "${batchName(to)}" seriyasına keçirildi.`,
  quantityInvalid: BATCH_TEXT.quantityInvalid,
} as const;

const batchNumber = z.string({ error: BATCH_TEXT.batchRequired }).trim().max(60, BATCH_TEXT.batchTooLong);

/** POST /api/order/:id/batch-swap, and the seller page's form. `from` may be '' (the köhnə qalıq). */
export const batchSwapSchema = z.object({
  product: idSchema,
  from: batchNumber,
  to: batchNumber.min(1, BATCH_TEXT.batchRequired),
  quantity: z.coerce
    .number({ error: BATCH_SWAP_TEXT.quantityInvalid })
    .int(BATCH_SWAP_TEXT.quantityInvalid)
    .min(1, BATCH_SWAP_TEXT.quantityInvalid)
    .max(MAX_STOCK, BATCH_SWAP_TEXT.quantityInvalid),
});
export type BatchSwapInput = z.infer<typeof batchSwapSchema>;
