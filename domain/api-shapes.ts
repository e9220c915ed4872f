/** The shapes of the API's answers (DESIGN §4) as zod schemas, so the
 * OpenAPI document describes every answer from the same source as the
 * types. Objects are loose: a field added later does not break a client. */
import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.ts';

const id = z.string().meta({ format: 'uuid' });
const isoDate = z.string().meta({ format: 'date-time' });
const imageNames = z.array(z.string()).meta({ description: 'names under /images/{name}' });

export const productShape = z.looseObject({
  _id: id,
  name: z.string(),
  description: z.string(),
  category: z.string(),
  image: imageNames,
  inStock: z.boolean(),
  offerPrice: z.number().nullable().meta({ description: 'manat; null: price on request' }),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const newsShape = z.looseObject({
  _id: id,
  title: z.string(),
  description: z.string(),
  image: imageNames,
  seen: z.boolean(),
  createdAt: isoDate,
});

const addressFields = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phone: z.string(),
};
export const addressShape = z.looseObject({ _id: id, ...addressFields });

export const orderShape = z.looseObject({
  _id: id,
  number: z.number().int().meta({ description: 'short sequential number said on the phone (10001, …)' }),
  items: z.array(
    z.looseObject({
      product: z.looseObject({
        _id: z.string(),
        name: z.string(),
        category: z.string(),
        image: imageNames,
        offerPrice: z.number().nullable(),
      }),
      quantity: z.number().int(),
    }),
  ),
  amount: z.number(),
  address: z.looseObject({ _id: id.nullable(), ...addressFields }),
  status: z.enum(ORDER_STATUSES),
  paymentType: z.literal('COD'),
  isPaid: z.boolean(),
  createdAt: isoDate,
  customer: z.looseObject({ _id: id.nullable(), name: z.string(), email: z.string() }).optional(),
});

export const orderEventShape = z.looseObject({
  _id: id,
  orderNumber: z.number().int(),
  actor: z.enum(['customer', 'seller', 'system']),
  actorEmail: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string(),
  createdAt: isoDate,
});

export const publicUserShape = z.looseObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  cart: z.record(z.string(), z.number()),
});
export const userSummaryShape = z.looseObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  createdAt: isoDate,
  orderCount: z.number().int(),
});

/** Every refusal: `success: false` and an Azerbaijani `message`. */
export const failureShape = z.object({ success: z.literal(false), message: z.string() });

/** A success answer with its own fields. */
export const ok = <T extends z.ZodRawShape>(fields: T = {} as T) =>
  z.looseObject({ success: z.literal(true), message: z.string().optional(), ...fields });
