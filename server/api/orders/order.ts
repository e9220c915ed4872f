/** /api/order: customers place and cancel their own orders; sellers run all orders. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/shared/messages.ts';
import { bakuToday, orderFiltersSchema, orderListQuerySchema } from '../../../domain/orders/order-filters.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { idSchema, orderCreateSchema, orderDeliverySchema, orderStatusSchema } from '../../../domain/shared/schemas.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { requestFingerprint } from '../../services/orders/order-keys.ts';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import { audit } from '../staff/audit-request.ts';
import { diff } from '../../../domain/staff/audit.ts';
import { rateTier } from '../../rate-limit/tiers.ts';
import {
  failureShape,
  ok,
  orderEventShape,
  orderShape,
  pageFields,
  prescriptionShape,
} from '../../../domain/shared/api-shapes.ts';

const { ORDER_KEY_TEXT } = textsIn('az');

const params = z.object({ id: idSchema });
/** `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header, decision 0079): an sf-string or a bare key. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .transform((v) => v.trim().replace(/^"(.*)"$/, '$1'))
    .pipe(z.string().regex(/^[\x20-\x7e]{1,255}$/, ORDER_KEY_TEXT.badKey))
    .optional()
    .meta({ description: ORDER_KEY_TEXT.headerDoc }),
});
const tags = ['order'];
/** `?confirm=10001`: the order's number, typed by the seller; needed for a completed, paid order. */
const deleteQuery = z.object({ confirm: z.coerce.number().int().positive().optional() });
const orderAnswer = ok({ order: orderShape });
const csvAnswer = { description: 'The orders as CSV', content: { 'text/csv': { schema: z.string() } } };

