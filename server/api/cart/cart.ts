/** /api/cart: the logged-in customer's cart, synced on every change. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/shared/messages.ts';
import { cartUpdateSchema } from '../../../domain/shared/schemas.ts';
import { requireUser } from '../../auth/guards.ts';
import { z } from 'zod';
import { failureShape, ok } from '../../../domain/shared/api-shapes.ts';
import { wasLimited } from '../../../domain/cart/cart.ts';

export const cartApi: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/update',
    {
      onRequest: requireUser,
      schema: {
        tags: ['cart'],
        body: cartUpdateSchema,
        response: {
          200: ok({ cart: z.record(z.string(), z.number()) }),
          400: failureShape.describe("A quantity the trade buyer's rule forbids (minimum, step, maximum), named"),
        },
      },
    },
    async (request) => {
      const cart = await app.services.cart.replaceAccountCart(request.userId!, request.body.cartItems);
      // a line cut to what may be sold online says so, never with the number (decision 0087)
      const message = wasLimited(request.body.cartItems, cart) ? MSG.cartLimited : MSG.cartUpdated;
      return { success: true as const, message, cart };
    },
  );
};
