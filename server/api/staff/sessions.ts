/** /api/staff/sessions: a staff member's own sessions (issue 35 item 4), listed, ended one at a time
 * or all at once; every role (`account.self`), each only their own. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../domain/shared/api-shapes.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { requirePermission, SELLER_COOKIE } from '../../auth/guards.ts';
import { sessionKey } from '../../auth/sessions.ts';
import { audit } from './audit-request.ts';

const { STAFF_TEXT } = textsIn('az');

const { STAFF_MORE_TEXT } = textsIn('az');

const tags = ['staff'];
const self = requirePermission('account.self');
const sessionShape = z.object({
  key: z.string(),
  address: z.string(),
  userAgent: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

export const staffSessionsApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions',
    { onRequest: self, schema: { tags, response: { 200: ok({ sessions: z.array(sessionShape) }) } } },
    async (request, reply) => {
      const mine = sessionKey(request.cookies[SELLER_COOKIE]);
      const list = await app.services.staffSessions.listSessions(request.staff!.id);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, sessions: list.map((s) => ({ ...s, current: s.key === mine })) };
    },
  );

  app.delete(
    '/sessions/:key',
    {
      onRequest: self,
      schema: { tags, params: z.object({ key: z.string().max(32) }), response: { 200: ok() } },
    },
    async (request) => {
      await app.services.staffSessions.endSession(request.staff!.id, request.params.key);
      await audit(request, { action: 'sign-out', entity: 'sign-in', entityId: request.staff!.id });
      return { success: true as const, message: STAFF_TEXT.sessionEnded };
    },
  );

  app.post('/sessions/end-others', { onRequest: self, schema: { tags, response: { 200: ok() } } }, async (request) => {
    const mine = sessionKey(request.cookies[SELLER_COOKIE]);
    const n = await app.services.staffSessions.endOtherSessions(request.staff!.id, mine);
    const changes = { sessions: [n, 0] as [number, number] };
    await audit(request, { action: 'sign-out', entity: 'sign-in', entityId: request.staff!.id, changes });
    return { success: true as const, message: STAFF_MORE_TEXT.othersEnded };
  });

  app.post('/sessions/end-all', { onRequest: self, schema: { tags, response: { 200: ok() } } }, async (request) => {
    const n = await app.services.staffSessions.endAllSessions(request.staff!.id);
    await audit(request, {
      action: 'sign-out',
      entity: 'sign-in',
      entityId: request.staff!.id,
      changes: { sessions: [n, 0] },
    });
    return { success: true as const, message: STAFF_TEXT.allEnded };
  });
};