export const orderApi: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cod',
    {
      config: rateTier('order'),
      onRequest: requireUser,
      schema: {
        tags,
        body: orderCreateSchema,
        headers: idempotencyHeaders,
        response: {
          201: orderAnswer,
          404: failureShape.describe('No such address or product'),
          409: failureShape.describe('Out of stock, or a request with the same Idempotency-Key still in flight'),
          422: failureShape.describe('The Idempotency-Key was used with another body'),
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { order, replayed } = await app.services.checkout.checkoutOnce(
        app.config,
        request.userId!,
        request.body,
        `${request.protocol}://${request.host}`,
        undefined,
        key ? { key: { scope: 'api', key, fingerprint: requestFingerprint(request.body), wait: false } } : {},
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ success: true as const, message: MSG.orderPlacedNumbered(order.number), order });
    },
  );

  app.get(
    '/user',
    { onRequest: requireUser, schema: { tags, response: { 200: ok({ orders: z.array(orderShape) }) } } },
    async (request) => ({
      success: true as const,
      orders: await app.services.orders.listUserOrders(request.userId!),
    }),
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: requireUser,
      schema: { tags, params, response: { 200: orderAnswer, 409: failureShape.describe('No longer cancellable') } },
    },
    async (request) => ({
      success: true as const,
      message: MSG.orderCancelled,
      order: await app.services.orders.changeOrderStatus(request.params.id, ORDER_STATUS.cancelled, 'customer', {
        ownerId: request.userId,
      }),
    }),
  );

  // newest first, on the shared keyset pages (decisions 0023, 0039); without parameters, the first page of all orders
  app.get(
    '/seller',
    {
      onRequest: requirePermission('orders.read'),
      schema: {
        tags,
        querystring: orderListQuerySchema,
        response: {
          200: ok({
            orders: z.array(orderShape),
            ...pageFields,
            counts: z.record(z.string(), z.number()),
          }),
        },
      },
    },
    async (request) => {
      const { limit, after, before, ...filters } = request.query;
      return {
        success: true as const,
        ...(await app.services.sellerOrders.listSellerOrders(filters, { limit, after, before })),
      };
    },
  );

  // the filtered list as CSV for the accountant, streamed a batch at a time
  app.get(
    '/seller/export',
    {
      onRequest: requirePermission('orders.export'),
      schema: { tags, querystring: orderFiltersSchema, response: { 200: csvAnswer } },
    },
    async (request, reply) => {
      const day = bakuToday();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sifarisler-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(app.services.ordersExport.exportOrdersCsv(request.query) as unknown as string); // a stream of the CSV text
    },
  );

  app.get(
    '/seller/:id/events',
    {
      onRequest: requirePermission('orders.read'),
      schema: { tags, params, response: { 200: ok({ events: z.array(orderEventShape) }) } },
    },
    async (request) => ({
      success: true as const,
      events: await app.services.orderEvents.listOrderEvents(request.params.id),
    }),
  );

  // the prescription of an order with Rx items (decision 0053): the seller's only
  app.get(
    '/seller/:id/prescription',
    {
      onRequest: requirePermission('orders.read'),
      schema: { tags, params, response: { 200: ok({ prescription: prescriptionShape.nullable() }) } },
    },
    async (request) => ({
      success: true as const,
      prescription: await app.services.prescriptions.getPrescription(request.params.id),
    }),
  );

  app.get(
    '/seller/:id/prescription/photo',
    {
      onRequest: requirePermission('orders.read'),
      schema: {
        tags,
        params,
        response: { 200: { description: 'The photo (WebP)', content: { 'image/webp': { schema: z.string() } } } },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, no-store')
        .send((await app.services.prescriptions.getPrescriptionPhoto(request.params.id)) as unknown as string), // the bytes as they are
  );

  app.post(
    '/seller/:id/prescription/checked',
    {
      onRequest: requirePermission('orders.status'),
      schema: {
        tags,
        params,
        response: {
          200: ok({ prescription: prescriptionShape }),
          409: failureShape.describe('The order has no prescription'),
        },
      },
    },
    async (request) => {
      const prescription = await app.services.prescriptions.markPrescriptionChecked(
        request.params.id,
        request.sellerId!,
      );
      const changes = { prescriptionChecked: [false, true] as [boolean, boolean] };
      await audit(request, { action: 'prescription-checked', entity: 'order', entityId: request.params.id, changes });
      return { success: true as const, message: textsIn('az').RX_SELLER_TEXT.checkedSaved, prescription };
    },
  );

  app.put(
    '/seller/:id/status',
    {
      onRequest: requirePermission('orders.status'),
      schema: {
        tags,
        params,
        body: orderStatusSchema,
        response: { 200: orderAnswer, 409: failureShape.describe('Status change not allowed') },
      },
    },
    async (request) => {
      const before = await app.services.orders.getSellerOrder(request.params.id);
      const order = await app.services.orders.changeOrderStatus(request.params.id, request.body.status, 'seller', {
        sellerId: request.sellerId,
      });
      const changes = { status: [before.status, order.status] as [string, string] };
      await audit(request, { action: 'status', entity: 'order', entityId: order._id, changes });
      return { success: true as const, message: MSG.orderStatusUpdated(order.status), order };
    },
  );

  // decision 0078: the delivery of an order whose address named no zone, set before it is accepted
  app.put(
    '/seller/:id/delivery',
    {
      onRequest: requirePermission('orders.delivery'),
      schema: {
        tags,
        params,
        body: orderDeliverySchema,
        description:
          "Sets the delivery zone (and optionally a fee of the seller's own, manat) of a pending order, typically one whose `deliveryToAgree` is true; the amount becomes goods + fee and the customer is e-mailed the final amount.",
        response: {
          200: orderAnswer,
          400: failureShape.describe('No such zone, or a fee outside 0–1000'),
          409: failureShape.describe('The order is no longer pending'),
        },
      },
    },
    async (request) => {
      const before = await app.services.orders.getSellerOrder(request.params.id);
      const order = await app.services.orderDelivery.setOrderDelivery(
        app.config,
        request.params.id,
        request.body,
        request.sellerId,
        `${request.protocol}://${request.host}`,
      );
      const pick = (o: typeof order) => ({
        deliveryFee: o.deliveryFee,
        amount: o.amount,
        zone: o.delivery?.zoneName ?? null,
      });
      await audit(request, {
        action: 'update',
        entity: 'order',
        entityId: order._id,
        changes: diff(pick(before), pick(order)),
      });
      return { success: true as const, message: textsIn('az').DELIVERY_AGREE_SELLER.saved, order };
    },
  );

  app.delete(
    '/seller/:id',
    {
      onRequest: requirePermission('orders.delete'),
      schema: {
        tags,
        params,
        querystring: deleteQuery,
        response: { 200: ok(), 409: failureShape.describe('A completed, paid order needs its number to confirm') },
      },
    },
    async (request) => {
      const before = await app.services.orders.getSellerOrder(request.params.id);
      await app.services.orders.deleteOrder(request.params.id, {
        sellerId: request.sellerId,
        confirmNumber: request.query.confirm,
      });
      const { number, status, amount, customer } = before;
      const changes = diff({ number, status, amount, customer: customer?.email ?? null }, null);
      await audit(request, { action: 'delete', entity: 'order', entityId: before._id, changes });
      return { success: true as const, message: MSG.orderDeleted };
    },
  );
};
