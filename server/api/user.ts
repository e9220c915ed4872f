/** /api/user: customer accounts, plus the seller's user list and deletion. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { pageQuerySchema } from '../../domain/paging.ts';
import { forgotPasswordSchema, resetPasswordSchema } from '../../domain/account-schemas.ts';
import { idSchema, loginSchema, registerSchema } from '../../domain/schemas.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/cookies.ts';
import { currentUserId, requireSeller, USER_COOKIE } from '../auth/guards.ts';
import { createSession, deleteSession } from '../auth/sessions.ts';
import * as accounts from '../services/accounts.ts';
import { requestPasswordReset, resetPassword } from '../services/password-reset.ts';
import { signIn } from '../services/sign-in.ts';

const tags = ['user'];

export const userApi: FastifyPluginAsyncZod = async (app) => {
  app.post('/register', { schema: { tags, body: registerSchema } }, async (request, reply) => {
    const user = await accounts.registerUser(app.db, request.body);
    setSessionCookie(reply, USER_COOKIE, await createSession(app.db, { userId: user._id }));
    return reply.code(201).send({ success: true, message: MSG.registered, user });
  });

  app.post('/login', { schema: { tags, body: loginSchema } }, async (request, reply) => {
    const user = await signIn(app.db, app.loginLimiter, request.body);
    setSessionCookie(reply, USER_COOKIE, await createSession(app.db, { userId: user._id }));
    return { success: true, message: MSG.loggedIn, user };
  });

  // Password reset (docs/decisions/0025). The same answer whether or not the
  // e-mail has an account; links per account are limited in the service (a
  // per-IP limit can be added here with @fastify/rate-limit's route config).
  app.post('/forgot-password', { schema: { tags, body: forgotPasswordSchema } }, async (request) => {
    const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
    await requestPasswordReset(app.db, request.body.email, origin);
    return { success: true, message: MSG.resetRequested };
  });

  app.post('/reset-password', { schema: { tags, body: resetPasswordSchema } }, async (request, reply) => {
    await resetPassword(app.db, request.body.token, request.body.password);
    clearSessionCookie(reply, USER_COOKIE);
    return { success: true, message: MSG.passwordReset };
  });

  app.get('/is-auth', { schema: { tags } }, async (request, reply) => {
    const id = await currentUserId(request);
    const user = id ? await accounts.findUser(app.db, id) : null;
    if (!user) return reply.code(401).send({ success: false, message: MSG.unauthorized });
    return { success: true, user };
  });

  // Idempotent: a stale or missing session still ends logged out, not in an error.
  app.get('/logout', { schema: { tags } }, async (request, reply) => {
    await deleteSession(app.db, request.cookies[USER_COOKIE]);
    clearSessionCookie(reply, USER_COOKIE);
    return { success: true, message: MSG.loggedOut };
  });

  app.get(
    '/all-users',
    { onRequest: requireSeller, schema: { tags, summary: 'Customers, newest first, a page at a time', querystring: pageQuerySchema(100, 500) } },
    async (request) => {
      const { items, ...paging } = await accounts.pageUsers(app.db, request.query);
      return { success: true, data: items, ...paging };
    },
  );

  app.delete('/delete/:id', { onRequest: requireSeller, schema: { tags, params: z.object({ id: idSchema }) } }, async (request) => {
    await accounts.deleteUser(app.db, request.params.id);
    return { success: true, message: MSG.userDeleted };
  });
};
