/** /api/seller: staff login, separate from customers (spec §6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.ts';
import { loginSchema } from '../../domain/schemas.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/cookies.ts';
import { currentSellerId, SELLER_COOKIE } from '../auth/guards.ts';
import { createSession, deleteSession } from '../auth/sessions.ts';
import * as accounts from '../services/accounts.ts';
import { HttpError } from '../services/errors.ts';

const tags = ['seller'];

export const sellerApi: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', { schema: { tags, body: loginSchema } }, async (request, reply) => {
    const key = `seller:${request.body.email}`;
    if (app.loginLimiter.isBlocked(key)) throw new HttpError(429, MSG.tooManyAttempts);
    try {
      const sellerId = await accounts.authenticateSeller(app.db, request.body);
      app.loginLimiter.recordSuccess(key);
      setSessionCookie(reply, SELLER_COOKIE, await createSession(app.db, { sellerId }));
      return { success: true, message: MSG.loggedIn };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) app.loginLimiter.recordFailure(key);
      throw error;
    }
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
