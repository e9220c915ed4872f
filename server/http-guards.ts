/** What every request meets before a route (issue 8, docs/architecture.md §API): known
 * methods only, no control characters in the query, no state change from
 * another site, and no connection left half-read (the Permissions-Policy is set with the
 * other security headers, security-headers.ts). The hooks are synchronous: they run on every
 * request, and an async hook costs a promise and a turn of the microtask queue (decision 0080). */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MAX_IMAGES } from '../domain/shared/limits.ts';
import { MSG } from '../domain/shared/messages.ts';
import { CONTROL_CHARS_MESSAGE, hasControlChars } from '../domain/shared/schemas.ts';
import type { Config } from './config.ts';
import { MAX_IMAGE_BYTES } from './services/catalog/images.ts';
import { MAX_SHEET_MB, MAX_ZIP_MB } from './api/catalog/catalog-io.ts';
import { discardRest, isAnswered, lingerOnClose } from './unread-body.ts';

const MB = 1024 * 1024;
/** The most an upload form can carry: every image at its limit, and its text fields. */
export const UPLOAD_BODY_LIMIT = MAX_IMAGES * MAX_IMAGE_BYTES + 2 * MB;
/** A JSON (or any other non-form) body: Fastify's `bodyLimit`. */
export const JSON_BODY_LIMIT = MB;
/** The largest body any route takes (the catalogue import: a sheet and a ZIP of pictures), in MB:
 * nginx's `client_max_body_size` in deploy/nginx/vetshop.conf is the same. A body declared larger
 * is refused before anything else, as nginx does; up to it, every route gives its own answer. */
export const MAX_REQUEST_BODY_MB = Math.ceil(Math.max(UPLOAD_BODY_LIMIT / MB, MAX_SHEET_MB + MAX_ZIP_MB) + 2);
export const MAX_REQUEST_BODY = MAX_REQUEST_BODY_MB * MB;

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Node's HTTP server settings for the timeouts of Config (all configurable). */
export function serverTimeouts(config: Config) {
  const t = config.timeouts;
  return {
    requestTimeout: t.requestMs, // the whole request, body included: a trickled body is cut off
    connectionTimeout: t.idleMs, // between two reads (or writes): nginx's client_body_timeout (and send_timeout)
    keepAliveTimeout: t.keepAliveMs,
    http: {
      headersTimeout: Math.min(t.headersMs, t.requestMs),
      // how often Node looks for overdue requests (its default, 30 s, would let them overrun)
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(Math.min(t.headersMs, t.requestMs) / 4))),
    },
  };
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', MSG.requestTimeout],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', MSG.bodyTooLarge],
};

/** A connection Node gives up on (a timeout, a request it cannot parse): the status line and the
 * message when nothing was answered yet, then the connection is closed. A request answered while
 * its body still arrived (unread-body.ts) gets no second status line. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && !isAnswered(socket) && !current?.headersSent) {
    const [status, text, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', MSG.invalidInput];
    const body = JSON.stringify({ success: false, message });
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
  app.addHook('onRequest', (request, reply, done) => {
    if (Number(request.headers['content-length']) > MAX_REQUEST_BODY) {
      lingerOnClose(request.raw.socket);
      reply.header('connection', 'close');
      return void reply.code(413).send({ success: false, message: MSG.bodyTooLarge });
    }
    if (!KNOWN_METHODS.has(request.method)) {
      reply.header('allow', [...KNOWN_METHODS].join(', '));
      return void reply.code(405).send({ success: false, message: MSG.methodNotAllowed });
    }
    if (queryHasControlChars(request.query))
      return void reply.code(400).send({ success: false, message: CONTROL_CHARS_MESSAGE });
    // A state-changing request from another site is refused (docs/architecture.md §API).
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (origin && isForeignOrigin(origin, request.host, app.config.publicUrl))) {
      return void reply.code(403).send({ success: false, message: MSG.crossSite });
    }
    done();
  });

  app.addHook('onSend', (request, reply: FastifyReply, payload, done) => {
    // A body the route did not read (a refused upload, a page that answered 413 or 405): the
    // answer goes now, and the rest of the body is read and dropped behind it (decision 0081).
    if (!request.raw.complete) {
      const closing = String(reply.getHeader('connection')).toLowerCase() === 'close';
      discardRest(request.raw, reply.raw, MAX_REQUEST_BODY, closing);
    }
    done(null, payload);
  });
}
