/** A request's id (issue 44 item 5): every log line the request causes carries it (Fastify binds it
 * to the request's logger as `reqId`), and the answer names it in `X-Request-Id`, so a customer's
 * complaint or a proxy's log line leads to the shop's lines. An id the proxy already gave the
 * request (nginx's `$request_id`, deploy/nginx/vetshop.conf) is kept when the proxy is one the
 * shop trusts (TRUST_PROXY) and the id is short and plain; anyone else's is replaced, since a
 * client could otherwise forge ids to mix its lines with another request's. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { trustedPeer } from './raw-client-address.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and `._:-`, at most 64: a UUID, nginx's 32 hex digits, a load balancer's own. */
const SANE_ID = /^[\w.:-]{1,64}$/;

/** Fastify's `genReqId` for the given trusted proxies (false: none). */
export function requestIdGenerator(trustProxy: string[] | false): (req: IncomingMessage) => string {
  if (!trustProxy) return () => randomUUID();
  const trusted = proxyAddr.compile(trustProxy);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && SANE_ID.test(given) && req.socket && trustedPeer(trusted, req.socket))
      return given;
    return randomUUID();
  };
}

/** The answer's `X-Request-Id`, set as the request arrives so that every answer carries it. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
