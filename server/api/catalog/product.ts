/** /api/product: the catalogue, read by anyone, edited by sellers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/shared/messages.ts';
import { pageQuerySchema } from '../../../domain/shared/paging-schema.ts';
import { isFirstPage } from '../../../domain/shared/paging.ts';
import { idSchema, safeString, stockSchema } from '../../../domain/shared/schemas.ts';
import { FILTER_PARAMS, hasFilters, readFilters } from '../../../domain/catalog/catalog-filters.ts';
import { productFormSchema } from '../../../domain/vet/vet-schemas.ts';
import { checkFormLeaflet, productFormFields, saveWithLeaflet } from './product-form.ts';
import { requirePermission } from '../../auth/guards.ts';
import { audit } from '../staff/audit-request.ts';
import { pricedForBuyer, tradeBuyerId } from '../trade/listing.ts';
import { diff } from '../../../domain/staff/audit.ts';

import { checkImageCount, readUploadForm, saveWithImages, storeImages } from '../multipart.ts';
import { rateTier } from '../../rate-limit/tiers.ts';
import { facetsShape, failureShape, ok, pageFields, productShape } from '../../../domain/shared/api-shapes.ts';
import { MAX_IMAGES, PRODUCT_IMAGE_SLOTS } from '../../../domain/shared/limits.ts';
import { PAGE_SIZES } from '../../../domain/shared/paging.ts';

const params = z.object({ id: idSchema });
const tags = ['product'];
const productAnswer = ok({ product: productShape });
const productForm = (max: number) => ({ fields: productFormSchema, images: { max }, leaflet: true });
export const PRODUCT_PAGE = PAGE_SIZES.apiProducts;

/** A filter parameter: once or repeated (`species=dog&species=cat`). */
const filterParam = (description: string) =>
  z
    .union([safeString().max(100), z.array(safeString().max(100)).max(50)])
    .optional()
    .meta({ description });
// the keys are FILTER_PARAMS' values (domain/catalog/catalog-filters.ts), written out for the types
const filterQuery = {
  species: filterParam('target species codes (domain/vet/vet.ts), any of them'),
  substance: filterParam('active substance keys (their folded names), any of them'),
  manufacturer: filterParam('manufacturers, any of them'),
  rx: filterParam('`rx` prescription-only, `otc` over the counter'),
  withdrawal: filterParam('`meat`, `milk`: withdrawal of 0 days, each one given'),
} satisfies Record<(typeof FILTER_PARAMS)[keyof typeof FILTER_PARAMS], unknown>;
const asList = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [String(v)]);

