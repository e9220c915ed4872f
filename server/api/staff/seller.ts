/** /api/seller: staff login, separate from customers (docs/architecture.md §Roles); a member with
 * two-factor sign-in gives its code in the same call (decision 0101). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/shared/messages.ts';
import { setSessionCookie } from '../../auth/cookies.ts';
import { currentSellerId, SELLER_COOKIE } from '../../auth/guards.ts';
import { guardedLogin, isKnownDevice, isSecondStepAsked } from '../../rate-limit/login-guard.ts';
import { logoutRoutes } from '../accounts/logout.ts';
import { HttpError } from '../../services/shared/errors.ts';
import { actorOf } from './audit-request.ts';
import type { AuditChanges } from '../../../domain/staff/audit.ts';
import { sellerLoginSchema } from '../../../domain/staff/two-factor-schemas.ts';
import { loginRoute } from '../accounts/login-route.ts';
import { failureShape, ok } from '../../../domain/shared/api-shapes.ts';
import { secondStep } from './second-step.ts';

const tags = ['seller'];
const REFUSED =
  'Wrong e-mail or password; or, for a member with two-factor sign-in, a code needed or wrong (`field: "code"`): send the same body again with `code`';

export const sellerApi: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', loginRoute(tags, ok(), sellerLoginSchema, REFUSED), async (request, reply) => {
    const tried = actorOf(request, request.body.email);
    const account = `seller:${request.body.email}`;
    const knownDevice = Boolean(await isKnownDevice(request, account));
    let id: string | undefined;
    const { sellerId, passed } = await guardedLogin(request, reply, account, async () => {
      id = await app.services.accounts.authenticateSeller(request.body);
      return { sellerId: id, passed: await secondStep(request, reply, id, request.body) };
    }).catch(async (error: unknown) => {
      // a wrong password or code, a suspended account or a throttled address: each a failed sign-in in the log
      if (
        error instanceof HttpError &&
        (error.statusCode === 401 || error.statusCode === 429) &&
        !isSecondStepAsked(error)
      ) {
        const changes = { refused: [null, error.statusCode] as [null, number] };
        const wrongCode = error.field === 'code';
        await app.services.audit.recordAudit(
          { ...tried, ...(wrongCode && id ? { id } : {}) },
          {
            action: wrongCode ? 'two-factor-failed' : 'sign-in-failed',
            entity: 'sign-in',
            entityId: id ?? '',
            changes,
          },
        );
      }
      throw error;
    });
    const changes: AuditChanges = knownDevice ? {} : { newDevice: [null, true] };
    if (passed !== 'none') changes.secondStep = [null, passed];
    await app.services.audit.recordAudit(
      { ...tried, id: sellerId },
      {
        action: passed === 'recovery' ? 'recovery-code-used' : 'sign-in',
        entity: 'sign-in',
        entityId: sellerId,
        changes,
      },
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
