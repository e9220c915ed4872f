/** /api/news: visible news for everyone, hidden news and edits for sellers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { idSchema, newsFieldsSchema, newsSeenSchema } from '../../domain/schemas.ts';
import { currentSellerId, requireSeller } from '../auth/guards.ts';
import { pruneImages } from '../services/images.ts';
import * as newsService from '../services/news.ts';
import { checkImageCount, parseFields, readUploadForm, storeImages } from './multipart.ts';

const params = z.object({ id: idSchema });
const tags = ['news'];

export const newsApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list',
    { schema: { tags, querystring: z.object({ onlySeen: z.enum(['true', 'false']).optional() }) } },
    async (request, reply) => {
      const isSeller = Boolean(await currentSellerId(request));
      const onlySeen = !isSeller || request.query.onlySeen === 'true';
      const build = async () => ({ success: true, newses: await newsService.listNews(app.db, { onlySeen }) });
      if (!isSeller) return app.catalogCache.sendJson(request, reply, 'api:news-list', build);
      reply.header('cache-control', 'private, no-store'); // hidden news included
      return build();
    },
  );

  // registered before '/:id' routes so that 'seen' is never taken for an id
  app.put('/seen', { onRequest: requireSeller, schema: { tags, body: newsSeenSchema } }, async (request) => {
    const news = await newsService.setNewsSeen(app.db, request.body.id, request.body.seen);
    return { success: true, message: news.seen ? MSG.newsVisible : MSG.newsHidden, news };
  });

  app.get('/:id', { schema: { tags, params } }, async (request, reply) => {
    const includeHidden = Boolean(await currentSellerId(request));
    const build = async () => ({ success: true, news: await newsService.getNews(app.db, request.params.id, { includeHidden }) });
    if (!includeHidden) return app.catalogCache.sendJson(request, reply, `api:news:${request.params.id}`, build);
    reply.header('cache-control', 'private, no-store');
    return build();
  });

  app.post('/add-news', { onRequest: requireSeller, schema: { tags, consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const form = await readUploadForm(request);
    const fields = parseFields(newsFieldsSchema, form.fields);
    checkImageCount(form.files, 5, 1);
    const news = await newsService.addNews(app.db, fields, await storeImages(app.db, form.files));
    return reply.code(201).send({ success: true, message: MSG.newsAdded, news });
  });

  app.put('/:id', { onRequest: requireSeller, schema: { tags, params, consumes: ['multipart/form-data'] } }, async (request) => {
    const form = await readUploadForm(request);
    const fields = parseFields(newsFieldsSchema, form.fields);
    checkImageCount(form.files, 5);
    const before = await newsService.getNews(app.db, request.params.id, { includeHidden: true });
    const images = form.files.length ? await storeImages(app.db, form.files) : null;
    const news = await newsService.updateNews(app.db, request.params.id, fields, images);
    if (images) await pruneImages(app.db, before.image);
    return { success: true, message: MSG.newsUpdated, news };
  });

  app.delete('/:id', { onRequest: requireSeller, schema: { tags, params } }, async (request) => {
    const news = await newsService.getNews(app.db, request.params.id, { includeHidden: true });
    await newsService.deleteNews(app.db, request.params.id);
    await pruneImages(app.db, news.image);
    return { success: true, message: MSG.newsDeleted };
  });
};
