/** /api/staff/invites: the owner's pending invitations (issue 35 item 1), listed, sent again or
 * withdrawn; each change an audit row. Permission `staff.manage`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../domain/shared/api-shapes.ts';
import { idSchema } from '../../../domain/shared/schemas.ts';
import { ROLES } from '../../../domain/staff/permissions.ts';
import { inviteEmailSchema } from '../../../domain/staff/two-factor-schemas.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { requirePermission } from '../../auth/guards.ts';
import { audit } from './audit-request.ts';

const { STAFF_TEXT } = textsIn('az');

const { STAFF_MORE_TEXT } = textsIn('az');

const tags = ['staff'];
const manage = requirePermission('staff.manage');
const inviteShape = z.object({ email: z.string(), role: z.enum(ROLES), sentAt: z.string(), expiresAt: z.string() });

export const staffInvitesApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invites',
    { onRequest: manage, schema: { tags, response: { 200: ok({ invites: z.array(inviteShape) }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, invites: await app.services.staffInvites.listInvites() };
    },
  );

  app.post(
    '/invites/resend',
    { onRequest: manage, schema: { tags, body: inviteEmailSchema, response: { 200: ok() } } },
    async (request) => {
      const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      const { email } = request.body;
      const { role } = await app.services.staffInvites.resendInvite(email, request.staff!.id, origin);
      await audit(request, {
        action: 'invite-resend',
        entity: 'staff',
        entityId: email,
        changes: { role: [role, role] },
      });
      return { success: true as const, message: STAFF_TEXT.invited(email) };
    },
  );

  app.post(
    '/invites/withdraw',
    { onRequest: manage, schema: { tags, body: inviteEmailSchema, response: { 200: ok() } } },
    async (request) => {
      const { email } = request.body;
      const { role } = await app.services.staffInvites.withdrawInvite(email);
      await audit(request, {
        action: 'invite-withdraw',
        entity: 'staff',
        entityId: email,
        changes: { role: [role, null] },
      });
      return { success: true as const, message: STAFF_MORE_TEXT.withdrawn };
    },
  );

  // the owner ends another member's sessions (as a suspension does) and their remembered devices
  app.post(
    '/members/:id/end-sessions',
    { onRequest: manage, schema: { tags, params: z.object({ id: idSchema }), response: { 200: ok() } } },
    async (request) => {
      await app.services.staffAccounts.memberExists(request.params.id);
      const n = await app.services.staffSessions.endAllSessions(request.params.id);
      await audit(request, {
        action: 'sign-out',
        entity: 'staff',
        entityId: request.params.id,
        changes: { sessions: [n, 0] },
      });
      return { success: true as const, message: STAFF_MORE_TEXT.sessionsEnded };
    },
  );
};
