/** /api/product: the catalogue, read by anyone, edited by sellers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { pageQuerySchema } from '../../domain/paging-schema.ts';
import { isFirstPage } from '../../domain/paging.ts';
import { idSchema, productFieldsSchema, stockSchema } from '../../domain/schemas.ts';
import { requireSeller } from '../auth/guards.ts';
import * as catalog from '../services/catalog.ts';
import { pruneImages } from '../services/images.ts';
import { checkImageCount, parseFields, readUploadForm, saveWithImages, storeImages } from './multipart.ts';
import { rateTier } from '../rate-limit/tiers.ts';
import { failureShape, ok, pageFields, productShape } from '../../domain/api-shapes.ts';
import { MAX_IMAGES, PRODUCT_IMAGE_SLOTS } from '../../domain/limits.ts';

const params = z.object({ id: idSchema });
const tags = ['product'];
const productAnswer = ok({ product: productShape });
const productForm = (max: number) => ({ fields: productFieldsSchema, images: { max } });
export const PRODUCT_PAGE = 1000;

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
        querystring: pageQuerySchema(PRODUCT_PAGE, PRODUCT_PAGE),
        response: { 200: ok({ products: z.array(productShape), ...pageFields }) },
      },
    },
    async (request, reply) => {
      const build = async () => {
        const { items, ...paging } = await catalog.pageProducts(app.db, {}, request.query);
        return { success: true as const, products: items, ...paging };
      };
      return isFirstPage(request.query, PRODUCT_PAGE)
        ? app.catalogCache.sendJson(request, reply, 'api:product-list', build)
        : build();
    },
  );

  app.get('/:id', { schema: { tags, params, response: { 200: productAnswer } } }, async (request, reply) => {
    await app.catalogCache.sendJson(request, reply, `api:product:${request.params.id}`, async () => ({
      success: true as const,
      product: await catalog.getProduct(app.db, request.params.id),
    }));
  });

  app.post(
    '/add-product',
    {
      config: { ...rateTier('upload'), form: productForm(PRODUCT_IMAGE_SLOTS) },
      onRequest: requireSeller,
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: productAnswer } },
    },
    async (request, reply) => {
      const form = await readUploadForm(request);
      const fields = parseFields(productFieldsSchema, form.fields);
      checkImageCount(form.files, PRODUCT_IMAGE_SLOTS);
      const product = await catalog.addProduct(app.db, fields, await storeImages(app.db, form.files));
      return reply.code(201).send({ success: true as const, message: MSG.productAdded, product });
    },
  );

  app.put(
    '/:id',
    {
      config: { ...rateTier('upload'), form: productForm(MAX_IMAGES) },
      onRequest: requireSeller,
      schema: { tags, params, consumes: ['multipart/form-data'], response: { 200: productAnswer } },
    },
    async (request) => {
      const form = await readUploadForm(request);
      const fields = parseFields(productFieldsSchema, form.fields);
      checkImageCount(form.files, MAX_IMAGES);
      const before = await catalog.getProduct(app.db, request.params.id); // 404 before storing images
      const product = await saveWithImages(app.db, form.files, before.image, (images) =>
        catalog.updateProduct(app.db, request.params.id, fields, images),
      );
      return { success: true as const, message: MSG.productUpdated, product };
    },
  );

  app.post(
    '/stock',
    {
      onRequest: requireSeller,
      schema: {
        tags,
        body: stockSchema,
        response: { 200: productAnswer, 404: failureShape.describe('No such product') },
      },
    },
    async (request) => ({
      success: true as const,
      message: MSG.stockUpdated,
      product: await catalog.setStock(app.db, request.body.id, request.body.inStock),
    }),
  );

  app.delete(
    '/:id',
    { onRequest: requireSeller, schema: { tags, params, response: { 200: ok() } } },
    async (request) => {
      const product = await catalog.getProduct(app.db, request.params.id);
      await catalog.deleteProduct(app.db, request.params.id);
      await pruneImages(app.db, product.image);
      return { success: true as const, message: MSG.productDeleted };
    },
  );
};
