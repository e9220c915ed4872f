/** /api/trade/seller: the seller's side of trade customers (issue 33) — companies and their
 * decisions, the licence scan, customer groups and a product's terms in a group's list.
 * Every route is guarded by SELLER_ONLY below: the one place a staff permission is added. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../domain/api-shapes.ts';
import { idSchema, safeString } from '../../../domain/schemas.ts';
import {
  companyDetailShape,
  companySummaryShape,
  groupShape,
  productTermsShape,
} from '../../../domain/trade/api-shapes.ts';
import { COMPANY_STATUSES, COMPANY_TYPES, rejectSchema } from '../../../domain/trade/company.ts';
import { groupSchema, productTermsSchema, toGroupInput } from '../../../domain/trade/price-list-schema.ts';
import { COMPANY_MSG } from '../../../domain/trade/trade-text.ts';
import { requireSeller } from '../../auth/guards.ts';

/** Who may manage trade customers: any seller today; the staff-roles work adds its permission here. */
const SELLER_ONLY = { onRequest: requireSeller } as const;

const tags = ['trade-seller'];
const params = z.object({ id: idSchema });
const companyAnswer = ok({ company: companyDetailShape });
const groupAnswer = ok({ group: groupShape });

export const tradeSellerApi: FastifyPluginAsyncZod = async (app) => {
  const origin = (request: { protocol: string; host: string }) =>
    app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  const trade = () => app.services.tradeSellerCompanies;

  app.get(
    '/companies',
    {
      ...SELLER_ONLY,
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
    { ...SELLER_ONLY, schema: { tags, params, response: { 200: companyAnswer } } },
    async (request) => ({ success: true as const, company: await trade().getCompany(request.params.id) }),
  );

  app.get(
    '/companies/:id/licence',
    {
      ...SELLER_ONLY,
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
      ...SELLER_ONLY,
      schema: {
        tags,
        params,
        body: z.object({ groupId: idSchema.optional() }).refine((b) => b.groupId, COMPANY_MSG.groupRequired),
        response: { 200: companyAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      message: COMPANY_MSG.approved,
      company: await trade().decideCompany(
        request.params.id,
        { to: 'approved', groupId: request.body.groupId! },
        origin(request),
      ),
    }),
  );

  app.post(
    '/companies/:id/reject',
    { ...SELLER_ONLY, schema: { tags, params, body: rejectSchema, response: { 200: companyAnswer } } },
    async (request) => ({
      success: true as const,
      message: COMPANY_MSG.rejected,
      company: await trade().decideCompany(
        request.params.id,
        { to: 'rejected', reason: request.body.reason },
        origin(request),
      ),
    }),
  );

  app.post(
    '/companies/:id/suspend',
    { ...SELLER_ONLY, schema: { tags, params, response: { 200: companyAnswer } } },
    async (request) => ({
      success: true as const,
      message: COMPANY_MSG.suspended,
      company: await trade().decideCompany(request.params.id, { to: 'suspended' }, origin(request)),
    }),
  );

  app.get(
    '/overview',
    {
      ...SELLER_ONLY,
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
    { ...SELLER_ONLY, schema: { tags, response: { 200: ok({ groups: z.array(groupShape) }) } } },
    async () => ({ success: true as const, groups: await app.services.tradeGroups.listGroups() }),
  );

  app.post(
    '/groups',
    { ...SELLER_ONLY, schema: { tags, body: groupSchema, response: { 201: groupAnswer } } },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: COMPANY_MSG.groupSaved,
        group: await app.services.tradeGroups.saveGroup(toGroupInput(request.body)),
      }),
  );

  app.put(
    '/groups/:id',
    { ...SELLER_ONLY, schema: { tags, params, body: groupSchema, response: { 200: groupAnswer } } },
    async (request) => ({
      success: true as const,
      message: COMPANY_MSG.groupSaved,
      group: await app.services.tradeGroups.saveGroup(toGroupInput(request.body), request.params.id),
    }),
  );

  const termsParams = z.object({ id: idSchema, productId: idSchema });
  app.get(
    '/groups/:id/products/:productId',
    { ...SELLER_ONLY, schema: { tags, params: termsParams, response: { 200: ok({ terms: productTermsShape }) } } },
    async (request) => {
      const { id, productId } = request.params;
      const terms = await app.services.tradeGroups.productTerms(id, [productId]);
      return { success: true as const, terms: terms[productId] };
    },
  );

  app.put(
    '/groups/:id/products/:productId',
    {
      ...SELLER_ONLY,
      schema: {
        tags,
        params: termsParams,
        summary: "Sets a product's own price, quantity breaks and quantity rule in the group's list (all replaced)",
        body: productTermsSchema,
        response: { 200: ok({ terms: productTermsShape }) },
      },
    },
    async (request) => ({
      success: true as const,
      message: COMPANY_MSG.groupSaved,
      terms: await app.services.tradeGroups.setProductTerms(request.params.id, request.params.productId, request.body),
    }),
  );
};
