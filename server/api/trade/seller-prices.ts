/** /api/trade/seller: a group's prices in bulk and a product's prices per group (issue 33,
 * decision 0093). Reading needs `companies.read`, changing `companies.write`; every change writes
 * an audit row naming each product's old and new group price. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../domain/shared/api-shapes.ts';
import { idSchema } from '../../../domain/shared/schemas.ts';
import { toManat } from '../../../domain/shared/money.ts';
import { bulkPriceSchema } from '../../../domain/trade/bulk-price-schema.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { requirePermission } from '../../auth/guards.ts';
import { auditGroupPrices } from './group-price-audit.ts';

const READ = { onRequest: requirePermission('companies.read') } as const;
const WRITE = { onRequest: requirePermission('companies.write') } as const;
const tags = ['trade-seller'];
const manat = (q: number | null) => (q == null ? null : toManat(q));

const groupPriceShape = z.object({
  groupId: z.string(),
  groupName: z.string(),
  price: z.number().nullable().meta({ description: 'what a buyer of the group pays for one, manat' }),
  source: z.enum(['list', 'catalogue', 'category', 'product', 'break']),
  breaks: z.array(z.object({ minQuantity: z.number().int(), price: z.number() })),
});

export const tradeSellerPricesApi: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/groups/:id/bulk-prices',
    {
      ...WRITE,
      schema: {
        tags,
        summary:
          "Sets the group's own price of every product a category and a search select: one `price` (manat), the list price less `percent`, or `clear`",
        params: z.object({ id: idSchema }),
        body: bulkPriceSchema,
        response: {
          200: ok({
            changed: z.array(
              z.object({
                productId: z.string(),
                name: z.string(),
                before: z.number().nullable(),
                after: z.number().nullable(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const changes = await app.services.tradePriceEdits.setBulkPrices(request.params.id, request.body);
      const changed = changes.map((c) => ({ ...c, before: manat(c.before), after: manat(c.after) }));
      await auditGroupPrices(request, request.params.id, changes);
      const { BULK_PRICE_MSG } = textsIn('az');
      const message = request.body.clear ? BULK_PRICE_MSG.cleared(changed.length) : BULK_PRICE_MSG.done(changed.length);
      return { success: true as const, message, changed };
    },
  );

  app.get(
    '/products/:id/group-prices',
    {
      ...READ,
      schema: {
        tags,
        summary: "A product's price for one piece in every customer group, where it comes from, and its breaks",
        params: z.object({ id: idSchema }),
        response: { 200: ok({ prices: z.array(groupPriceShape) }) },
      },
    },
    async (request) => {
      const product = await app.services.catalog.getProduct(request.params.id);
      return { success: true as const, prices: await app.services.tradePriceEdits.productGroupPrices(product) };
    },
  );
};
