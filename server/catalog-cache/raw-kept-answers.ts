/** Kept answers sent before Fastify takes the request (decision 0151): the early onRequest hook
 * (kept-answers.ts) still paid for Fastify's request, reply, child logger, hook chain and send,
 * about as much again as raw node:http spends on the whole answer. A request that can only be
 * answered from kept bytes (GET, no cookie at all, no body, no If-None-Match, an address a route
 * has answered from the current version, the compressed copy it asks for already made) is answered
 * here with what the hook's way gives it: its `api` rate-limit count, X-Request-Id, the security
 * headers, the kept headers and body, and its one log line. Anything else, a 429 included, goes to
 * Fastify as before. Off while metrics are on (they count per route) and with the PostgreSQL
 * rate-limit store (its count is a query). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../log-redaction.ts';
import { accessLogOf, type Logger } from '../logger.ts';
import { MemoryCounters, markCounted } from '../rate-limit/counters.ts';
import { hitAnonymousApi } from '../rate-limit/plugin.ts';
import { rawAddressReader } from '../raw-client-address.ts';
import { requestIdGenerator } from '../request-id.ts';
import { keptAnswerLog } from '../request-log.ts';
import { securityHeaders } from '../security-headers.ts';
import { COMPRESS_THRESHOLD, pickEncoding, type CachedBody, type Encoding } from './cached-body.ts';
import type { KeptRoute } from './kept-answers.ts';

/** Wraps the server's request listener. `logger`: the app's (none in API tests); its request log's
 * line is written here by the same unredacted sibling (logger.ts), so a logger without one keeps
 * every request on Fastify's way. */
export function answerKeptBeforeFastify(app: FastifyInstance, logger: Logger | undefined): void {
  const { config, catalogCache, counters } = app;
  const access = logger && accessLogOf(logger);
  if (config.metrics || config.rateLimitStore === 'postgres' || (logger && !access)) return;
  const server = app.server;
  const [fastify, ...others] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!fastify || others.length) return;
  const memory = counters instanceof MemoryCounters ? counters : undefined;
  const { ipOf, urlOf } = rawAddressReader(config.trustProxy);
  const requestId = requestIdGenerator(config.trustProxy);
  const logAnswer = access && keptAnswerLog(access);
  const fixed = securityHeaders().flat();
  /** A route's header lists for its current entry, one per encoding, made once: only the request id
   * changes. A route (kept-answers.ts) is a new object when its cache headers change, and a new
   * catalogue version is a new entry, so neither needs a key made per request. */
  const lists = new WeakMap<
    KeptRoute,
    { entry: CachedBody; byEncoding: Partial<Record<Encoding | 'identity', string[]>> }
  >();
  function headerList(entry: CachedBody, route: KeptRoute, encoding: Encoding | null, length: number): string[] {
    let made = lists.get(route);
    if (made?.entry !== entry) lists.set(route, (made = { entry, byEncoding: {} }));
    return (made.byEncoding[encoding ?? 'identity'] ??= [
      ...fixed,
      'x-request-id',
      '',
      'etag',
      entry.etag,
      'vary',
      route.vary,
      ...(route.cacheControl ? ['cache-control', route.cacheControl] : []),
      ...Object.entries(entry.headers).flat(),
      'content-type',
      entry.type,
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-length',
      String(length),
    ]);
  }
  const ID_AT = fixed.length + 1;
  let closing = false;
  app.addHook('preClose', async () => void (closing = true)); // Fastify answers 503 while it closes

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    const { headers } = req;
    if (closing || req.method !== 'GET' || headers.cookie !== undefined || headers['if-none-match'] !== undefined)
      return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const kept = catalogCache.keptAt(urlOf(req));
    if (!kept) return false;
    const { route, entry } = kept;
    const encoding = entry.body.length >= COMPRESS_THRESHOLD ? pickEncoding(headers['accept-encoding']) : null;
    const body = encoding ? entry[encoding] : entry.body;
    if (!body) return false; // the route makes the compressed copy
    const started = performance.now();
    const ip = ipOf(req);
    if (req.url!.startsWith('/api/') && memory) {
      if (!route.apiTier) return false;
      const { count, refused } = hitAnonymousApi(memory, ip);
      if (refused) return (void markCounted(req, count), false); // Fastify's 429
    }
    const id = requestId(req);
    const out = headerList(entry, route, encoding, body.length).slice();
    out[ID_AT] = id;
    res.writeHead(200, out).end(body);
    if (logAnswer) {
      const ms = Math.round(performance.now() - started);
      logAnswer({ reqId: id, url: redactUrl(req.url!), ms, bytes: body.length, ip });
    }
    return true;
  }

  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!answer(req, res)) fastify(req, res);
  });
}
