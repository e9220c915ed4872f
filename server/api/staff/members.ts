/** /api/staff/members and the invitation's link (issue 35 item 1): the owner invites, changes roles,
 * suspends, restores and removes staff; each change is an audit row. The invited person sets their
 * password at /api/staff/accept (the link's token is its only credential). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../domain/shared/api-shapes.ts';
import { idSchema } from '../../../domain/shared/schemas.ts';
import { diff } from '../../../domain/staff/audit.ts';
import {
  staffAcceptSchema,
  staffInviteSchema,
  staffMemberShape,
  staffRoleSchema,
} from '../../../domain/staff/staff-schemas.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { requirePermission } from '../../auth/guards.ts';
import { rateTier } from '../../rate-limit/tiers.ts';
import { actorOf, audit } from './audit-request.ts';

const { STAFF_TEXT } = textsIn('az');

const tags = ['staff'];
const params = z.object({ id: idSchema });
const manage = requirePermission('staff.manage');

export const staffMembersApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members',
    { onRequest: manage, schema: { tags, response: { 200: ok({ staff: z.array(staffMemberShape) }) } } },
    async () => ({ success: true as const, staff: await app.services.staffAccounts.listStaff() }),
  );

  app.post(
    '/invite',
    { onRequest: manage, schema: { tags, body: staffInviteSchema, response: { 201: ok() } } },
    async (request, reply) => {
      const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      await app.services.staffAccounts.inviteStaff({ ...request.body, invitedBy: request.staff!.id }, origin);
      const changes = diff(null, request.body);
      await audit(request, { action: 'invite', entity: 'staff', entityId: request.body.email, changes });
      return reply.code(201).send({ success: true as const, message: STAFF_TEXT.invited(request.body.email) });
    },
  );

  app.put(
    '/members/:id/role',
    { onRequest: manage, schema: { tags, params, body: staffRoleSchema, response: { 200: ok() } } },
    async (request) => {
      const { before, after } = await app.services.staffAccounts.changeRole(request.params.id, request.body.role);
      const changes = diff({ role: before }, { role: after });
      await audit(request, { action: 'role', entity: 'staff', entityId: request.params.id, changes });
      return { success: true as const, message: STAFF_TEXT.roleChanged };
    },
  );

  for (const [path, suspended] of [
    ['suspend', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/members/:id/${path}`,
      { onRequest: manage, schema: { tags, params, response: { 200: ok() } } },
      async (request) => {
        await app.services.staffAccounts.setSuspended(request.params.id, suspended, request.staff!.id);
        const changes = diff({ suspended: !suspended }, { suspended });
        await audit(request, { action: path, entity: 'staff', entityId: request.params.id, changes });
        return { success: true as const, message: suspended ? STAFF_TEXT.suspended : STAFF_TEXT.restored };
      },
    );
  }

  app.delete(
    '/members/:id',
    { onRequest: manage, schema: { tags, params, response: { 200: ok() } } },
    async (request) => {
      const removed = await app.services.staffAccounts.removeStaff(request.params.id, request.staff!.id);
      await audit(request, {
        action: 'remove',
        entity: 'staff',
        entityId: request.params.id,
        changes: diff(removed, null),
      });
      return { success: true as const, message: STAFF_TEXT.removed };
    },
  );

  // public: the link's token is the credential; throttled like a sign-in
  app.post(
    '/accept',
    { config: rateTier('login'), schema: { tags, body: staffAcceptSchema, response: { 200: ok() } } },
    async (request) => {
      const member = await app.services.staffAccounts.acceptInvite(request.body);
      await app.services.audit.recordAudit(
        { ...actorOf(request, member.email), id: member.id },
        {
          action: 'create',
          entity: 'staff',
          entityId: member.id,
          changes: diff(null, { email: member.email, role: member.role }),
        },
      );
      return { success: true as const, message: STAFF_TEXT.passwordSet };
    },
  );
};
