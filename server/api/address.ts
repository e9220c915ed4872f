/** /api/address: the customer's own delivery addresses. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages.ts';
import { addAddressSchema } from '../../domain/schemas.ts';
import { requireUser } from '../auth/guards.ts';
import { addAddress, listAddresses } from '../services/addresses.ts';

const tags = ['address'];

export const addressApi: FastifyPluginAsyncZod = async (app) => {
  app.get('/get', { onRequest: requireUser, schema: { tags } }, async (request) => ({
    success: true,
    addresses: await listAddresses(app.db, request.userId!),
  }));

  app.post('/add', { onRequest: requireUser, schema: { tags, body: addAddressSchema } }, async (request, reply) => {
    const address = await addAddress(app.db, request.userId!, request.body.address);
    return reply.code(201).send({ success: true, message: MSG.addressAdded, address });
  });
};
