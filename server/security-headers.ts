/** The security headers every answer carries: helmet's (decision 0082's profile: @fastify/helmet
 * built a new helmet middleware, options parsed again, on every request, in two hooks), computed
 * once here from the same helmet configuration and set by one synchronous hook, with the
 * Permissions-Policy of the http guards. Headers that a route sets itself (a page's CSP) are
 * set later and win, as before. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** No page or call of the shop uses these browser features. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()';

/** 'same-origin', not helmet's 'no-referrer': under no-referrer a plain form post (before JavaScript)
 * carries `Origin: null`, which the cross-site check refuses; other sites still get no referrer.
 * The CSP is the pages' own (per render, with its hashes); COEP would block the product pictures. */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'same-origin' },
} as const;

/** What helmet sets with these options, as [name, value] pairs, read by running it once. */
export function securityHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response, () => {});
  headers.push(['permissions-policy', PERMISSIONS_POLICY]);
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (let i = 0; i < headers.length; i++) raw.setHeader(headers[i][0], headers[i][1]);
    done();
  });
}
