/** /api/staff/two-factor: one's own two-factor sign-in (issue 35 item 4, decision 0101), every role
 * (`account.self`): its state, set-up (a secret and its QR code), confirmation with a code (the ten
 * recovery codes answered once), switching it off with a code; and the owner's "required for all".
 * Every code checked here is throttled like the password (per account and address) and a wrong
 * one is an audit row. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failureShape, ok } from '../../../domain/shared/api-shapes.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { staffPolicySchema, twoFactorCodeSchema } from '../../../domain/staff/two-factor-schemas.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { REMEMBER_COOKIE } from '../../auth/remembered-device.ts';
import { requirePermission } from '../../auth/guards.ts';
import { clientKey } from '../../rate-limit/plugin.ts';
import { LOGIN_FAILURES } from '../../rate-limit/tiers.ts';
import { HttpError } from '../../services/shared/errors.ts';
import { audit } from './audit-request.ts';

const { TWO_FACTOR_TEXT } = textsIn('az');

const tags = ['staff'];
const self = requirePermission('account.self');
const statusShape = {
  enabled: z.boolean(),
  required: z.boolean(),
  dueAt: z.string().nullable(),
  recoveryLeft: z.number(),
};

/** Runs a code check throttled per account and address; a wrong code is a 400 and an audit row. */
async function guardedCode<T>(request: FastifyRequest, check: () => Promise<T | null>): Promise<T> {
  const counters = request.server.counters;
  const key = `login-failures:seller:${request.staff!.email}:${clientKey(request)}`;
  if ((await counters.peek(key)).count >= LOGIN_FAILURES.max) throw new HttpError(429, MSG.tooManyAttempts);
  const result = await check();
  if (result != null) return result;
  await counters.hit(key, LOGIN_FAILURES.windowMs);
  await audit(request, { action: 'two-factor-failed', entity: 'staff', entityId: request.staff!.id });
  throw new HttpError(400, TWO_FACTOR_TEXT.codeWrong, 'code');
}

export const twoFactorApi: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.twoFactor;

  app.get(
    '/two-factor',
    { onRequest: self, schema: { tags, response: { 200: ok(statusShape) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, ...(await service.twoFactorStatus(request.staff!.id)) };
    },
  );

  app.post(
    '/two-factor/setup',
    {
      onRequest: self,
      schema: {
        tags,
        summary: 'A new secret to scan: `uri` is its otpauth:// address, `qr` its QR code (an SVG data URL)',
        response: { 200: ok({ secret: z.string(), uri: z.string(), qr: z.string() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, ...(await service.startSetup(request.staff!.id)) };
    },
  );

  app.post(
    '/two-factor/enable',
    {
      onRequest: self,
      schema: { tags, body: twoFactorCodeSchema, response: { 200: ok({ recoveryCodes: z.array(z.string()) }) } },
    },
    async (request, reply) => {
      const codes = await guardedCode(request, () => service.enableTwoFactor(request.staff!.id, request.body.code));
      await audit(request, { action: 'two-factor-enable', entity: 'staff', entityId: request.staff!.id });
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, message: TWO_FACTOR_TEXT.enabled, recoveryCodes: codes };
    },
  );

  app.post(
    '/two-factor/disable',
    {
      onRequest: self,
      schema: {
        tags,
        body: twoFactorCodeSchema,
        response: { 200: ok(), 409: failureShape.describe('Two-factor sign-in is not on') },
      },
    },
    async (request, reply) => {
      const id = request.staff!.id;
      if (!(await service.twoFactorStatus(id)).enabled) throw new HttpError(409, TWO_FACTOR_TEXT.notEnabled);
      await guardedCode(request, () => service.checkCode(id, request.body.code));
      await service.disableTwoFactor(id);
      await audit(request, { action: 'two-factor-disable', entity: 'staff', entityId: id });
      reply.clearCookie(REMEMBER_COOKIE, { path: '/' });
      return { success: true as const, message: TWO_FACTOR_TEXT.disabled };
    },
  );

  app.put(
    '/two-factor/policy',
    {
      onRequest: requirePermission('staff.manage'),
      schema: { tags, body: staffPolicySchema, response: { 200: ok() } },
    },
    async (request) => {
      const forAll = request.body.twoFactorForAll;
      if (await service.setPolicy(forAll))
        await audit(request, {
          action: 'policy',
          entity: 'staff',
          entityId: 'two-factor',
          changes: { twoFactorForAll: [!forAll, forAll] },
        });
      return { success: true as const, message: forAll ? TWO_FACTOR_TEXT.policyOn : TWO_FACTOR_TEXT.policyOff };
    },
  );
};
