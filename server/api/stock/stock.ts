/** /api/stock: a product's quantity as the seller sees it, its ledger, corrections and the
 * low-stock list (issue 24); seller-only, read live (never from the catalogue cache). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  failureShape,
  ledgerEntryShape,
  lowStockItemShape,
  ok,
  pageFields,
  sellerStockShape,
} from '../../../domain/shared/api-shapes.ts';
import { STOCK_LEDGER_PAGE } from '../../../domain/shared/limits.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { pageQuerySchema } from '../../../domain/shared/paging-schema.ts';
import { idSchema } from '../../../domain/shared/schemas.ts';
import { stockCorrectionSchemaOf } from '../../../domain/stock/stock-schemas.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { requirePermission } from '../../auth/guards.ts';
import { audit } from '../staff/audit-request.ts';
import { diff } from '../../../domain/staff/audit.ts';

import { notFound } from '../../services/shared/errors.ts';

const params = z.object({ id: idSchema });
const tags = ['stock'];
const stockAnswer = ok({ stock: sellerStockShape });

export const stockApi: FastifyPluginAsyncZod = async (app) => {
  const stockOf = async (id: string) => {
    const [stock] = await app.services.stock.sellerStockOf([id]);
    if (!stock) throw notFound(MSG.productNotFound);
    return stock;
  };

  app.get(
    '/low',
    {
      onRequest: requirePermission('catalog.read'),
      schema: {
        tags,
        summary: 'Tracked products at or below their threshold, the emptiest first (the overview)',
        response: { 200: ok({ products: z.array(lowStockItemShape) }) },
      },
    },
    async () => ({ success: true as const, products: await app.services.stock.lowStockProducts() }),
  );

  app.get(
    '/:id',
    {
      onRequest: requirePermission('catalog.read'),
      schema: { tags, params, response: { 200: stockAnswer, 404: failureShape.describe('No such product') } },
    },
    async (request) => ({ success: true as const, stock: await stockOf(request.params.id) }),
  );

  app.get(
    '/:id/ledger',
    {
      onRequest: requirePermission('catalog.read'),
      schema: {
        tags,
        params,
        summary: `Every change of the product's quantity, newest first, ${STOCK_LEDGER_PAGE} a page`,
        querystring: pageQuerySchema(STOCK_LEDGER_PAGE, 100),
        response: { 200: ok({ entries: z.array(ledgerEntryShape), ...pageFields }) },
      },
    },
    async (request) => {
      await stockOf(request.params.id); // 404 for a product that is gone
      const { items, ...paging } = await app.services.stock.stockLedgerPage(request.params.id, request.query);
      return { success: true as const, entries: items, ...paging };
    },
  );

  app.post(
    '/:id/correction',
    {
      onRequest: requirePermission('stock.correct'),
      schema: {
        tags,
        params,
        summary: 'A correction: `set` a new quantity or `add` a change (±), with the reason; one ledger row',
        body: stockCorrectionSchemaOf(textsIn('az').STOCK_SELLER_TEXT),
        response: {
          200: stockAnswer,
          404: failureShape,
          409: failureShape.describe('The quantity would fall below 0'),
        },
      },
    },
    async (request) => {
      const before = await stockOf(request.params.id);
      const { quantity } = await app.services.stock.correctStock(
        request.params.id,
        request.body,
        request.sellerId ?? null,
      );
      const changes = {
        ...diff({ quantity: before.stockQuantity }, { quantity }),
        ...diff(null, { note: request.body.note }),
      };
      await audit(request, { action: 'stock-correction', entity: 'product', entityId: request.params.id, changes });
      return {
        success: true as const,
        message: textsIn('az').STOCK_SELLER_TEXT.corrected(quantity),
        stock: await stockOf(request.params.id),
      };
    },
  );
};
