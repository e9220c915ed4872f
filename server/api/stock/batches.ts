/** /api/batches (issue 41): a product's batches, goods in, write-offs, blocking and a batch's
 * recall. Seller-only, each call checked against its permission and audited as a staff action;
 * new calls beside the spec's, which are unchanged. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureShape, ok } from '../../../domain/shared/api-shapes.ts';
import { receiptSchema, writeOffSchema } from '../../../domain/stock/batch-schemas.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { idSchema } from '../../../domain/shared/schemas.ts';
import { diff } from '../../../domain/staff/audit.ts';
import { requirePermission } from '../../auth/guards.ts';
import { wakeMailers } from '../../mail/mailer.ts';
import { actorOf, audit } from '../staff/audit-request.ts';

const { BATCH_TEXT } = textsIn('az');

const tags = ['batches'];
const batchShape = z.looseObject({
  _id: z.string(),
  productId: z.string(),
  number: z.string().meta({ description: "'' is the köhnə qalıq: stock from before batches" }),
  expiry: z.string().nullable().meta({ description: 'yyyy-mm-dd, the last day of use' }),
  expiryPrecision: z.enum(['month', 'day']),
  expiryText: z.string(),
  quantity: z.number().int(),
  blocked: z.boolean(),
});
const recallQuery = z.object({
  product: idSchema,
  batch: z.string({ error: BATCH_TEXT.batchRequired }).trim().min(1, BATCH_TEXT.batchRequired).max(60),
  format: z.enum(['csv', 'xlsx']).optional(),
});

export const batchesApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/:id',
    {
      onRequest: requirePermission('catalog.read'),
      schema: { tags, params: z.object({ id: idSchema }), response: { 200: ok({ batches: z.array(batchShape) }) } },
    },
    async (request) => ({
      success: true as const,
      batches: await app.services.batches.productBatches(request.params.id),
    }),
  );

  app.post(
    '/receipts',
    {
      onRequest: requirePermission('stock.receive'),
      schema: {
        tags,
        summary:
          'Goods in: supplier, date, document number and lines (product id or SKU/barcode, batch, expiry, quantity, purchase price)',
        body: receiptSchema,
        response: {
          201: ok({ receipt: z.looseObject({ _id: z.string(), lines: z.number(), units: z.number() }) }),
          400: failureShape,
        },
      },
    },
    async (request, reply) => {
      const receipt = await app.services.batches.receiveGoods(request.body, request.sellerId ?? null);
      const { supplier, date, documentNumber, lines } = request.body;
      await audit(request, {
        action: 'receipt',
        entity: 'receipt',
        entityId: receipt._id,
        changes: diff(null, { supplier, date, documentNumber, lines }),
      });
      return reply.status(201).send({ success: true as const, message: receipt.message, receipt });
    },
  );

  app.post(
    '/write-off',
    {
      onRequest: requirePermission('stock.receive'),
      schema: {
        tags,
        body: writeOffSchema,
        response: { 200: ok({ batch: batchShape }), 404: failureShape, 409: failureShape },
      },
    },
    async (request) => {
      const { batch, message } = await app.services.batchActions.writeOffAudited(actorOf(request), request.body);
      return { success: true as const, message, batch };
    },
  );

  app.post(
    '/:id/block',
    {
      onRequest: requirePermission('batches.recall'),
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        body: z.object({ blocked: z.boolean({ error: 'blocked: true və ya false' }) }),
        response: { 200: ok({ batch: batchShape }), 404: failureShape },
      },
    },
    async (request) => {
      const { blocked } = request.body;
      const batch = await app.services.batchActions.blockBatch(actorOf(request), request.params.id, blocked);
      return { success: true as const, message: blocked ? BATCH_TEXT.blocked : BATCH_TEXT.unblocked, batch };
    },
  );

  app.get(
    '/recall',
    {
      onRequest: requirePermission('batches.recall'),
      schema: {
        tags,
        summary: "Everyone who received a product's batch; ?format=csv|xlsx downloads it",
        querystring: recallQuery,
        response: {
          200: ok({
            batch: z.looseObject({ _id: z.string(), number: z.string(), blocked: z.boolean() }),
            recipients: z.array(z.looseObject({})),
          }).describe('The recipients as JSON; with ?format=csv or xlsx, the same rows as a file'),
          404: failureShape,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { product, batch: number, format } = request.query;
      if (format) {
        const file = await app.services.recall.recallFile(product, number, format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body as never); // a file's bytes, sent as they are (the schema describes the JSON answer)
      }
      const { batch, rows } = await app.services.recall.recallRecipients(product, number);
      return {
        success: true as const,
        batch: { _id: batch.id, number: batch.number, blocked: batch.blocked, product: batch.product },
        recipients: rows,
      };
    },
  );

  app.post(
    '/recall',
    {
      onRequest: requirePermission('batches.recall'),
      schema: {
        tags,
        summary: 'Blocks the batch at once and sends each recipient a recall message in their language',
        body: recallQuery.omit({ format: true }),
        response: { 200: ok({ sent: z.number().int() }), 404: failureShape },
      },
    },
    async (request) => {
      const { product, batch: number } = request.body;
      const { sent } = await app.services.batchActions.recallBatch(actorOf(request), product, number);
      wakeMailers();
      return { success: true as const, message: textsIn('az').RECALL_TEXT.sent(sent), sent };
    },
  );
};