export const productApi: FastifyPluginAsyncZod = async (app) => {
  // Pages with the total, never a silent cut (docs/decisions/0016): a catalogue
  // that fits in one page (the demo's 40) answers exactly as the spec's list did.
  // The first page comes from the catalogue cache, built and compressed once per version.
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: `Products, out of stock included, newest first, ${PRODUCT_PAGE} a page: \`next\` is the \`after\` of the following page (null on the last), \`total\` counts them all`,
        description:
          'Filters (decision 0043) combine: any of the values within a facet, every facet given. A first page (no `after`/`before`) carries `facets`: each value with how many products match it given the other filters.',
        querystring: pageQuerySchema(PRODUCT_PAGE, PRODUCT_PAGE, filterQuery),
        response: { 200: ok({ products: z.array(productShape), ...pageFields, facets: facetsShape.optional() }) },
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const filters = readFilters((param) => asList(query[param]));
      const first = !request.query.after && !request.query.before;
      const build = async () => {
        const [{ items, ...paging }, facets] = await Promise.all([
          app.services.catalog.pageProducts({ filters }, request.query),
          first ? app.services.catalog.catalogFacets({ filters }) : undefined,
        ]);
        return { success: true as const, products: items, ...paging, ...(facets ? { facets } : {}) };
      };
      // a trade buyer's session gets their prices beside offerPrice, privately (issue 33)
      const buyer = await tradeBuyerId(request);
      if (buyer) {
        const answer = await build();
        return { ...answer, products: await pricedForBuyer(request, reply, buyer, answer.products) };
      }
      // every public page of the list is kept per catalogue version: the unfiltered first page with
      // its cache header, the others (filters, paging) as before without one (decision 0145)
      if (isFirstPage(request.query, PRODUCT_PAGE) && !hasFilters(filters))
        return app.catalogCache.sendJson(request, reply, 'api:product-list', build);
      const { limit, after, before } = request.query;
      const variant = JSON.stringify([limit, after ?? null, before ?? null, filters]);
      return app.catalogCache.sendJson(request, reply, `api:product-list:${variant}`, build, null);
    },
  );

  app.get('/:id', { schema: { tags, params, response: { 200: productAnswer } } }, async (request, reply) => {
    const buyer = await tradeBuyerId(request);
    if (buyer) {
      const product = await app.services.catalog.getProduct(request.params.id);
      const [priced] = await pricedForBuyer(request, reply, buyer, [product]);
      return { success: true as const, product: priced };
    }
    await app.catalogCache.sendJson(request, reply, `api:product:${request.params.id}`, async () => ({
      success: true as const,
      product: await app.services.catalog.getProduct(request.params.id),
    }));
  });

  app.post(
    '/add-product',
    {
      config: { ...rateTier('upload'), form: productForm(PRODUCT_IMAGE_SLOTS) },
      onRequest: requirePermission('catalog.write'),
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: productAnswer } },
    },
    async (request, reply) => {
      const form = await readUploadForm(request);
      const fields = productFormFields(form);
      checkImageCount(form.files, PRODUCT_IMAGE_SLOTS);
      checkFormLeaflet(form);
      const images = await storeImages(app.services, form.files);
      const product = await saveWithLeaflet(app.services, form, fields, (leaflet) =>
        app.services.productWrites.addProduct(fields, images, leaflet),
      );
      await audit(request, {
        action: 'create',
        entity: 'product',
        entityId: product._id,
        changes: diff(null, product),
      });
      return reply.code(201).send({ success: true as const, message: MSG.productAdded, product });
    },
  );

  app.put(
    '/:id',
    {
      config: { ...rateTier('upload'), form: productForm(MAX_IMAGES) },
      onRequest: requirePermission('catalog.write'),
      schema: { tags, params, consumes: ['multipart/form-data'], response: { 200: productAnswer } },
    },
    async (request) => {
      const form = await readUploadForm(request);
      const fields = productFormFields(form);
      checkImageCount(form.files, MAX_IMAGES);
      checkFormLeaflet(form);
      const before = await app.services.catalog.getProduct(request.params.id); // 404 before storing images
      const product = await saveWithLeaflet(app.services, form, fields, (leaflet) =>
        saveWithImages(app.services, form.files, before.image, (images) =>
          app.services.productWrites.updateProduct(request.params.id, fields, images, leaflet),
        ),
      );
      if (before.leaflet !== product.leaflet) await app.services.leaflets.pruneLeaflet(before.leaflet);
      await audit(request, {
        action: 'update',
        entity: 'product',
        entityId: product._id,
        changes: diff(before, product),
      });
      return { success: true as const, message: MSG.productUpdated, product };
    },
  );

  app.post(
    '/stock',
    {
      onRequest: requirePermission('stock.correct'),
      schema: {
        tags,
        body: stockSchema,
        response: { 200: productAnswer, 404: failureShape.describe('No such product') },
      },
    },
    async (request) => {
      const before = await app.services.catalog.getProduct(request.body.id);
      const product = await app.services.productWrites.setStock(request.body.id, request.body.inStock);
      const changes = diff({ inStock: before.inStock }, { inStock: product.inStock });
      await audit(request, { action: 'update', entity: 'product', entityId: product._id, changes });
      return { success: true as const, message: MSG.stockUpdated, product };
    },
  );

  app.delete(
    '/:id',
    { onRequest: requirePermission('catalog.write'), schema: { tags, params, response: { 200: ok() } } },
    async (request) => {
      const product = await app.services.catalog.getProduct(request.params.id);
      await app.services.productWrites.deleteProduct(request.params.id);
      await audit(request, {
        action: 'delete',
        entity: 'product',
        entityId: product._id,
        changes: diff(product, null),
      });
      await app.services.images.pruneImages(product.image);
      await app.services.leaflets.pruneLeaflet(product.leaflet);
      return { success: true as const, message: MSG.productDeleted };
    },
  );
};
