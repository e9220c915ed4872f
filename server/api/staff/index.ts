/** /api/staff: the owner's audit log (issue 35 item 3, decision 0097), a page at a time and as CSV. */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../domain/shared/api-shapes.ts';
import { bakuToday } from '../../../domain/orders/order-filters.ts';
import { CSV_BOM, csvLine } from '../../../domain/orders/orders-csv.ts';
import {
  AUDIT_CSV_HEADERS,
  auditCsvRow,
  auditEntryShape,
  auditFiltersOf,
  auditFiltersSchema,
  auditQuerySchema,
} from '../../../domain/staff/audit-schema.ts';
import { requirePermission } from '../../auth/guards.ts';
import { staffMembersApi } from './members.ts';
import { staffSessionsApi } from './sessions.ts';
import { staffInvitesApi } from './invites.ts';
import { twoFactorApi } from './two-factor.ts';

const tags = ['staff'];
const csvAnswer = { description: 'The audit log as CSV', content: { 'text/csv': { schema: z.string() } } };

export const staffApi: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffMembersApi);
  await app.register(staffSessionsApi);
  await app.register(staffInvitesApi);
  await app.register(twoFactorApi);

  app.get(
    '/audit',
    {
      onRequest: requirePermission('audit.read'),
      schema: {
        tags,
        summary: 'The audit log, newest first: `next` is the `before` of the following page',
        querystring: auditQuerySchema,
        response: {
          200: ok({ entries: z.array(auditEntryShape), total: z.number().int(), next: z.number().int().nullable() }),
        },
      },
    },
    async (request, reply) => {
      const { limit, before, ...filters } = request.query;
      const page = await app.services.audit.pageAudit(auditFiltersOf(filters), { limit, before });
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, entries: page.items, total: page.total, next: page.next };
    },
  );

  app.get(
    '/audit/export',
    {
      onRequest: requirePermission('audit.read'),
      schema: { tags, querystring: auditFiltersSchema, response: { 200: csvAnswer } },
    },
    async (request, reply) => {
      const rows = app.services.audit.auditRows(auditFiltersOf(request.query));
      async function* csv() {
        yield CSV_BOM + csvLine(AUDIT_CSV_HEADERS);
        for await (const entry of rows) yield auditCsvRow(entry);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="jurnal-${bakuToday()}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv()) as unknown as string); // a stream of the CSV text
    },
  );
};
