/** POST /api/trade/seller/companies/{id}/licence (decision 0122): the seller records a company's
 * renewed licence (number, last valid day, scan), beside the other company calls; `companies.write`,
 * audited with the old and new number and date. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../domain/shared/api-shapes.ts';
import { idSchema } from '../../../domain/shared/schemas.ts';
import { companyDetailShape } from '../../../domain/trade/api-shapes.ts';
import { licenceRenewalSchema } from '../../../domain/trade/company.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { diff } from '../../../domain/staff/audit.ts';
import { requirePermission } from '../../auth/guards.ts';
import { rateTier } from '../../rate-limit/tiers.ts';
import { badRequest } from '../../services/shared/errors.ts';
import { parseFields, readUploadForm } from '../multipart.ts';
import { audit } from '../staff/audit-request.ts';

const { BUSINESS_MSG, COMPANY_SELLER_MSG } = textsIn('az');

export const tradeSellerLicenceApi: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/companies/:id/licence',
    {
      config: {
        ...rateTier('upload'),
        form: {
          fields: licenceRenewalSchema,
          images: { max: 0 },
          files: { licenceFile: 'the renewed licence: a PDF or a photo (JPEG, PNG, WebP), at most 10 MB' },
        },
      },
      onRequest: requirePermission('companies.write'),
      schema: {
        tags: ['trade-seller'],
        summary: "Record a company's renewed licence: number, last valid day (YYYY-MM-DD) and its scan",
        params: z.object({ id: idSchema }),
        consumes: ['multipart/form-data'],
        response: { 200: ok({ company: companyDetailShape }) },
      },
    },
    async (request) => {
      const form = await readUploadForm(request);
      if (form.files.length > 1) throw badRequest(BUSINESS_MSG.licenceFileType, 'licenceFile');
      const input = parseFields(licenceRenewalSchema, form.fields);
      const { id } = request.params;
      const { before, after } = await app.services.tradeLicenceRenewal.renewLicence(id, input, form.files[0]);
      await audit(request, {
        action: 'update',
        entity: 'company',
        entityId: id,
        changes: { ...diff(before, after), licenceFile: ['', COMPANY_SELLER_MSG.newLicenceCopy] },
      });
      const company = await app.services.tradeSellerCompanies.getCompany(id);
      return { success: true as const, message: COMPANY_SELLER_MSG.licenceRenewed, company };
    },
  );
};
