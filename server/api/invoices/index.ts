/** /api/invoices (issue 34 items 3 and 6): a customer's documents of their own (or their
 * company's) orders; the seller's, a credit note, and the accountant's export. Every PDF and
 * export is private and never stored by a cache. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureShape, ok } from '../../../domain/shared/api-shapes.ts';
import { exportQuerySchema } from '../../../domain/invoices/export-query.ts';
import { idSchema } from '../../../domain/shared/schemas.ts';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import { pdfAnswer, sendFile, sendPdf } from '../send-file.ts';
import { audit } from '../staff/audit-request.ts';

const tags = ['invoices'];
const params = z.object({ id: idSchema });
const docParams = z.object({
  id: idSchema,
  doc: z.union([z.literal('proforma'), idSchema]).meta({ description: "a document's id, or `proforma`" }),
});
const documentShape = z.object({
  _id: z.string(),
  kind: z.enum(['proforma', 'invoice', 'credit']),
  number: z.string(),
  issuedAt: z.string(),
});
const documentsAnswer = ok({ documents: z.array(documentShape) });
const notFound = failureShape.describe('No such order of yours, or no such document');

const toRef = (d: { id: string; kind: 'proforma' | 'invoice' | 'credit'; number: string; issuedAt: string }) => ({
  _id: d.id,
  kind: d.kind,
  number: d.number,
  issuedAt: d.issuedAt,
});

export const invoicesApi: FastifyPluginAsyncZod = async (app) => {
  const invoices = () => app.services.invoices;

  app.get(
    '/order/:id',
    { onRequest: requireUser, schema: { tags, params, response: { 200: documentsAnswer, 404: notFound } } },
    async (request, reply) => {
      const documents = await invoices().customerDocuments(request.userId!, request.params.id);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, documents: documents.map(toRef) };
    },
  );

  app.get(
    '/order/:id/:doc',
    { onRequest: requireUser, schema: { tags, params: docParams, response: { 200: pdfAnswer, 404: notFound } } },
    async (request, reply) =>
      sendPdf(reply, await invoices().customerDocumentPdf(request.userId!, request.params.id, request.params.doc)),
  );

  app.get(
    '/seller/order/:id',
    { onRequest: requirePermission('invoices.read'), schema: { tags, params, response: { 200: documentsAnswer } } },
    async (request, reply) => {
      const documents = await invoices().sellerDocuments(request.params.id);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, documents: documents.map(toRef) };
    },
  );

  app.get(
    '/seller/order/:id/:doc',
    {
      onRequest: requirePermission('invoices.read'),
      schema: { tags, params: docParams, response: { 200: pdfAnswer } },
    },
    async (request, reply) => sendPdf(reply, await invoices().sellerDocumentPdf(request.params.id, request.params.doc)),
  );

  app.post(
    '/seller/:id/credit-note',
    {
      onRequest: requirePermission('invoices.credit'),
      schema: {
        tags,
        params,
        summary: 'A credit note reversing the whole invoice, with its own number',
        response: {
          201: ok({ document: documentShape }),
          409: failureShape.describe('Already reversed, or not an invoice'),
        },
      },
    },
    async (request, reply) => {
      const doc = await invoices().creditNote(request.params.id, { email: request.staff?.email ?? null });
      await audit(request, {
        action: 'create',
        entity: 'invoice',
        entityId: doc.id,
        changes: { creditOf: [null, request.params.id], number: [null, doc.number] },
      });
      return reply.code(201).send({ success: true as const, document: toRef(doc) });
    },
  );

  app.get(
    '/seller/export',
    {
      onRequest: requirePermission('invoices.export'),
      schema: {
        tags,
        summary:
          'Invoices and credit notes of a period (Baku days) as CSV or XLSX for 1C, their totals by month, or the payments (part=payments)',
        querystring: exportQuerySchema,
        response: {
          200: {
            description: 'CSV (`;`, decimal comma, UTF-8 with BOM) or XLSX (documents, monthly totals, payments)',
            content: {
              'text/csv': { schema: z.string() },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const file = await invoices().exportDocuments(q);
      const what = { from: q.from, to: q.to, format: q.format, part: q.part, rows: file.rows };
      await audit(request, { action: 'export', entity: 'invoice', entityId: '', changes: { export: [null, what] } });
      return sendFile(reply, { filename: file.filename, content: file.body }, file.contentType);
    },
  );
};
