/** /api/seller: staff login, separate from customers (spec §6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.ts';
import { loginSchema } from '../../domain/schemas.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/cookies.ts';
import { currentSellerId, SELLER_COOKIE } from '../auth/guards.ts';
import { createSession, deleteSession } from '../auth/sessions.ts';
import * as accounts from '../services/accounts.ts';
import { guardedLogin } from '../rate-limit/login-guard.ts';
import { rateTier } from '../rate-limit/tiers.ts';

const tags = ['seller'];

export const sellerApi: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', { config: rateTier('login'), schema: { tags, body: loginSchema } }, async (request, reply) => {
    const sellerId = await guardedLogin(request, `seller:${request.body.email}`, () => accounts.authenticateSeller(app.db, request.body));
    setSessionCookie(reply, SELLER_COOKIE, await createSession(app.db, { sellerId }));
    return { success: true, message: MSG.loggedIn };
  });

  app.get('/is-auth', { schema: { tags } }, async (request, reply) => {
    if (!(await currentSellerId(request))) return reply.code(401).send({ success: false, message: MSG.unauthorized });
    return { success: true };
  });

  app.get('/logout', { schema: { tags } }, async (request, reply) => {
    await deleteSession(app.db, request.cookies[SELLER_COOKIE]);
    clearSessionCookie(reply, SELLER_COOKIE);
    return { success: true, message: MSG.loggedOut };
  });
};
