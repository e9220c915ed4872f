/** /api/payments (issue 34): a customer's own order's payments and their company's statement;
 * the seller's side under /seller. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureShape, ok } from '../../../domain/shared/api-shapes.ts';
import { orderPaymentsShape, statementShape } from '../../../domain/payments/api-shapes.ts';
import { idSchema } from '../../../domain/shared/schemas.ts';
import { requireUser } from '../../auth/guards.ts';
import { paymentsSellerApi } from './seller.ts';

const tags = ['payments'];

export const paymentsApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The caller's own order: its payments and state (another's: 404)",
        params: z.object({ id: idSchema }),
        response: { 200: ok({ order: orderPaymentsShape }), 404: failureShape.describe('No such order of the caller') },
      },
    },
    async (request) => ({
      success: true as const,
      order: await app.services.paymentReads.orderPayments(request.params.id, request.userId!),
    }),
  );

  app.get(
    '/statement',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The caller's company's statement: orders, payments, balance (404 outside a company)",
        response: {
          200: ok({ statement: statementShape }),
          404: failureShape.describe('The caller is in no approved company'),
        },
      },
    },
    async (request) => {
      const buyer = await app.services.tradeCompanies.tradeBuyer(request.userId!);
      return {
        success: true as const,
        statement: await app.services.paymentReads.ownStatement(buyer?.companyId ?? null),
      };
    },
  );

  await app.register(paymentsSellerApi, { prefix: '/seller' });
};
