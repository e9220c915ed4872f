/** /api/user: customer accounts, plus the seller's user list and deletion. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { idSchema, loginSchema, registerSchema } from '../../domain/schemas.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/cookies.ts';
import { currentUserId, requireSeller, sameSiteOnly, USER_COOKIE } from '../auth/guards.ts';
import { createSession, deleteSession } from '../auth/sessions.ts';
import * as accounts from '../services/accounts.ts';
import { guardedLogin } from '../rate-limit/login-guard.ts';
import { rateTier } from '../rate-limit/tiers.ts';
import { failureShape, ok, publicUserShape, userSummaryShape } from '../../domain/api-shapes.ts';

const tags = ['user'];
const userAnswer = ok({ user: publicUserShape });

export const userApi: FastifyPluginAsyncZod = async (app) => {
  app.post('/register', { config: rateTier('register'), schema: { tags, body: registerSchema, response: { 201: userAnswer, 409: failureShape.describe('E-mail taken') } } }, async (request, reply) => {
    const user = await accounts.registerUser(app.db, request.body);
    setSessionCookie(reply, USER_COOKIE, await createSession(app.db, { userId: user._id }));
    return reply.code(201).send({ success: true as const, message: MSG.registered, user });
  });

  app.post('/login', { config: rateTier('login'), schema: { tags, body: loginSchema, response: { 200: userAnswer, 401: failureShape.describe('Wrong e-mail or password') } } }, async (request, reply) => {
    const user = await guardedLogin(request, reply, `user:${request.body.email}`, () => accounts.authenticateUser(app.db, request.body));
    setSessionCookie(reply, USER_COOKIE, await createSession(app.db, { userId: user._id }));
    return { success: true as const, message: MSG.loggedIn, user };
  });

  app.get('/is-auth', { schema: { tags, response: { 200: userAnswer, 401: failureShape.describe('Not logged in') } } }, async (request, reply) => {
    const id = await currentUserId(request);
    const user = id ? await accounts.findUser(app.db, id) : null;
    if (!user) return reply.code(401).send({ success: false, message: MSG.unauthorized });
    return { success: true as const, user };
  });

  // Idempotent: a stale or missing session still ends logged out, not in an error.
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await deleteSession(app.db, request.cookies[USER_COOKIE]);
    clearSessionCookie(reply, USER_COOKIE);
    return { success: true as const, message: MSG.loggedOut };
  };
  // POST from the pages; GET stays for the spec's contract, same-site only
  app.post('/logout', { schema: { tags, response: { 200: ok() } } }, logout);
  app.get('/logout', { onRequest: sameSiteOnly, schema: { tags, response: { 200: ok() } } }, logout);

  app.get('/all-users', { onRequest: requireSeller, schema: { tags, response: { 200: ok({ data: z.array(userSummaryShape) }) } } }, async () => ({
    success: true as const,
    data: await accounts.listUsers(app.db),
  }));

  app.delete('/delete/:id', { onRequest: requireSeller, schema: { tags, params: z.object({ id: idSchema }), response: { 200: ok() } } }, async (request) => {
    await accounts.deleteUser(app.db, request.params.id);
    return { success: true as const, message: MSG.userDeleted };
  });
};
