/** /api/search: the header's suggestions while typing (decision 0046). Public
 * and small: browsers and CDNs keep an answer a minute; this instance keeps
 * the latest answers per catalogue version, keyed by the query's canonical
 * words, so "Levamizol" and "levamizol " are one entry. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryWords } from '../../domain/search-text.ts';
import { suggestionShape, suggestQuerySchema } from '../../domain/search-schema.ts';
import { ok } from '../../domain/api-shapes.ts';
import { Lru } from '../catalog-cache/lru.ts';
import { suggestProducts, type Suggestion } from '../services/search.ts';

export const SUGGEST_CACHE_CONTROL = 'public, max-age=60';
const KEPT = 2000; // answers kept, each a few hundred bytes

export const searchApi: FastifyPluginAsyncZod = async (app) => {
  const kept = new Lru<{ version: number; products: Promise<Suggestion[]> }>(KEPT);

  app.get(
    '/suggest',
    {
      schema: {
        tags: ['search'],
        summary: 'Up to 6 products for what is typed (2 letters or more), best first, in stock first',
        querystring: suggestQuerySchema,
        response: { 200: ok({ products: z.array(suggestionShape) }) },
      },
    },
    async (request, reply) => {
      const key = queryWords(request.query.q)
        .map((w) => w.word)
        .join(' ');
      const version = await app.catalogCache.version.get();
      let entry = kept.get(key);
      if (!entry || entry.version !== version) {
        entry = { version, products: suggestProducts(app.db, request.query.q) };
        kept.set(key, entry, 1);
        entry.products.catch(() => kept.delete(key));
      }
      reply.header('cache-control', SUGGEST_CACHE_CONTROL);
      return { success: true as const, products: await entry.products };
    },
  );
};
