/** GET /api/batches/rx-supplies (issue 41 item 6, decision 0148): a period's supplies of
 * prescription-only products with batch, expiry and recipient, for an inspection; as JSON, or
 * ?format=csv|xlsx as a file. Who may read it: the recall's permission (the same recipients). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureShape, ok } from '../../../domain/shared/api-shapes.ts';
import { rxSuppliesQuery } from '../../../domain/stock/rx-supplies.ts';
import { requirePermission } from '../../auth/guards.ts';

export const rxSuppliesApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rx-supplies',
    {
      onRequest: requirePermission('batches.recall'),
      schema: {
        tags: ['batches'],
        summary:
          'Every supply of a prescription-only product in a period (from, to: dd.mm.yyyy or yyyy-mm-dd, Baku days): date, order, product, batch, expiry, quantity, recipient; ?format=csv|xlsx downloads it',
        querystring: rxSuppliesQuery,
        response: {
          200: ok({ supplies: z.array(z.looseObject({})) }).describe(
            'The supplies as JSON; with ?format=csv or xlsx, the same rows as a file',
          ),
          400: failureShape,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { from, to, format } = request.query;
      if (format) {
        const file = await app.services.rxSupplies.rxSuppliesFile({ from, to }, format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body as never); // a file's bytes, sent as they are (the schema describes the JSON answer)
      }
      return { success: true as const, supplies: await app.services.rxSupplies.rxSupplies({ from, to }) };
    },
  );
};
