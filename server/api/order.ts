/** /api/order: customers place and cancel their own orders; sellers run all orders. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { orderListQuerySchema } from '../../domain/order-filters.ts';
import { ORDER_STATUS } from '../../domain/order-status.ts';
import { idSchema, orderCreateSchema, orderStatusSchema } from '../../domain/schemas.ts';
import { requireSeller, requireUser } from '../auth/guards.ts';
import { wakeMailers } from '../mail/mailer.ts';
import { listOrderEvents } from '../services/order-events.ts';
import * as ordersService from '../services/orders.ts';
import { exportOrdersCsv } from '../services/orders-export.ts';
import { listSellerOrders } from '../services/seller-orders.ts';

const params = z.object({ id: idSchema });
const tags = ['order'];
/** `?confirm=10001`: the order's number, typed by the seller; needed for a completed, paid order. */
const deleteQuery = z.object({ confirm: z.coerce.number().int().positive().optional() });


export const orderApi: FastifyPluginAsyncZod = async (app) => {
  app.post('/cod', { onRequest: requireUser, schema: { tags, body: orderCreateSchema } }, async (request, reply) => {
    const { shopNotifyEmail, publicUrl } = app.config;
    const orderUrl = publicUrl ? (id: string) => `${publicUrl}/seller/orders/${id}` : undefined;
    const notice = shopNotifyEmail ? { to: shopNotifyEmail, orderUrl } : undefined;
    const order = await ordersService.placeOrder(app.db, request.userId!, request.body, notice);
    if (notice) wakeMailers(); // committed: the notice can go now
    return reply.code(201).send({ success: true, message: MSG.orderPlacedNumbered(order.number), order });
  });

  app.get('/user', { onRequest: requireUser, schema: { tags } }, async (request) => ({
    success: true,
    orders: await ordersService.listUserOrders(app.db, request.userId!),
  }));

  app.post('/:id/cancel', { onRequest: requireUser, schema: { tags, params } }, async (request) => ({
    success: true,
    message: MSG.orderCancelled,
    order: await ordersService.changeOrderStatus(app.db, request.params.id, ORDER_STATUS.cancelled, 'customer', { ownerId: request.userId }),
  }));

  // newest first, one page at a time (decision 0023); without parameters, the first page of all orders
  app.get('/seller', { onRequest: requireSeller, schema: { tags, querystring: orderListQuerySchema } }, async (request) => ({
    success: true,
    ...(await listSellerOrders(app.db, request.query)),
  }));

  // the filtered list as CSV for the accountant, streamed a batch at a time
  app.get('/seller/export', { onRequest: requireSeller, schema: { tags, querystring: orderListQuerySchema } }, async (request, reply) => {
    const day = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10); // Baku date
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="sifarisler-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportOrdersCsv(app.db, request.query));
  });

  app.get('/seller/:id/events', { onRequest: requireSeller, schema: { tags, params } }, async (request) => ({
    success: true,
    events: await listOrderEvents(app.db, request.params.id),
  }));

  app.put('/seller/:id/status', { onRequest: requireSeller, schema: { tags, params, body: orderStatusSchema } }, async (request) => {
    const order = await ordersService.changeOrderStatus(app.db, request.params.id, request.body.status, 'seller', { sellerId: request.sellerId });
    return { success: true, message: MSG.orderStatusUpdated(order.status), order };
  });

  app.delete('/seller/:id', { onRequest: requireSeller, schema: { tags, params, querystring: deleteQuery } }, async (request) => {
    await ordersService.deleteOrder(app.db, request.params.id, { sellerId: request.sellerId, confirmNumber: request.query.confirm });
    return { success: true, message: MSG.orderDeleted };
  });
};
