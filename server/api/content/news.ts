/** /api/news: visible news for everyone, hidden news and edits for sellers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/shared/messages.ts';
import { pageQuerySchema } from '../../../domain/shared/paging-schema.ts';
import { isFirstPage } from '../../../domain/shared/paging.ts';
import { idSchema, newsFieldsSchema, newsSeenSchema } from '../../../domain/shared/schemas.ts';
import type { FastifyRequest } from 'fastify';
import { can } from '../../../domain/staff/permissions.ts';
import { currentStaff, requirePermission } from '../../auth/guards.ts';
import { audit } from '../staff/audit-request.ts';
import { diff } from '../../../domain/staff/audit.ts';

import { checkImageCount, parseFields, readUploadForm, saveWithImages, storeImages } from '../multipart.ts';
import { rateTier } from '../../rate-limit/tiers.ts';
import { failureShape, newsShape, ok, pageFields } from '../../../domain/shared/api-shapes.ts';
import { MAX_IMAGES } from '../../../domain/shared/limits.ts';
import { PAGE_SIZES } from '../../../domain/shared/paging.ts';

const params = z.object({ id: idSchema });
const tags = ['news'];
const newsAnswer = ok({ news: newsShape });
const newsForm = (min: number) => ({ fields: newsFieldsSchema, images: { min, max: MAX_IMAGES } });
const NEWS_PAGE = PAGE_SIZES.apiNews;
const NEWS_PAGE_MAX = PAGE_SIZES.apiNewsMax;

/** Hidden news belong to news.write (issue 40): other staff read only the published ones, as visitors do. */
async function readsHiddenNews(request: FastifyRequest): Promise<boolean> {
  const staff = await currentStaff(request);
  return Boolean(staff && can(staff.role, 'news.write'));
}

export const newsApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: 'News, newest first, a page at a time: `next` is the `after` of the following page (null on the last)',
        querystring: pageQuerySchema(NEWS_PAGE, NEWS_PAGE_MAX, { onlySeen: z.enum(['true', 'false']).optional() }),
        response: { 200: ok({ newses: z.array(newsShape), ...pageFields }) },
      },
    },
    async (request, reply) => {
      const isSeller = await readsHiddenNews(request);
      const onlySeen = !isSeller || request.query.onlySeen === 'true';
      const build = async () => {
        const { items, ...paging } = await app.services.news.pageNews({ onlySeen }, request.query);
        return { success: true as const, newses: items, ...paging };
      };
      // the public first page comes from the catalogue cache; other pages and the seller's view are built
      if (!isSeller && isFirstPage(request.query, NEWS_PAGE))
        return app.catalogCache.sendJson(request, reply, 'api:news-list', build);
      if (isSeller) reply.header('cache-control', 'private, no-store'); // hidden news included
      return build();
    },
  );

  // registered before '/:id' routes so that 'seen' is never taken for an id
  app.put(
    '/seen',
    {
      onRequest: requirePermission('news.write'),
      schema: { tags, body: newsSeenSchema, response: { 200: newsAnswer, 404: failureShape.describe('No such news') } },
    },
    async (request) => {
      const before = await app.services.news.getNews(request.body.id, { includeHidden: true });
      const news = await app.services.news.setNewsSeen(request.body.id, request.body.seen);
      await audit(request, { action: 'update', entity: 'news', entityId: news._id, changes: diff(before, news) });
      return { success: true as const, message: news.seen ? MSG.newsVisible : MSG.newsHidden, news };
    },
  );

  app.get('/:id', { schema: { tags, params, response: { 200: newsAnswer } } }, async (request, reply) => {
    const includeHidden = await readsHiddenNews(request);
    const build = async () => ({
      success: true as const,
      news: await app.services.news.getNews(request.params.id, { includeHidden }),
    });
    if (!includeHidden) return app.catalogCache.sendJson(request, reply, `api:news:${request.params.id}`, build);
    reply.header('cache-control', 'private, no-store');
    return build();
  });

  app.post(
    '/add-news',
    {
      config: { ...rateTier('upload'), form: newsForm(1) },
      onRequest: requirePermission('news.write'),
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: newsAnswer } },
    },
    async (request, reply) => {
      const form = await readUploadForm(request);
      const fields = parseFields(newsFieldsSchema, form.fields);
      checkImageCount(form.files, 5, 1);
      const news = await app.services.news.addNews(fields, await storeImages(app.services, form.files));
      await audit(request, { action: 'create', entity: 'news', entityId: news._id, changes: diff(null, news) });
      return reply.code(201).send({ success: true as const, message: MSG.newsAdded, news });
    },
  );

  app.put(
    '/:id',
    {
      config: { ...rateTier('upload'), form: newsForm(0) },
      onRequest: requirePermission('news.write'),
      schema: { tags, params, consumes: ['multipart/form-data'], response: { 200: newsAnswer } },
    },
    async (request) => {
      const form = await readUploadForm(request);
      const fields = parseFields(newsFieldsSchema, form.fields);
      checkImageCount(form.files, MAX_IMAGES);
      const before = await app.services.news.getNews(request.params.id, { includeHidden: true });
      const news = await saveWithImages(app.services, form.files, before.image, (images) =>
        app.services.news.updateNews(request.params.id, fields, images),
      );
      await audit(request, { action: 'update', entity: 'news', entityId: news._id, changes: diff(before, news) });
      return { success: true as const, message: MSG.newsUpdated, news };
    },
  );

  app.delete(
    '/:id',
    { onRequest: requirePermission('news.write'), schema: { tags, params, response: { 200: ok() } } },
    async (request) => {
      const news = await app.services.news.getNews(request.params.id, { includeHidden: true });
      await app.services.news.deleteNews(request.params.id);
      await audit(request, { action: 'delete', entity: 'news', entityId: news._id, changes: diff(news, null) });
      await app.services.images.pruneImages(news.image);
      return { success: true as const, message: MSG.newsDeleted };
    },
  );
};
