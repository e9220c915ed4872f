/** /api/catalog: the seller's import and export of the catalogue (issue 24 items 4–6, decision 0063).
 * Seller-only, each call counted against the seller's own `catalogIo` tier. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../domain/shared/api-shapes.ts';
import {
  exportQuerySchema,
  importApplySchema,
  importViewSchema,
} from '../../../domain/catalog/catalog-import-schema.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { currentSellerId, requirePermission } from '../../auth/guards.ts';
import { audit } from '../staff/audit-request.ts';
import { auditGroupPrices } from '../trade/group-price-audit.ts';
import { diff } from '../../../domain/staff/audit.ts';
import { can } from '../../../domain/staff/permissions.ts';
import { rateTier } from '../../rate-limit/tiers.ts';
import { HttpError } from '../../services/shared/errors.ts';

const { IMPORT_ERRORS: E } = textsIn('az');

const tags = ['catalog'];
export const MAX_SHEET_MB = 20;
export const MAX_ZIP_MB = 50;
const MB = 1024 * 1024;
const importId = z.string().uuid({ error: E.badId });

/** The sheet read up to its limit and no further: the 413 is answered once 20 MB have come, not
 * after the 50 MB a part may have. */
async function sheetBytes(file: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (size > MAX_SHEET_MB * MB) throw new HttpError(413, E.sheetTooBig(MAX_SHEET_MB));
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readImportForm(request: Parameters<typeof currentSellerId>[0]) {
  if (!request.isMultipart()) throw new HttpError(415, MSG.unsupportedMedia);
  let sheet: Buffer | null = null;
  let zip: Buffer | null = null;
  let fileName = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_ZIP_MB * MB, files: 2, fields: 5 } })) {
      if (part.type !== 'file') continue;
      const bytes = part.fieldname === 'sheet' ? await sheetBytes(part.file) : await part.toBuffer();
      if (part.fieldname === 'sheet') {
        sheet = bytes;
        fileName = part.filename ?? '';
      } else if (part.fieldname === 'images' && bytes.length) zip = bytes;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { code } = error as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, E.zipTooBig(MAX_ZIP_MB));
    throw new HttpError(400, MSG.malformedForm);
  }
  if (!sheet?.length) throw new HttpError(400, E.noFile);
  return { sheet, zip, fileName };
}

export const catalogIoApi: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/import',
    {
      onRequest: requirePermission('catalog.import'),
      config: rateTier('catalogIo'),
      schema: {
        tags,
        summary: 'Upload a sheet (and a ZIP of pictures) for an import preview; nothing is written to the catalogue',
        description: `multipart/form-data: \`sheet\` (CSV UTF-8 or .xlsx, at most ${MAX_SHEET_MB} MB; the export's columns), \`images\` (optional ZIP, at most ${MAX_ZIP_MB} MB). \`id\`: a UUID the client chooses, so it can poll the progress while the file is read.`,
        consumes: ['multipart/form-data'],
        querystring: z.object({ id: importId }),
        response: { 200: ok({ import: importViewSchema }) },
      },
    },
    async (request) => {
      const sellerId = (await currentSellerId(request))!;
      const form = await readImportForm(request);
      const view = await app.services.catalogImport.startImport({ id: request.query.id, sellerId, ...form });
      return { success: true as const, import: view };
    },
  );

  app.get(
    '/import/:id',
    {
      onRequest: requirePermission('catalog.import'),
      schema: {
        tags,
        summary: "An import's progress and, once read, its preview",
        params: z.object({ id: importId }),
        response: { 200: ok({ import: importViewSchema }) },
      },
    },
    async (request) => {
      const sellerId = (await currentSellerId(request))!;
      return {
        success: true as const,
        import: await app.services.catalogImport.getImport(request.params.id, sellerId),
      };
    },
  );

  app.post(
    '/import/:id/apply',
    {
      onRequest: requirePermission('catalog.import'),
      config: rateTier('catalogIo'),
      schema: {
        tags,
        summary:
          'Apply a previewed import in one transaction, or nothing (`allOrNothing`: refuse when any row was refused)',
        params: z.object({ id: importId }),
        body: importApplySchema,
        response: { 200: ok({ import: importViewSchema }) },
      },
    },
    async (request) => {
      const sellerId = (await currentSellerId(request))!;
      const { result, ...view } = await app.services.catalogImport.confirmImport(
        request.params.id,
        sellerId,
        request.body.allOrNothing,
        can(request.staff!.role, 'stock.receive'),
      );
      const changes = diff(null, { fileName: view.fileName, added: result.added, changed: result.changed });
      await audit(request, { action: 'import-applied', entity: 'import', entityId: view.id, changes });
      for (const g of result.groupChanges) await auditGroupPrices(request, g.groupId, g.changes);
      // the receipt sheet is goods in: audited as the receipts call audits it
      if (result.receipt) {
        const { lines, units } = result.receipt;
        const changes = diff(null, { fileName: view.fileName, lines, units });
        await audit(request, { action: 'receipt', entity: 'receipt', entityId: result.receipt._id, changes });
      }
      return { success: true as const, import: view };
    },
  );

  app.get(
    '/export',
    {
      onRequest: requirePermission('catalog.export'),
      config: rateTier('catalogIo'),
      schema: {
        tags,
        summary:
          "The catalogue, or the seller list's filter, as CSV (UTF-8 with BOM, `;`) or .xlsx, in the import's columns",
        querystring: exportQuerySchema,
        response: {
          200: {
            description: 'The sheet',
            content: { 'text/csv': { schema: z.string() }, 'application/octet-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header(
          'content-type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="kataloq-${day}.${format}"`)
        .header('cache-control', 'private, no-store')
        .send(app.services.catalogExport.exportCatalog(request.query) as unknown as string);
    },
  );
};
