/** /api/trade/company: a customer's own trade account (issue 33) — apply (multipart, with the
 * licence scan), read it with its people, invite a colleague, take an invitation. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureShape, ok } from '../../../domain/shared/api-shapes.ts';
import { email } from '../../../domain/shared/schemas.ts';
import { ownCompanyShape, pendingInviteShape } from '../../../domain/trade/api-shapes.ts';
import { companyApplicationSchema } from '../../../domain/trade/company.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { requireUser } from '../../auth/guards.ts';
import { rateTier } from '../../rate-limit/tiers.ts';
import { parseFields, readUploadForm } from '../multipart.ts';
import { badRequest } from '../../services/shared/errors.ts';

const { BUSINESS_MSG } = textsIn('az');

const tags = ['trade'];
const companyAnswer = ok({ company: ownCompanyShape });
/** An invitation's id: its token's SHA-256 in hex. */
const inviteParams = z.object({
  id: z.string({ error: BUSINESS_MSG.inviteNotFound }).regex(/^[0-9a-f]{64}$/, BUSINESS_MSG.inviteNotFound),
});

export const tradeCompanyApi: FastifyPluginAsyncZod = async (app) => {
  const origin = (request: { protocol: string; host: string }) =>
    app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    '/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The caller's company, whatever its status; null for a retail customer",
        response: { 200: ok({ company: ownCompanyShape.nullable() }) },
      },
    },
    async (request) => ({
      success: true as const,
      company: await app.services.tradeCompanies.ownCompany(request.userId!),
    }),
  );

  app.post(
    '/apply',
    {
      config: {
        ...rateTier('upload'),
        form: {
          fields: companyApplicationSchema,
          images: { max: 0 },
          files: {
            licenceFile:
              'the veterinary licence: a PDF or a photo (JPEG, PNG, WebP), at most 10 MB; clinics and pharmacies',
          },
        },
      },
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Apply as a business (again, after a rejection)',
        consumes: ['multipart/form-data'],
        response: { 201: companyAnswer },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request);
      if (form.files.length > 1) throw badRequest(BUSINESS_MSG.licenceFileType, 'licenceFile');
      const input = parseFields(companyApplicationSchema, form.fields);
      const company = await app.services.tradeCompanies.applyForCompany(request.userId!, input, form.files[0]);
      return reply.code(201).send({ success: true as const, message: BUSINESS_MSG.applied, company });
    },
  );

  app.post(
    '/invite',
    {
      config: rateTier('passwordReset'), // each one sends a mail
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The owner of an approved company invites a colleague by e-mail',
        body: z.object({ email }),
        response: { 200: ok() },
      },
    },
    async (request) => {
      await app.services.tradeInvites.inviteColleague(request.userId!, request.body.email, origin(request));
      return { success: true as const, message: BUSINESS_MSG.inviteSent(request.body.email) };
    },
  );

  app.get(
    '/invites',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The owner's pending invitations (not taken, not expired), the oldest first",
        response: { 200: ok({ invites: z.array(pendingInviteShape) }), 403: failureShape },
      },
    },
    async (request) => ({
      success: true as const,
      invites: await app.services.tradeInvites.pendingInvites(request.userId!),
    }),
  );

  app.delete(
    '/invites/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The owner revokes a pending invitation: its link stops working',
        params: inviteParams,
        response: { 200: ok(), 403: failureShape, 404: failureShape },
      },
    },
    async (request) => {
      const { email: to } = await app.services.tradeInvites.revokeInvite(request.userId!, request.params.id);
      return { success: true as const, message: BUSINESS_MSG.inviteRevoked(to) };
    },
  );

  app.post(
    '/join',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Takes an invitation sent to the caller's own e-mail",
        body: z.object({
          token: z.string({ error: BUSINESS_MSG.inviteInvalid }).min(1, BUSINESS_MSG.inviteInvalid).max(100),
        }),
        response: { 200: companyAnswer },
      },
    },
    async (request) => {
      const { legalName } = await app.services.tradeInvites.acceptInvite(request.userId!, request.body.token);
      const company = await app.services.tradeCompanies.ownCompany(request.userId!);
      return { success: true as const, message: BUSINESS_MSG.joined(legalName), company: company! };
    },
  );
};
