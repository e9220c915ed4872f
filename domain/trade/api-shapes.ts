/** The trade API's answers (issue 33), described once for the OpenAPI document. */
import { z } from 'zod';
import { COMPANY_STATUSES, COMPANY_TYPES } from './company.ts';

const role = z.enum(['owner', 'member']);
const day = z.string().nullable().meta({ description: 'YYYY-MM-DD (Baku calendar day)' });

export const ownCompanyShape = z.object({
  _id: z.string(),
  legalName: z.string(),
  voen: z.string(),
  type: z.enum(COMPANY_TYPES),
  status: z.enum(COMPANY_STATUSES),
  rejectReason: z.string().nullable(),
  groupName: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  licenceExpires: day,
  role,
  members: z.array(z.object({ name: z.string(), email: z.string(), role })),
});

/** A pending invitation as its company's owner sees it (the id is the token's hash, not the token). */
export const pendingInviteShape = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const companySummaryShape = z.object({
  _id: z.string(),
  legalName: z.string(),
  voen: z.string(),
  type: z.enum(COMPANY_TYPES),
  status: z.enum(COMPANY_STATUSES),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  licenceExpires: day,
  createdAt: z.string(),
});

export const companyDetailShape = companySummaryShape.extend({
  legalAddress: z.string(),
  phone: z.string(),
  licenceNumber: z.string().nullable(),
  hasLicenceFile: z.boolean(),
  rejectReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  people: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string(), role, createdAt: z.string() })),
  orders: z.array(
    z.object({ _id: z.string(), number: z.number(), status: z.string(), amount: z.number(), createdAt: z.string() }),
  ),
  totals: z.object({ month: z.number(), year: z.number() }).meta({ description: 'manat, orders not cancelled' }),
});

export const groupShape = z.object({
  _id: z.string(),
  name: z.string(),
  cataloguePercent: z.number().nullable(),
  categoryPercents: z.record(z.string(), z.number()),
  companyCount: z.number(),
});

const count = z.number().nullable();
export const productTermsShape = z.object({
  price: z.number().nullable().meta({ description: "the group's own price in manat, null: by percentage" }),
  breaks: z.array(z.object({ minQuantity: z.number(), price: z.number() })),
  rule: z.object({ minimum: count, increment: count, maximum: count }),
});
