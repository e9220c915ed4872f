/** The API's answers of quick order and saved lists (issue 33 item 5), for the OpenAPI document. */
import { z } from 'zod';
import { QUICK_ORDER_LIMITS } from './quick-order.ts';

export const quickOrderBody = z.object({
  text: z
    .string()
    .max(QUICK_ORDER_LIMITS.chars)
    .meta({ description: 'Lines of "code quantity" as pasted from Excel, 1C or WhatsApp (tab, ;, x, spaces)' }),
});

export const addedLineShape = z.object({
  line: z.number().int(),
  code: z.string(),
  product: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price: z.number().nullable().meta({ description: "the unit price the caller pays at the cart line's quantity" }),
});

export const lineProblemShape = z.object({
  line: z.number().int(),
  code: z.string(),
  kind: z.enum(['unknown', 'quantity', 'rule', 'stock']),
  message: z.string(),
  name: z.string().optional(),
});

export const quickOrderAnswer = {
  added: z.array(addedLineShape),
  problems: z.array(lineProblemShape).meta({ description: 'each refused line, named; the others were added' }),
};

const listProduct = z.object({
  _id: z.string(),
  name: z.string(),
  nameRu: z.string().nullable().meta({ description: "the product's Russian name, where the seller wrote one" }),
  sku: z.string().nullable(),
  category: z.string(),
  offerPrice: z.number().nullable(),
});

export const orderListShape = z.object({
  _id: z.string(),
  name: z.string(),
  shared: z.boolean().meta({ description: "the company's list, shared by its people" }),
  updatedAt: z.string(),
  items: z.array(z.object({ product: listProduct, quantity: z.number().int() })),
});

export const orderListSummaryShape = z.object({
  _id: z.string(),
  name: z.string(),
  shared: z.boolean(),
  lines: z.number().int(),
  updatedAt: z.string(),
});
