/** /api/seller: staff login, separate from customers (docs/architecture.md §Roles). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.ts';
import { setSessionCookie } from '../auth/cookies.ts';
import { currentSellerId, SELLER_COOKIE } from '../auth/guards.ts';
import { guardedLogin, isKnownDevice } from '../rate-limit/login-guard.ts';
import { logoutRoutes } from './logout.ts';
import { HttpError } from '../services/errors.ts';
import { actorOf } from './staff/audit-request.ts';
import type { AuditChanges } from '../../domain/staff/audit.ts';
import { loginRoute } from './login-route.ts';
import { failureShape, ok } from '../../domain/api-shapes.ts';

const tags = ['seller'];

export const sellerApi: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', loginRoute(tags, ok()), async (request, reply) => {
    const tried = actorOf(request, request.body.email);
    const account = `seller:${request.body.email}`;
    const knownDevice = Boolean(await isKnownDevice(request, account));
    const sellerId = await guardedLogin(request, reply, account, () =>
      app.services.accounts.authenticateSeller(request.body),
    ).catch(async (error: unknown) => {
      // a wrong password, a suspended account or a throttled address: each a failed sign-in in the log
      if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 429)) {
        const changes = { refused: [null, error.statusCode] as [null, number] };
        await app.services.audit.recordAudit(tried, { action: 'sign-in-failed', entity: 'sign-in', changes });
      }
      throw error;
    });
    const changes: AuditChanges = knownDevice ? {} : { newDevice: [null, true] };
    await app.services.audit.recordAudit(
      { ...tried, id: sellerId },
      { action: 'sign-in', entity: 'sign-in', entityId: sellerId, changes },
    );
    // a browser this account never signed in from: the person hears of it (issue 35 item 5)
    if (!knownDevice)
      await app.services.staffAccounts.mailNewDevice(sellerId, {
        address: request.ip,
        device: String(request.headers['user-agent'] ?? '').slice(0, 200),
      });
    const from = { address: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
    setSessionCookie(reply, SELLER_COOKIE, await app.services.sessions.createSession({ sellerId }, from));
    return { success: true as const, message: MSG.loggedIn };
  });

  app.get(
    '/is-auth',
    { schema: { tags, response: { 200: ok(), 401: failureShape.describe('Not a seller session') } } },
    async (request, reply) => {
      if (!(await currentSellerId(request))) return reply.code(401).send({ success: false, message: MSG.unauthorized });
      return { success: true as const };
    },
  );

  logoutRoutes(app, SELLER_COOKIE, tags);
};
