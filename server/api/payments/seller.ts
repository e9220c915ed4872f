/** /api/payments/seller: the seller's money in (issue 34): an order's payments, recording and
 * reversing one, a company's statement and terms, what is overdue. Payments belong to the
 * accountant (domain/staff/permissions.ts); every write leaves an audit row. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureShape, ok } from '../../../domain/shared/api-shapes.ts';
import {
  companyTermsShape,
  orderPaymentsShape,
  overdueShape,
  paymentShape,
  statementShape,
} from '../../../domain/payments/api-shapes.ts';
import { companyTermsSchema, paymentSchema } from '../../../domain/payments/payment-schemas.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { idSchema } from '../../../domain/shared/schemas.ts';
import { diff } from '../../../domain/staff/audit.ts';
import { requirePermission } from '../../auth/guards.ts';
import { audit } from '../staff/audit-request.ts';

const { PAYMENTS_MSG } = textsIn('az');

const tags = ['payments'];
const params = z.object({ id: idSchema });
const keyHeaders = z.looseObject({
  'idempotency-key': z.string().trim().min(1).max(255).optional().meta({
    description: 'the same key twice records one payment (also accepted as `key` in the body)',
  }),
});

export const paymentsSellerApi: FastifyPluginAsyncZod = async (app) => {
  const by = (request: { staff?: { email: string } | null }) => request.staff?.email ?? '';

  app.get(
    '/order/:id',
    {
      onRequest: requirePermission('payments.read'),
      schema: {
        tags,
        summary: "An order's payments and state",
        params,
        response: { 200: ok({ order: orderPaymentsShape }), 404: failureShape.describe('No such order') },
      },
    },
    async (request) => ({
      success: true as const,
      order: await app.services.paymentReads.orderPayments(request.params.id),
    }),
  );

  app.post(
    '/order/:id',
    {
      onRequest: requirePermission('payments.write'),
      schema: {
        tags,
        summary: 'Record a payment (full or partial) against an order',
        params,
        headers: keyHeaders,
        body: paymentSchema,
        response: {
          200: ok({ payment: paymentShape, order: orderPaymentsShape }).describe('The same key again: nothing new'),
          201: ok({ payment: paymentShape, order: orderPaymentsShape }),
          404: failureShape.describe('No such order'),
          409: failureShape.describe('A cancelled order, or more than is owed'),
          422: failureShape.describe('The key was used for another payment'),
        },
      },
    },
    async (request, reply) => {
      const input = { ...request.body, key: request.body.key ?? request.headers['idempotency-key'] };
      const { payment, replayed } = await app.services.payments.recordPayment(request.params.id, input, by(request));
      if (!replayed)
        await audit(request, {
          action: 'create',
          entity: 'payment',
          entityId: payment._id,
          changes: diff(
            {},
            {
              order: payment.orderNumber,
              amount: payment.amount,
              paidOn: payment.paidOn,
              method: payment.method,
              reference: payment.reference,
            },
          ),
        });
      const order = await app.services.paymentReads.orderPayments(request.params.id);
      const message = replayed ? PAYMENTS_MSG.replayed : PAYMENTS_MSG.recorded;
      return reply.code(replayed ? 200 : 201).send({ success: true as const, message, payment, order });
    },
  );

  app.post(
    '/:id/reverse',
    {
      onRequest: requirePermission('payments.write'),
      schema: {
        tags,
        summary: 'Correct a payment with a reversing entry (payments are never edited)',
        params,
        response: {
          201: ok({ payment: paymentShape }),
          404: failureShape.describe('No such payment'),
          409: failureShape.describe('Already reversed, or a reversal itself'),
        },
      },
    },
    async (request, reply) => {
      const payment = await app.services.payments.reversePayment(request.params.id, by(request));
      await audit(request, {
        action: 'reverse',
        entity: 'payment',
        entityId: request.params.id,
        changes: { amount: [-payment.amount, 0], reversal: [null, payment._id] },
      });
      return reply.code(201).send({ success: true as const, message: PAYMENTS_MSG.reversed, payment });
    },
  );

  app.get(
    '/companies/:id',
    {
      onRequest: requirePermission('payments.read'),
      schema: {
        tags,
        summary: "A company's statement: orders, payments, balance",
        params,
        response: { 200: ok({ statement: statementShape }), 404: failureShape.describe('No such company') },
      },
    },
    async (request) => ({
      success: true as const,
      statement: await app.services.paymentReads.companyStatement(request.params.id),
    }),
  );

  app.put(
    '/companies/:id/terms',
    {
      onRequest: requirePermission('payments.write'),
      schema: {
        tags,
        summary: "A company's payment terms: net days from delivery and its credit limit (both null: none)",
        params,
        body: companyTermsSchema,
        response: { 200: ok({ terms: companyTermsShape }), 404: failureShape.describe('No such company') },
      },
    },
    async (request) => {
      const { before, after } = await app.services.companyTerms.setCompanyTerms(request.params.id, request.body);
      await audit(request, {
        action: 'update',
        entity: 'company',
        entityId: request.params.id,
        changes: diff(before, after),
      });
      return { success: true as const, message: PAYMENTS_MSG.termsSaved, terms: after };
    },
  );

  app.get(
    '/overdue',
    {
      onRequest: requirePermission('payments.read'),
      schema: {
        tags,
        summary: 'Orders past their due date and not paid in full',
        response: { 200: ok({ orders: z.array(overdueShape) }) },
      },
    },
    async () => ({ success: true as const, orders: await app.services.paymentReads.overdueOrders() }),
  );
};
