/** The payloads of stock (issue 24): the product form's section and the seller's correction. Built
 * from the panel's words (STOCK_SELLER_TEXT, decision 0153), which the caller reads where it is. */
import { z } from 'zod';
import type { Texts } from '../i18n/catalogues.ts';

type Words = Texts['STOCK_SELLER_TEXT'];

export const MAX_STOCK = 1_000_000;

const formBoolean = z
  .enum(['true', 'false', 'on', '1', '0'], { error: 'Dəyər true və ya false olmalıdır.' })
  .transform((v) => v === 'true' || v === 'on' || v === '1');

/** A whole number from a form's text or a JSON number; '' is "not given". */
const wholeNumber = (message: string, min: number) =>
  z.union([z.number(), z.string().max(20)], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v.trim());
    if (typeof v === 'string' && v.trim() === '') return null;
    if (!Number.isInteger(n) || n < min || n > MAX_STOCK) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** The product form's stock section (multipart text fields): tracking and the threshold ('' = the shop default). */
export const productStockFieldsSchemaOf = (STOCK_SELLER_TEXT: Words) =>
  z.object({
    trackStock: formBoolean.optional(),
    lowStockThreshold: wholeNumber(STOCK_SELLER_TEXT.thresholdInvalid, 0).optional(),
  });
export type ProductStockFields = z.infer<ReturnType<typeof productStockFieldsSchemaOf>>;

/** A correction: a new quantity (`set`) or a change (`add`, ±), always with its reason. */
export const stockCorrectionSchemaOf = (STOCK_SELLER_TEXT: Words) =>
  z
    .object({
      mode: z.enum(['set', 'add'], { error: STOCK_SELLER_TEXT.quantityInvalid }),
      value: z.union([z.number(), z.string().max(20)], { error: STOCK_SELLER_TEXT.quantityInvalid }),
      note: z
        .string({ error: STOCK_SELLER_TEXT.noteRequired })
        .trim()
        .min(1, STOCK_SELLER_TEXT.noteRequired)
        .max(500, STOCK_SELLER_TEXT.noteTooLong),
    })
    .transform((v, ctx) => {
      const n = typeof v.value === 'number' ? v.value : Number(String(v.value).trim().replace('−', '-'));
      const ok =
        String(v.value).trim() !== '' &&
        Number.isInteger(n) &&
        (v.mode === 'set' ? n >= 0 && n <= MAX_STOCK : n !== 0 && Math.abs(n) <= MAX_STOCK);
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          message: v.mode === 'set' ? STOCK_SELLER_TEXT.quantityInvalid : STOCK_SELLER_TEXT.deltaInvalid,
        });
        return z.NEVER;
      }
      return { mode: v.mode, value: n, note: v.note };
    });
export type StockCorrection = z.infer<ReturnType<typeof stockCorrectionSchemaOf>>;
