/** /api/order: customers place and cancel their own orders; sellers run all orders. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { ORDER_STATUS } from '../../domain/order-status.ts';
import { idSchema, orderCreateSchema, orderStatusSchema } from '../../domain/schemas.ts';
import { requireSeller, requireUser } from '../auth/guards.ts';
import * as ordersService from '../services/orders.ts';
import { rateTier } from '../rate-limit/tiers.ts';
import { failureShape, ok, orderShape } from '../../domain/api-shapes.ts';

const params = z.object({ id: idSchema });
const tags = ['order'];
const orderAnswer = ok({ order: orderShape });
const ordersAnswer = ok({ orders: z.array(orderShape) });

export const orderApi: FastifyPluginAsyncZod = async (app) => {
  app.post('/cod', { config: rateTier('order'), onRequest: requireUser, schema: { tags, body: orderCreateSchema, response: { 201: orderAnswer, 404: failureShape.describe('No such address or product'), 409: failureShape.describe('Out of stock') } } }, async (request, reply) => {
    const order = await ordersService.placeOrder(app.db, request.userId!, request.body);
    return reply.code(201).send({ success: true as const, message: MSG.orderPlaced, order });
  });

  app.get('/user', { onRequest: requireUser, schema: { tags, response: { 200: ordersAnswer } } }, async (request) => ({
    success: true as const,
    orders: await ordersService.listUserOrders(app.db, request.userId!),
  }));

  app.post('/:id/cancel', { onRequest: requireUser, schema: { tags, params, response: { 200: orderAnswer, 409: failureShape.describe('No longer cancellable') } } }, async (request) => ({
    success: true as const,
    message: MSG.orderCancelled,
    order: await ordersService.changeOrderStatus(app.db, request.params.id, ORDER_STATUS.cancelled, 'customer', request.userId),
  }));

  app.get('/seller', { onRequest: requireSeller, schema: { tags, response: { 200: ordersAnswer } } }, async () => ({
    success: true as const,
    orders: await ordersService.listAllOrders(app.db),
  }));

  app.put('/seller/:id/status', { onRequest: requireSeller, schema: { tags, params, body: orderStatusSchema, response: { 200: orderAnswer, 409: failureShape.describe('Status change not allowed') } } }, async (request) => {
    const order = await ordersService.changeOrderStatus(app.db, request.params.id, request.body.status, 'seller');
    return { success: true as const, message: MSG.orderStatusUpdated(order.status), order };
  });

  app.delete('/seller/:id', { onRequest: requireSeller, schema: { tags, params, response: { 200: ok() } } }, async (request) => {
    await ordersService.deleteOrder(app.db, request.params.id);
    return { success: true as const, message: MSG.orderDeleted };
  });
};
