/** Role guards, run as `onRequest` hooks: before any body is read, so an
 * anonymous upload is refused before a byte is stored (docs/architecture.md §API). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/messages.ts';
import { HttpError } from '../services/errors.ts';

export const USER_COOKIE = 'sid';
export const SELLER_COOKIE = 'seller_sid';

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string;
    sellerId?: string;
  }
}

/** Each kind of session is looked up once per request, found or not: the rate limits ask first
 * (rate-limit/plugin.ts), the role guards and routes get the same answer without a query. */
const lookedUp = new WeakMap<FastifyRequest, { user?: string | null; seller?: string | null }>();

async function sessionOwner(request: FastifyRequest, kind: 'user' | 'seller'): Promise<string | null> {
  let known = lookedUp.get(request);
  if (!known) lookedUp.set(request, (known = {}));
  if (known[kind] !== undefined) return known[kind];
  const cookie = request.cookies[kind === 'user' ? USER_COOKIE : SELLER_COOKIE];
  const id = await request.server.services.sessions.resolveSession(cookie, kind);
  known[kind] = id;
  if (id) request[kind === 'user' ? 'userId' : 'sellerId'] = id;
  return id;
}

export const currentUserId = (request: FastifyRequest) => sessionOwner(request, 'user');
export const currentSellerId = (request: FastifyRequest) => sessionOwner(request, 'seller');

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!(await currentUserId(request))) throw new HttpError(401, MSG.unauthorized);
}

/** Anonymous callers get 401; a logged-in customer gets 403 (wrong role). */
export async function requireSeller(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (await currentSellerId(request)) return;
  if (await currentUserId(request)) throw new HttpError(403, MSG.sellerOnly);
  throw new HttpError(401, MSG.unauthorized);
}

/** For the GET logout the spec keeps: answered only to the shop's own pages
 * (or a client that says nothing), so another site cannot log anyone out
 * with a link or an image. The pages log out by POST. */
export async function sameSiteOnly(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') throw new HttpError(403, MSG.crossSite);
  const referer = request.headers.referer;
  if (!site && referer && URL.canParse(referer) && new URL(referer).host !== request.host)
    throw new HttpError(403, MSG.crossSite);
}
