/** What every request meets before a route (issue 8, docs/architecture.md §API): known
 * methods only, no control characters in the query, no state change from
 * another site, a Permissions-Policy, and no connection left half-read. */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MAX_IMAGES } from '../domain/limits.ts';
import { MSG } from '../domain/messages.ts';
import { CONTROL_CHARS_MESSAGE, hasControlChars } from '../domain/schemas.ts';
import type { Config } from './config.ts';
import { MAX_IMAGE_BYTES } from './services/images.ts';

/** The most an upload form can carry: every image at its limit, and its text fields. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGES * MAX_IMAGE_BYTES + 2 * 1024 * 1024;

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** No page or call of the shop uses these browser features. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()';

/** Node's HTTP server settings for the timeouts of Config (all configurable). */
export function serverTimeouts(config: Config) {
  const t = config.timeouts;
  return {
    requestTimeout: t.requestMs, // the whole request, body included: a trickled body is cut off
    connectionTimeout: t.idleMs, // a connection that sends nothing for this long
    keepAliveTimeout: t.keepAliveMs,
    http: {
      headersTimeout: Math.min(t.headersMs, t.requestMs),
      // how often Node looks for overdue requests (its default, 30 s, would let them overrun)
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(Math.min(t.headersMs, t.requestMs) / 4))),
    },
  };
}

function queryHasControlChars(query: unknown): boolean {
  if (!query || typeof query !== 'object') return false;
  return Object.entries(query).some(([key, value]) =>
    [key, ...(Array.isArray(value) ? value : [value])].some((v) => typeof v === 'string' && hasControlChars(v)),
  );
}

/** The origin a same-site request names: PUBLIC_URL's, or the Host header's. */
function isForeignOrigin(origin: string, host: string, publicUrl: string | undefined): boolean {
  try {
    const named = new URL(origin).host;
    return named !== host && (!publicUrl || named !== new URL(publicUrl).host);
  } catch {
    return true;
  }
}

export function installHttpGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!KNOWN_METHODS.has(request.method)) {
      reply.header('allow', [...KNOWN_METHODS].join(', '));
      return reply.code(405).send({ success: false, message: MSG.methodNotAllowed });
    }
    if (queryHasControlChars(request.query))
      return reply.code(400).send({ success: false, message: CONTROL_CHARS_MESSAGE });
    // A state-changing request from another site is refused (docs/architecture.md §API).
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (origin && isForeignOrigin(origin, request.host, app.config.publicUrl))) {
      return reply.code(403).send({ success: false, message: MSG.crossSite });
    }
  });

  app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.raw.complete) return payload;
    // A body the route did not read (a refused upload, a page that answered 405): answering
    // before it is read, and closing, broke the connection under a client still sending (it saw
    // EPIPE, not the message). Read and drop it up to what the route may take, then answer.
    const limit = request.routeOptions.config?.form ? UPLOAD_BODY_LIMIT : app.initialConfig.bodyLimit!;
    if (await drained(request.raw, limit)) return payload;
    reply.header('connection', 'close');
    if (!request.url.startsWith('/api/')) return payload;
    reply.code(413).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ success: false, message: MSG.bodyTooLarge });
  });
}

/** Reads the rest of a body and drops it: true once it has ended (or the client went away),
 * false as soon as it is declared or found to be over `limit` bytes. */
function drained(raw: IncomingMessage, limit: number): Promise<boolean> {
  if (Number(raw.headers['content-length']) > limit) return Promise.resolve(false);
  if (raw.destroyed || raw.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    const done = (whole: boolean) => {
      raw.off('data', onData).off('end', onEnd).off('close', onEnd).off('error', onEnd);
      if (!whole) raw.pause();
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) done(false);
    };
    const onEnd = () => done(true);
    raw.unpipe(); // from a parser that stopped reading (a file over its limit)
    raw.on('data', onData).once('end', onEnd).once('close', onEnd).once('error', onEnd);
    raw.resume();
  });
}
