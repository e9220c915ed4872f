/** What the seller sends to set a group's price list (issue 33): percentages as people write
 * them (7.5 for 7,5 %, at most two decimals), prices in manat like `offerPrice`; held as
 * hundredths of a percent and qəpik (decision 0091). */
import { z } from 'zod';
import { CATEGORY_PATHS } from '../catalog/categories.ts';
import { MAX_LINE_QUANTITY } from '../cart/cart.ts';
import { toQepik } from '../shared/money.ts';
import { text } from '../shared/schemas.ts';
import { textsIn } from '../i18n/texts-in.ts';
import { quantityRuleProblem } from './quantity-refusals.ts';

const { TRADE_RULES_MSG, COMPANY_SELLER_MSG } = textsIn('az');

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export const percentSchema = z
  .number({ error: TRADE_RULES_MSG.badPercent })
  .min(0, TRADE_RULES_MSG.badPercent)
  .max(99.99, TRADE_RULES_MSG.badPercent)
  .refine(twoDecimals, TRADE_RULES_MSG.badPercent)
  .transform((p) => Math.round(p * 100));

export const manatSchema = z
  .number({ error: TRADE_RULES_MSG.badPrice })
  .min(0, TRADE_RULES_MSG.badPrice)
  .max(1_000_000, TRADE_RULES_MSG.badPrice)
  .refine(twoDecimals, TRADE_RULES_MSG.badPrice)
  .transform(toQepik);

const count = z
  .number({ error: TRADE_RULES_MSG.badQuantityRule })
  .int(TRADE_RULES_MSG.badQuantityRule)
  .min(1, TRADE_RULES_MSG.badQuantityRule)
  .max(MAX_LINE_QUANTITY, TRADE_RULES_MSG.badQuantityRule);

export const groupSchema = z.object({
  name: text(COMPANY_SELLER_MSG.groupName, 60),
  cataloguePercent: percentSchema.nullable().default(null),
  categoryPercents: z
    .partialRecord(z.enum(CATEGORY_PATHS), percentSchema, { error: TRADE_RULES_MSG.badPercent })
    .default({}),
});
export type GroupInput = { name: string; catalogueBp: number | null; categoryBp: Record<string, number> };
export const toGroupInput = (v: z.output<typeof groupSchema>): GroupInput => ({
  name: v.name,
  catalogueBp: v.cataloguePercent,
  categoryBp: Object.fromEntries(Object.entries(v.categoryPercents).filter(([, bp]) => bp != null)) as Record<
    string,
    number
  >,
});

export const productTermsSchema = z
  .object({
    price: manatSchema.nullable().default(null),
    breaks: z
      .array(
        z.object({
          minQuantity: count.min(2, TRADE_RULES_MSG.badBreakQuantity),
          price: manatSchema,
        }),
      )
      .max(10)
      .default([]),
    minimum: count.nullable().default(null),
    increment: count.nullable().default(null),
    maximum: count.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    for (const b of v.breaks) {
      if (seen.has(b.minQuantity))
        ctx.addIssue({ code: 'custom', path: ['breaks'], message: TRADE_RULES_MSG.duplicateBreak });
      seen.add(b.minQuantity);
    }
    const problem = quantityRuleProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', path: ['minimum'], message: problem });
  })
  .transform((v) => ({
    priceQepik: v.price,
    breaks: v.breaks.map((b) => ({ minQuantity: b.minQuantity, unitQepik: b.price })),
    rule: { minimum: v.minimum, increment: v.increment, maximum: v.maximum },
  }));
export type ProductTermsInput = z.output<typeof productTermsSchema>;
