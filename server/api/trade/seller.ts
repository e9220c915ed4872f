/** /api/trade/seller: the seller's side of trade customers (issue 33) — companies and their
 * decisions, the licence scan, customer groups and a product's terms in a group's list.
 * Reading needs `companies.read`, every change `companies.write` (READ and WRITE below). */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../domain/shared/api-shapes.ts';
import { idSchema, safeString } from '../../../domain/shared/schemas.ts';
import {
  companyDetailShape,
  companySummaryShape,
  groupShape,
  productTermsShape,
} from '../../../domain/trade/api-shapes.ts';
import { COMPANY_STATUSES, COMPANY_TYPES, rejectSchema } from '../../../domain/trade/company.ts';
import { groupSchema, productTermsSchema, toGroupInput } from '../../../domain/trade/price-list-schema.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Decision } from '../../services/trade/seller-companies.ts';
import { diff } from '../../../domain/staff/audit.ts';
import { requirePermission } from '../../auth/guards.ts';
import { audit } from '../staff/audit-request.ts';

const { COMPANY_SELLER_MSG } = textsIn('az');

/** Who may read and who may manage trade customers (domain/staff/permissions.ts). */
const READ = { onRequest: requirePermission('companies.read') } as const;
const WRITE = { onRequest: requirePermission('companies.write') } as const;

const tags = ['trade-seller'];
const params = z.object({ id: idSchema });
const companyAnswer = ok({ company: companyDetailShape });
const groupAnswer = ok({ group: groupShape });

