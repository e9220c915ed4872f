/** /api/seller: staff login, separate from customers (docs/architecture.md §Roles). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.ts';
import { setSessionCookie } from '../auth/cookies.ts';
import { currentSellerId, SELLER_COOKIE } from '../auth/guards.ts';
import { guardedLogin } from '../rate-limit/login-guard.ts';
import { logoutRoutes } from './logout.ts';
import { loginRoute } from './login-route.ts';
import { failureShape, ok } from '../../domain/api-shapes.ts';

const tags = ['seller'];

export const sellerApi: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', loginRoute(tags, ok()), async (request, reply) => {
    const sellerId = await guardedLogin(request, reply, `seller:${request.body.email}`, () =>
      app.services.accounts.authenticateSeller(request.body),
    );
    setSessionCookie(reply, SELLER_COOKIE, await app.services.sessions.createSession({ sellerId }));
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
