/** /api/address: the customer's own delivery addresses. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/shared/messages.ts';
import { addAddressSchema } from '../../../domain/shared/schemas.ts';
import { requireUser } from '../../auth/guards.ts';
import { z } from 'zod';
import { addressShape, ok } from '../../../domain/shared/api-shapes.ts';

const tags = ['address'];

export const addressApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get',
    { onRequest: requireUser, schema: { tags, response: { 200: ok({ addresses: z.array(addressShape) }) } } },
    async (request) => ({
      success: true as const,
      addresses: await app.services.addresses.listAddresses(request.userId!),
    }),
  );

  app.post(
    '/add',
    {
      onRequest: requireUser,
      schema: { tags, body: addAddressSchema, response: { 201: ok({ address: addressShape }) } },
    },
    async (request, reply) => {
      const address = await app.services.addresses.addAddress(request.userId!, request.body.address);
      return reply.code(201).send({ success: true as const, message: MSG.addressAdded, address });
    },
  );
};
