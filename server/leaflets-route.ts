/** /leaflets/{name}.pdf: a seller's upload served so that a browser can only
 * show it as a PDF (no sniffing, sandboxed, never run as a page of the shop). */
import type { FastifyInstance } from 'fastify';
import { textsIn } from '../domain/i18n/texts-in.ts';

const NAME = /^[0-9a-f]{32}\.pdf$/;

export async function leafletRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/leaflets/:name', async (request, reply) => {
    const { name } = request.params;
    const etag = `"${name}"`;
    if (NAME.test(name) && request.headers['if-none-match'] === etag) return reply.code(304).send();
    const bytes = NAME.test(name) ? await app.services.leaflets.loadLeaflet(name) : null;
    if (!bytes) return reply.code(404).type('text/plain; charset=utf-8').send(textsIn('az').VET_TEXT.leafletNotFound);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('content-disposition', `inline; filename="telimat-${name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .type('application/pdf')
      .send(bytes);
  });
}
