/** A company's statement as PDF (issue 34 item 4): a person of the company reads their own under
 * the company's read API (GET /api/trade/company/statement.pdf), the seller any company's
 * (GET /api/payments/seller/companies/{id}/statement.pdf, `payments.read`). Private, never cached. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureShape } from '../../../domain/shared/api-shapes.ts';
import { idSchema } from '../../../domain/shared/schemas.ts';
import { statementQuerySchema } from '../../../domain/statements/statement-query.ts';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import { pdfAnswer, sendPdf } from '../send-file.ts';

const summary =
  "The company's statement for a period as PDF: opening balance, each order, invoice, credit note and payment as a dated line, totals, closing balance; `lang` is the language of the page asking";

export const ownStatementApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statement.pdf',
    {
      onRequest: requireUser,
      schema: {
        tags: ['trade'],
        summary: `${summary} (the caller's own company; 404 outside one)`,
        querystring: statementQuerySchema,
        response: {
          200: pdfAnswer,
          400: failureShape.describe('A bad period or language'),
          404: failureShape.describe('The caller is in no approved company'),
        },
      },
    },
    async (request, reply) => {
      const buyer = await app.services.tradeCompanies.tradeBuyer(request.userId!);
      return sendPdf(reply, await app.services.statements.ownStatementPdf(buyer?.companyId ?? null, request.query));
    },
  );
};

export const sellerStatementApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/statement.pdf',
    {
      onRequest: requirePermission('payments.read'),
      schema: {
        tags: ['payments'],
        summary: `${summary} (the seller's, any company)`,
        params: z.object({ id: idSchema }),
        querystring: statementQuerySchema,
        response: {
          200: pdfAnswer,
          400: failureShape.describe('A bad period or language'),
          404: failureShape.describe('No such company'),
        },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await app.services.statements.companyStatementPdf(request.params.id, request.query)),
  );
};
