/** /api/trade/quick-order and /api/trade/lists (issue 33 item 5, decisions 0103, 0104): lines of
 * codes into the caller's cart in one step (text or a CSV/XLSX file), and the caller's (or their
 * company's) saved lists. Every call is the caller's own; a list of anyone else is "not found". */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureShape, ok } from '../../../domain/shared/api-shapes.ts';
import { idSchema } from '../../../domain/shared/schemas.ts';
import { listUpdateSchema, newListSchema } from '../../../domain/trade/order-list-schema.ts';
import {
  orderListShape,
  orderListSummaryShape,
  quickOrderAnswer,
  quickOrderBody,
} from '../../../domain/trade/quick-order-shapes.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { requireUser } from '../../auth/guards.ts';
import { rateTier } from '../../rate-limit/tiers.ts';
import { requestFingerprint } from '../../services/orders/order-keys.ts';
import type { AddKey, QuickOrderAnswer } from '../../services/trade/quick-order.ts';
import { readQuickOrderFile, readQuickOrderText } from '../../services/trade/quick-order-input.ts';
import { idempotencyHeaders } from '../orders/order.ts';
import { readUploadForm } from '../multipart.ts';

const { QUICK_ORDER_MSG: M } = textsIn('az');
const tags = ['trade'];
const params = z.object({ id: idSchema });
const answer = ok(quickOrderAnswer);
const listAnswer = ok({ list: orderListShape });
const user = { onRequest: requireUser } as const;

/** The answer's message: how many lines went in, or that none did. */
const said = (a: QuickOrderAnswer) => ({
  success: true as const,
  message: a.added.length ? M.added(a.added.length) : M.nothingAdded,
  ...a,
});

const keyOf = (header: string | undefined, body: unknown): AddKey | undefined =>
  header ? { scope: 'api', key: header, fingerprint: requestFingerprint(body) } : undefined;

export const quickOrderApi: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quick-order',
    {
      ...user,
      schema: {
        tags,
        summary: 'Lines of SKU/barcode and quantity into the cart: the good lines added, each bad one named',
        body: quickOrderBody,
        headers: idempotencyHeaders,
        response: { 200: answer, 400: failureShape, 422: failureShape },
      },
    },
    async (request) => {
      const lines = readQuickOrderText(request.body.text);
      const key = keyOf(request.headers['idempotency-key'], request.body);
      return said(await app.services.tradeQuickOrder.quickOrder(request.userId!, lines, key));
    },
  );

  app.post(
    '/quick-order/file',
    {
      config: rateTier('upload'),
      ...user,
      schema: {
        tags,
        summary: "The caller's own CSV or XLSX (a code column and a quantity column) into the cart",
        consumes: ['multipart/form-data'],
        response: { 200: answer, 400: failureShape, 413: failureShape, 415: failureShape },
      },
    },
    async (request) => {
      const form = await readUploadForm(request);
      const lines = await readQuickOrderFile(form.files[0]);
      return said(await app.services.tradeQuickOrder.quickOrder(request.userId!, lines));
    },
  );

  const lists = () => app.services.tradeOrderLists;
  app.get(
    '/lists',
    {
      ...user,
      schema: {
        tags,
        summary: "The caller's (or their company's) saved lists",
        response: { 200: ok({ lists: z.array(orderListSummaryShape) }) },
      },
    },
    async (request) => ({ success: true as const, lists: await lists().listLists(request.userId!) }),
  );
  app.post(
    '/lists',
    {
      ...user,
      schema: {
        tags,
        summary: "A saved list from its lines, the cart or one of the caller's orders",
        body: newListSchema,
        response: { 201: listAnswer },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: M.listSaved,
        list: await lists().createList(request.userId!, request.body),
      }),
  );
  app.get(
    '/lists/:id',
    { ...user, schema: { tags, params, response: { 200: listAnswer, 404: failureShape } } },
    async (request) => ({ success: true as const, list: await lists().getList(request.userId!, request.params.id) }),
  );
  app.put(
    '/lists/:id',
    { ...user, schema: { tags, params, body: listUpdateSchema, response: { 200: listAnswer, 404: failureShape } } },
    async (request) => ({
      success: true as const,
      message: M.listSaved,
      list: await lists().updateList(request.userId!, request.params.id, request.body),
    }),
  );
  app.delete(
    '/lists/:id',
    { ...user, schema: { tags, params, response: { 200: ok(), 404: failureShape } } },
    async (request) => {
      await lists().deleteList(request.userId!, request.params.id);
      return { success: true as const, message: M.listDeleted };
    },
  );
  app.post(
    '/lists/:id/reorder',
    {
      ...user,
      schema: {
        tags,
        params,
        headers: idempotencyHeaders,
        summary: "The list's lines into the cart, checked as quick order's",
        response: { 200: answer, 404: failureShape },
      },
    },
    async (request) => {
      const key = keyOf(request.headers['idempotency-key'], { list: request.params.id });
      return said(await lists().reorderList(request.userId!, request.params.id, key));
    },
  );
};
