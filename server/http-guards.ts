/** What every request meets before a route (issue 8, DESIGN §4): known
 * methods only, no control characters in the query, no state change from
 * another site, a Permissions-Policy, and no connection left half-read. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MSG } from '../domain/messages.ts';
import { CONTROL_CHARS_MESSAGE, hasControlChars } from '../domain/schemas.ts';
import type { Config } from './config.ts';

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
    // A state-changing request from another site is refused (DESIGN §4).
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (origin && isForeignOrigin(origin, request.host, app.config.publicUrl))) {
      return reply.code(403).send({ success: false, message: MSG.crossSite });
    }
  });

  app.addHook('onSend', async (request, reply: FastifyReply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // A body the route never read (a refused upload, a page that answered 405)
    // would sit in the socket and stall the next request: close instead.
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}
