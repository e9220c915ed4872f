/** Compression of what is made per request (private pages, API answers): levels
 * that cost less than making the answer (decision 0019), brotli 2 or gzip 1 (the
 * render bench, `npm run bench:http`, prints a page's CPU with and without it). A page is
 * one buffer and is compressed here in one call: @fastify/compress pipes a buffer
 * through a zlib stream, which costs more CPU. */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD, pickEncoding } from './catalog-cache/cached-body.ts';

export const DYNAMIC_BROTLI_QUALITY = 2;
export const DYNAMIC_GZIP_LEVEL = 1;

/** The body in the encoding the client takes best, with its headers set on the reply. */
export function compressDynamic(request: FastifyRequest, reply: FastifyReply, body: Buffer): Buffer {
  if (body.length < COMPRESS_THRESHOLD) return body;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return body;
  reply.header('content-encoding', encoding);
  if (encoding === 'gzip') return gzipSync(body, { level: DYNAMIC_GZIP_LEVEL });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
