/** /api/product: the catalogue, read by anyone, edited by sellers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { idSchema, productFieldsSchema, stockSchema } from '../../domain/schemas.ts';
import { requireSeller } from '../auth/guards.ts';
import * as catalog from '../services/catalog.ts';
import { pruneImages } from '../services/images.ts';
import { checkImageCount, parseFields, readUploadForm, storeImages } from './multipart.ts';

const params = z.object({ id: idSchema });
const tags = ['product'];

export const productApi: FastifyPluginAsyncZod = async (app) => {
  // public answers come from the catalogue cache: built and compressed once per version
  app.get('/list', { schema: { tags, summary: 'All products, out of stock included' } }, (request, reply) =>
    app.catalogCache.sendJson(request, reply, 'api:product-list', async () => ({ success: true, products: await catalog.listProducts(app.db) })),
  );

  app.get('/:id', { schema: { tags, params } }, (request, reply) =>
    app.catalogCache.sendJson(request, reply, `api:product:${request.params.id}`, async () => ({
      success: true,
      product: await catalog.getProduct(app.db, request.params.id),
    })),
  );

  app.post('/add-product', { onRequest: requireSeller, schema: { tags, consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const form = await readUploadForm(request);
    const fields = parseFields(productFieldsSchema, form.fields);
    checkImageCount(form.files, 4);
    const product = await catalog.addProduct(app.db, fields, await storeImages(app.db, form.files));
    return reply.code(201).send({ success: true, message: MSG.productAdded, product });
  });

  app.put('/:id', { onRequest: requireSeller, schema: { tags, params, consumes: ['multipart/form-data'] } }, async (request) => {
    const form = await readUploadForm(request);
    const fields = parseFields(productFieldsSchema, form.fields);
    checkImageCount(form.files, 5);
    const before = await catalog.getProduct(app.db, request.params.id); // 404 before storing images
    const images = form.files.length ? await storeImages(app.db, form.files) : null;
    const product = await catalog.updateProduct(app.db, request.params.id, fields, images);
    if (images) await pruneImages(app.db, before.image);
    return { success: true, message: MSG.productUpdated, product };
  });

  app.post('/stock', { onRequest: requireSeller, schema: { tags, body: stockSchema } }, async (request) => ({
    success: true,
    message: MSG.stockUpdated,
    product: await catalog.setStock(app.db, request.body.id, request.body.inStock),
  }));

  app.delete('/:id', { onRequest: requireSeller, schema: { tags, params } }, async (request) => {
    const product = await catalog.getProduct(app.db, request.params.id);
    await catalog.deleteProduct(app.db, request.params.id);
    await pruneImages(app.db, product.image);
    return { success: true, message: MSG.productDeleted };
  });
};
