/** A saved list's body ("Daimi sifariş", issue 33 item 5, decision 0104): a name and its lines. */
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../cart/cart.ts';
import { idSchema, safeString } from '../shared/schemas.ts';
import { QUICK_ORDER_LIMITS } from './quick-order.ts';
import { fill } from '../i18n/fill.ts';
// the raw catalogue, no compiler: the saved lists' pages import these schemas
import { QUICK_ORDER_MSG as M } from '../i18n/az-only/quick-order-text.ts';

export const listNameSchema = safeString().trim().min(1, M.listName).max(100, M.listName);

export const listItemSchema = z.object({
  product: idSchema,
  quantity: z.number({ error: M.badItem }).int(M.badItem).min(1, M.badItem).max(MAX_LINE_QUANTITY, M.badItem),
});

export const listItemsSchema = z
  .array(listItemSchema, { error: M.listEmpty })
  .min(1, M.listEmpty)
  .max(QUICK_ORDER_LIMITS.lines, fill(M.tooManyLines, QUICK_ORDER_LIMITS.lines));

/** A new list: its lines given, or taken from the cart or one of the caller's orders. */
export const newListSchema = z.object({
  name: listNameSchema,
  items: listItemsSchema.optional(),
  fromCart: z.boolean().optional(),
  fromOrder: idSchema.optional(),
});

export const listUpdateSchema = z.object({ name: listNameSchema, items: listItemsSchema });

export type ListItem = z.infer<typeof listItemSchema>;

/** A saved list as its owners see it; each line at this buyer's price. */
export type OrderList = {
  _id: string;
  name: string;
  shared: boolean;
  updatedAt: string;
  items: {
    product: {
      _id: string;
      name: string;
      nameRu: string | null;
      sku: string | null;
      category: string;
      offerPrice: number | null;
    };
    quantity: number;
  }[];
};

export type OrderListSummary = { _id: string; name: string; shared: boolean; lines: number; updatedAt: string };
