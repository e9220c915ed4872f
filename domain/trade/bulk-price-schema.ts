/** A bulk change of a group's prices (issue 33, decision 0093): which products (a category, a
 * search, or both; none is the whole catalogue) and one action: the same price for all, the list
 * price less a percentage (floored by the one rule, domain/trade/pricing.ts), or the group's own
 * prices removed. Breaks and quantity rules are left as they are. */
import { z } from 'zod';
import { CATEGORY_PATHS } from '../catalog/categories.ts';
import { safeString } from '../shared/schemas.ts';
import { textsIn } from '../i18n/texts-in.ts';
import { manatSchema, percentSchema } from './price-list-schema.ts';

/** At most this many products in one change (the page narrows by category or search). */
export const BULK_MAX = 5000;

export const bulkPriceSchema = z
  .object({
    category: z.enum(CATEGORY_PATHS).optional(),
    search: safeString().max(100).optional(),
    price: manatSchema.optional(),
    percent: percentSchema.optional(),
    clear: z.literal(true).optional(),
  })
  .refine((v) => [v.price, v.percent, v.clear].filter((x) => x !== undefined).length === 1, {
    error: () => textsIn('az').BULK_PRICE_MSG.oneAction,
  });

export type BulkPriceInput = z.output<typeof bulkPriceSchema>;
