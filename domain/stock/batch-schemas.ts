/** The payloads of goods in, write-offs and batch blocking (issue 41). A receipt's lines are read
 * one by one (`receiptLineIssues`), so each bad line is named on its line and nothing is written. */
import { z } from 'zod';
import { parseExpiry, WRITE_OFF_REASONS } from './batches.ts';
import { idSchema } from '../shared/schemas.ts';
import { MAX_STOCK } from './stock-schemas.ts';
// the raw catalogue, no compiler: the seller's Rx supplies form runs these schemas in the browser;
// its words used here take no arguments
import { BATCH_TEXT } from '../i18n/az-only/batch-text.ts';
import { RECALL_UI } from '../i18n/az-only/recall-text.ts';

export const MAX_RECEIPT_LINES = 500;

/** A date as a person writes it: 15.03.2026 or 2026-03-15 → 2026-03-15; null when not a day. */
export function parseDay(text: string): string | null {
  const read = parseExpiry(text);
  return read?.precision === 'day' ? read.expiry : null;
}

const anyText = (max: number) => z.union([z.string().max(max), z.number()]).transform((v) => String(v).trim());

/** A line as written: the product by id or by its SKU/barcode (`code`). */
export const receiptLineInput = z.object({
  product: z.string().max(60).optional(),
  code: anyText(60).optional(),
  batch: anyText(200).optional(),
  expiry: anyText(40).optional(),
  quantity: z.union([z.number(), z.string().max(20)]).optional(),
  purchasePrice: z.union([z.number(), z.string().max(20)]).nullish(),
});
export type ReceiptLineInput = z.infer<typeof receiptLineInput>;

export const receiptSchema = z.object({
  supplier: z.string({ error: BATCH_TEXT.supplierRequired }).trim().min(1, BATCH_TEXT.supplierRequired).max(200),
  date: z
    .string({ error: BATCH_TEXT.dateInvalid })
    .transform((v, ctx) => parseDay(v) ?? (ctx.addIssue({ code: 'custom', message: BATCH_TEXT.dateInvalid }), z.NEVER)),
  documentNumber: z.string().trim().max(100).optional().default(''),
  lines: z
    .array(receiptLineInput, { error: BATCH_TEXT.linesRequired })
    .min(1, BATCH_TEXT.linesRequired)
    .max(MAX_RECEIPT_LINES, BATCH_TEXT.tooManyLines),
});
export type ReceiptInput = z.infer<typeof receiptSchema>;

/** A line read: what it says, or the messages of what is wrong with it (`today`: the shop's day). */
export type ReceiptLine = {
  productId?: string;
  code?: string;
  batch: string;
  expiry: string;
  expiryPrecision: 'month' | 'day';
  quantity: number;
  purchasePriceQepik: number | null;
};

export function readReceiptLine(line: ReceiptLineInput, today: string): { line?: ReceiptLine; issues: string[] } {
  const issues: string[] = [];
  const productId = line.product && idSchema.safeParse(line.product).success ? line.product.toLowerCase() : undefined;
  if (!productId && !line.code) issues.push(BATCH_TEXT.productRequired);
  const batch = line.batch ?? '';
  if (!batch) issues.push(BATCH_TEXT.batchRequired);
  else if (batch.length > 60) issues.push(BATCH_TEXT.batchTooLong);
  const expiry = parseExpiry(line.expiry ?? '');
  if (!expiry) issues.push(BATCH_TEXT.expiryInvalid);
  else if (expiry.expiry < today) issues.push(BATCH_TEXT.expiryPast);
  const quantity = Number(typeof line.quantity === 'string' ? line.quantity.trim() : line.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_STOCK) issues.push(BATCH_TEXT.quantityInvalid);
  const rawPrice = line.purchasePrice == null ? '' : String(line.purchasePrice).trim().replace(',', '.');
  const price = rawPrice === '' ? null : Math.round(Number(rawPrice) * 100);
  if (price !== null && (!Number.isFinite(price) || price < 0 || price > 100_000_000))
    issues.push(BATCH_TEXT.priceInvalid);
  if (issues.length || !expiry) return { issues };
  return {
    issues,
    line: {
      productId,
      code: productId ? undefined : line.code,
      batch,
      expiry: expiry.expiry,
      expiryPrecision: expiry.precision,
      quantity,
      purchasePriceQepik: price,
    },
  };
}

export const writeOffSchema = z.object({
  batch: idSchema,
  quantity: z.coerce
    .number({ error: BATCH_TEXT.quantityInvalid })
    .int(BATCH_TEXT.quantityInvalid)
    .min(1, BATCH_TEXT.quantityInvalid)
    .max(MAX_STOCK, BATCH_TEXT.quantityInvalid),
  reason: z.enum(WRITE_OFF_REASONS, { error: BATCH_TEXT.writeOffReasonRequired }),
  note: z.string().trim().max(500).optional().default(''),
});
export type WriteOffInput = z.infer<typeof writeOffSchema>;

const batchNumber = z
  .string({ error: BATCH_TEXT.batchRequired })
  .trim()
  .min(1, BATCH_TEXT.batchRequired)
  .max(60, BATCH_TEXT.batchTooLong);

/** The recall page's question: a product by SKU, barcode or name (or its id once chosen) and a batch. */
export const recallLookupSchema = z.object({
  product: z.string({ error: RECALL_UI.productRequired }).trim().min(1, RECALL_UI.productRequired).max(200),
  batch: batchNumber,
});

/** The recall page's buttons: a product's batch, to block or to send its messages. */
export const recallActionSchema = z.object({ product: idSchema, batch: batchNumber });

/** A product page's block or unblock of one of its batches. */
export const batchBlockSchema = z.object({ batch: idSchema });
