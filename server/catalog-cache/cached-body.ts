/** An answer computed once per catalogue version: its bytes, a content ETag
 * (the same in every instance, so a 304 survives a load balancer), and its
 * brotli and gzip copies, each made once on first demand. */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

export type CachedBody = {
  version: number;
  type: string;
  body: Buffer;
  etag: string;
  /** Extra response headers stored with the body (a page's CSP). */
  headers: Record<string, string>;
  br?: Buffer;
  gzip?: Buffer;
};

export function cachedBody(
  version: number,
  type: string,
  body: Buffer,
  headers: Record<string, string> = {},
): CachedBody {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { version, type, body, etag, headers };
}

/** Once per version, but every write makes a new version of every page: brotli 8
 * (a little larger than brotli 11 at a small part of its CPU); gzip only for
 * the rare client without brotli. */
function compress(body: Buffer, encoding: Encoding): Buffer {
  const large = body.length > 512 * 1024;
  if (encoding === 'gzip') return gzipSync(body, { level: large ? 6 : 9 });
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: large ? 5 : 8, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** Bodies smaller than this are sent as they are: compressing them saves less than its headers cost. */
export const COMPRESS_THRESHOLD = 1024;

const picked = new Map<string, Encoding | null>(); // browsers send a handful of distinct headers

/** br when the client takes it, else gzip, else none (q=0 means refused). */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const known = picked.get(value);
  if (known !== undefined) return known;
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (picked.size < 64) picked.set(value, encoding);
  return encoding;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends the entry: 304 when the client holds it, else the best encoding.
 * Returns the bytes added to the entry by a new compressed copy. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  cacheControl: string | undefined,
  vary: string,
): number {
  reply.header('etag', entry.etag).header('vary', vary);
  if (cacheControl) reply.header('cache-control', cacheControl); // undefined: the answer never named one
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  if (etagMatches(request.headers['if-none-match'], entry.etag)) {
    reply.code(304).send();
    return 0;
  }
  reply.type(entry.type);
  const encoding = entry.body.length >= COMPRESS_THRESHOLD ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) {
    reply.send(entry.body);
    return 0;
  }
  let added = 0;
  if (!entry[encoding]) {
    entry[encoding] = compress(entry.body, encoding);
    added = entry[encoding].length;
  }
  reply.header('content-encoding', encoding).send(entry[encoding]);
  return added;
}
