/** /api/cart: the logged-in customer's cart, synced on every change. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.ts';
import { cartUpdateSchema } from '../../domain/schemas.ts';
import { requireUser } from '../auth/guards.ts';
import { updateCart } from '../services/cart.ts';

export const cartApi: FastifyPluginAsyncZod = async (app) => {
  app.post('/update', { onRequest: requireUser, schema: { tags: ['cart'], body: cartUpdateSchema } }, async (request) => ({
    success: true,
    message: MSG.cartUpdated,
    cart: await updateCart(app.db, request.userId!, request.body.cartItems),
  }));
};