export const tradeSellerApi: FastifyPluginAsyncZod = async (app) => {
  const origin = (request: { protocol: string; host: string }) =>
    app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  const trade = () => app.services.tradeSellerCompanies;
  /** A decision on a company, with its audit row: status, group and reason, old → new. */
  const decided = async (request: FastifyRequest<{ Params: { id: string } }>, decision: Decision) => {
    const before = await trade().getCompany(request.params.id);
    const after = await trade().decideCompany(request.params.id, decision, origin(request));
    const pick = (c: typeof after) => ({ status: c.status, group: c.groupName, reason: c.rejectReason });
    await audit(request, {
      action: 'status',
      entity: 'company',
      entityId: after._id,
      changes: diff(pick(before), pick(after)),
    });
    return after;
  };

  app.get(
    '/companies',
    {
      ...READ,
      schema: {
        tags,
        summary: 'Companies, pending applications first; filter by status, type, group, name or VÖEN',
        querystring: z.object({
          status: z.enum(COMPANY_STATUSES).optional(),
          type: z.enum(COMPANY_TYPES).optional(),
          groupId: idSchema.optional(),
          q: safeString().max(100).optional(),
        }),
        response: { 200: ok({ companies: z.array(companySummaryShape) }) },
      },
    },
    async (request) => ({ success: true as const, companies: await trade().listCompanies(request.query) }),
  );

  app.get(
    '/companies/:id',
    { ...READ, schema: { tags, params, response: { 200: companyAnswer } } },
    async (request) => ({ success: true as const, company: await trade().getCompany(request.params.id) }),
  );

  app.get(
    '/companies/:id/licence',
    {
      ...READ,
      schema: {
        tags,
        params,
        summary: 'The licence scan (PDF or WebP), never cached',
        response: {
          200: {
            description: 'The scan as stored',
            content: { 'application/pdf': { schema: z.string() }, 'image/webp': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await trade().licenceFile(request.params.id);
      return reply
        .header('content-type', file.type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.bytes as unknown as string); // the bytes as they are
    },
  );

  app.post(
    '/companies/:id/approve',
    {
      ...WRITE,
      schema: {
        tags,
        params,
        body: z.object({ groupId: idSchema.optional() }).refine((b) => b.groupId, COMPANY_SELLER_MSG.groupRequired),
        response: { 200: companyAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      message: COMPANY_SELLER_MSG.approved,
      company: await decided(request, { to: 'approved', groupId: request.body.groupId! }),
    }),
  );

  app.post(
    '/companies/:id/reject',
    { ...WRITE, schema: { tags, params, body: rejectSchema, response: { 200: companyAnswer } } },
    async (request) => ({
      success: true as const,
      message: COMPANY_SELLER_MSG.rejected,
      company: await decided(request, { to: 'rejected', reason: request.body.reason }),
    }),
  );

  app.post(
    '/companies/:id/suspend',
    { ...WRITE, schema: { tags, params, response: { 200: companyAnswer } } },
    async (request) => ({
      success: true as const,
      message: COMPANY_SELLER_MSG.suspended,
      company: await decided(request, { to: 'suspended' }),
    }),
  );

  app.get(
    '/overview',
    {
      ...READ,
      schema: {
        tags,
        summary: 'Applications waiting, and approved companies whose licence ends within 30 days',
        response: {
          200: ok({
            pending: z.number(),
            expiring: z.array(z.object({ _id: z.string(), legalName: z.string(), licenceExpires: z.string() })),
          }),
        },
      },
    },
    async () => ({ success: true as const, ...(await trade().tradeOverview()) }),
  );

  app.get(
    '/groups',
    { ...READ, schema: { tags, response: { 200: ok({ groups: z.array(groupShape) }) } } },
    async () => ({ success: true as const, groups: await app.services.tradeGroups.listGroups() }),
  );

  app.post(
    '/groups',
    { ...WRITE, schema: { tags, body: groupSchema, response: { 201: groupAnswer } } },
    async (request, reply) => {
      const group = await app.services.tradeGroups.saveGroup(toGroupInput(request.body));
      await audit(request, {
        action: 'create',
        entity: 'customer-group',
        entityId: group._id,
        changes: diff(null, group),
      });
      return reply.code(201).send({ success: true as const, message: COMPANY_SELLER_MSG.groupSaved, group });
    },
  );

  app.put(
    '/groups/:id',
    { ...WRITE, schema: { tags, params, body: groupSchema, response: { 200: groupAnswer } } },
    async (request) => {
      const groups = app.services.tradeGroups;
      const before = (await groups.listGroups()).find((g) => g._id === request.params.id) ?? null;
      const group = await groups.saveGroup(toGroupInput(request.body), request.params.id);
      await audit(request, {
        action: 'update',
        entity: 'customer-group',
        entityId: group._id,
        changes: diff(before, group),
      });
      return { success: true as const, message: COMPANY_SELLER_MSG.groupSaved, group };
    },
  );

  const termsParams = z.object({ id: idSchema, productId: idSchema });
  app.get(
    '/groups/:id/products/:productId',
    { ...READ, schema: { tags, params: termsParams, response: { 200: ok({ terms: productTermsShape }) } } },
    async (request) => {
      const { id, productId } = request.params;
      const terms = await app.services.tradeGroups.productTerms(id, [productId]);
      return { success: true as const, terms: terms[productId] };
    },
  );

  app.put(
    '/groups/:id/products/:productId',
    {
      ...WRITE,
      schema: {
        tags,
        params: termsParams,
        summary: "Sets a product's own price, quantity breaks and quantity rule in the group's list (all replaced)",
        body: productTermsSchema,
        response: { 200: ok({ terms: productTermsShape }) },
      },
    },
    async (request) => {
      const { id, productId } = request.params;
      const before = (await app.services.tradeGroups.productTerms(id, [productId]))[productId] ?? null;
      const terms = await app.services.tradeGroups.setProductTerms(id, productId, request.body);
      // the record is the group; the product is named in the change
      await audit(request, {
        action: 'update',
        entity: 'customer-group',
        entityId: id,
        changes: diff({ product: productId, ...before }, { product: productId, ...terms }),
        relatedIds: [productId], // the product's history shows it too
      });
      return { success: true as const, message: COMPANY_SELLER_MSG.groupSaved, terms };
    },
  );
};
