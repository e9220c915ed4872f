/** /images/{name}: content-addressed, so cached for a year and never revalidated. */
import type { FastifyInstance } from 'fastify';
import { MSG } from '../domain/shared/messages.ts';

export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/images/:name', async (request, reply) => {
    const etag = `"${request.params.name}"`;
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const image = await app.services.images.loadImage(request.params.name);
    if (!image) return reply.code(404).type('text/plain; charset=utf-8').send(MSG.imageNotFound);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .type(image.contentType)
      .send(image.bytes);
  });
}
