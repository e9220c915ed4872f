/** POST /api/order/seller/:id/batch-swap (issue 41 item 2): a packer records that a line went out
 * from another batch than the one first expired, first out chose. Beside the spec's order calls,
 * which are unchanged; checked against `stock.correct` (it moves stock) and audited on the order. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureShape, ok } from '../../../domain/shared/api-shapes.ts';
import { batchSwapSchema } from '../../../domain/stock/batch-swap.ts';
import { idSchema } from '../../../domain/shared/schemas.ts';
import { requirePermission } from '../../auth/guards.ts';
import { swapAudit } from '../../services/stock/order-batch-swap.ts';
import { audit } from '../staff/audit-request.ts';

export const orderBatchSwapApi: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/seller/:id/batch-swap',
    {
      onRequest: requirePermission('stock.correct'),
      schema: {
        tags: ['order', 'batches'],
        summary:
          "Moves units of an order line from the batch it took to another sellable batch of the product ('' names the köhnə qalıq)",
        params: z.object({ id: idSchema }),
        body: batchSwapSchema,
        response: {
          200: ok({
            swap: z.object({ from: z.string(), to: z.string(), quantity: z.number().int() }),
          }),
          400: failureShape,
          404: failureShape,
          409: failureShape.describe('The order is completed or cancelled, or the batch may not be sold or is short'),
        },
      },
    },
    async (request) => {
      const done = await app.services.batchSwap.swapOrderBatch(
        request.params.id,
        request.body,
        request.sellerId ?? null,
      );
      await audit(request, swapAudit(request.params.id, done));
      return {
        success: true as const,
        message: done.message,
        swap: { from: done.from, to: done.to, quantity: done.quantity },
      };
    },
  );
};
