/** The answers of /api/payments (issue 34): money in manat, dates ISO. */
import { z } from 'zod';

const id = z.string().meta({ format: 'uuid' });
const isoDate = z.string().meta({ format: 'date-time' });
const state = z.enum(['paid', 'partly', 'unpaid', 'overdue']).meta({
  description: 'paid in full; partly paid; unpaid; overdue: past its due date and not paid in full',
});

export const paymentShape = z.looseObject({
  _id: id,
  orderId: id,
  orderNumber: z.number().int(),
  amount: z.number().meta({ description: 'manat; negative for a reversing entry' }),
  paidOn: z.string().meta({ description: 'the day the money arrived, YYYY-MM-DD (Baku)' }),
  method: z.enum(['bank', 'cash', 'card']),
  reference: z.string(),
  reverses: id.nullable().meta({ description: 'the payment this entry reverses' }),
  createdBy: z.string(),
  createdAt: isoDate,
});

export const orderPaymentsShape = z.looseObject({
  orderId: id,
  number: z.number().int(),
  paymentMethod: z.enum(['cod', 'prepay', 'terms']),
  amount: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  state,
  dueAt: isoDate.nullable(),
  payments: z.array(paymentShape),
});

export const statementShape = z.looseObject({
  company: z.looseObject({ _id: id, legalName: z.string(), voen: z.string() }),
  termsDays: z.number().int().nullable(),
  creditLimit: z.number().nullable(),
  remaining: z.number().nullable().meta({ description: 'the limit less what is owed on terms' }),
  owed: z.number(),
  overdue: z.number(),
  onTerms: z.number(),
  orders: z.array(orderPaymentsShape),
});

export const overdueShape = orderPaymentsShape.extend({ company: z.string().nullable(), customerName: z.string() });

export const companyTermsShape = z.looseObject({
  termsDays: z.number().int().nullable(),
  creditLimit: z.number().nullable(),
});
