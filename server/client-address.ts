/** The client's address (`request.ip`), read once a request: behind a trusted proxy
 * (TRUST_PROXY) Fastify's getter parses X-Forwarded-For again on every read, and the rate limit
 * and the request log both need it (decision 0151). */
import type { FastifyRequest } from 'fastify';

const ADDRESS = Symbol('vetshop.clientAddress');
type Remembering = FastifyRequest & { [ADDRESS]?: string };

export function clientAddress(request: FastifyRequest): string {
  return ((request as Remembering)[ADDRESS] ??= request.ip);
}
