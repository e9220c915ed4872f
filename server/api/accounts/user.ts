/** /api/user: customer accounts, plus the seller's user list and deletion. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/shared/messages.ts';
import { pageQuerySchema } from '../../../domain/shared/paging-schema.ts';
import { forgotPasswordSchema, resetPasswordSchema } from '../../../domain/accounts/account-schemas.ts';
import { idSchema, registerSchema } from '../../../domain/shared/schemas.ts';
import { clearSessionCookie, setSessionCookie } from '../../auth/cookies.ts';
import { currentUserId, requirePermission, USER_COOKIE } from '../../auth/guards.ts';
import { audit } from '../staff/audit-request.ts';
import { diff } from '../../../domain/staff/audit.ts';

import { guardedLogin } from '../../rate-limit/login-guard.ts';
import { rateTier } from '../../rate-limit/tiers.ts';
import { logoutRoutes } from './logout.ts';
import { loginRoute } from './login-route.ts';
import { failureShape, ok, pageFields, publicUserShape, userSummaryShape } from '../../../domain/shared/api-shapes.ts';
import { PAGE_SIZES } from '../../../domain/shared/paging.ts';

const tags = ['user'];
const userAnswer = ok({ user: publicUserShape });

export const userApi: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: rateTier('register'),
      schema: { tags, body: registerSchema, response: { 201: userAnswer, 409: failureShape.describe('E-mail taken') } },
    },
    async (request, reply) => {
      const user = await app.services.accounts.registerUser(request.body);
      setSessionCookie(reply, USER_COOKIE, await app.services.sessions.createSession({ userId: user._id }));
      return reply.code(201).send({ success: true as const, message: MSG.registered, user });
    },
  );

  app.post('/login', loginRoute(tags, userAnswer), async (request, reply) => {
    const user = await app.services.signIn.signIn(
      (account, attempt) => guardedLogin(request, reply, account, attempt),
      request.body,
    );
    setSessionCookie(reply, USER_COOKIE, await app.services.sessions.createSession({ userId: user._id }));
    return { success: true as const, message: MSG.loggedIn, user };
  });

  // Password reset (docs/decisions/0025). The same answer whether or not the
  // e-mail has an account; links per account are limited in the service, and
  // per address by the passwordReset tier (each request may send a mail).
  app.post(
    '/forgot-password',
    { config: rateTier('passwordReset'), schema: { tags, body: forgotPasswordSchema, response: { 200: ok() } } },
    async (request) => {
      const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      await app.services.passwordReset.requestPasswordReset(request.body.email, origin);
      return { success: true as const, message: MSG.resetRequested };
    },
  );

  app.post(
    '/reset-password',
    { config: rateTier('login'), schema: { tags, body: resetPasswordSchema, response: { 200: ok() } } },
    async (request, reply) => {
      await app.services.passwordReset.resetPassword(request.body.token, request.body.password);
      clearSessionCookie(reply, USER_COOKIE);
      return { success: true as const, message: MSG.passwordReset };
    },
  );

  app.get(
    '/is-auth',
    { schema: { tags, response: { 200: userAnswer, 401: failureShape.describe('Not logged in') } } },
    async (request, reply) => {
      const id = await currentUserId(request);
      const user = id ? await app.services.accounts.findUser(id) : null;
      if (!user) return reply.code(401).send({ success: false, message: MSG.unauthorized });
      return { success: true as const, user };
    },
  );

  logoutRoutes(app, USER_COOKIE, tags);

  app.get(
    '/all-users',
    {
      onRequest: requirePermission('customers.read'),
      schema: {
        tags,
        summary: 'Customers, newest first, a page at a time',
        querystring: pageQuerySchema(PAGE_SIZES.apiUsers, PAGE_SIZES.apiUsersMax),
        response: { 200: ok({ data: z.array(userSummaryShape), ...pageFields }) },
      },
    },
    async (request) => {
      const { items, ...paging } = await app.services.accounts.pageUsers(request.query);
      return { success: true as const, data: items, ...paging };
    },
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: requirePermission('customers.delete'),
      schema: { tags, params: z.object({ id: idSchema }), response: { 200: ok() } },
    },
    async (request) => {
      const before = await app.services.accounts.findUser(request.params.id);
      await app.services.accounts.deleteUser(request.params.id);
      const changes = diff({ name: before?.name, email: before?.email }, null);
      await audit(request, { action: 'delete', entity: 'customer', entityId: request.params.id, changes });
      return { success: true as const, message: MSG.userDeleted };
    },
  );
};
