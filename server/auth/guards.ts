/** Role guards, run as `onRequest` hooks: before any body is read, so an
 * anonymous upload is refused before a byte is stored (DESIGN §4). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/messages.ts';
import { HttpError } from '../services/errors.ts';
import { resolveSession } from './sessions.ts';

export const USER_COOKIE = 'sid';
export const SELLER_COOKIE = 'seller_sid';

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string;
    sellerId?: string;
  }
}

export async function currentUserId(request: FastifyRequest): Promise<string | null> {
  if (request.userId) return request.userId;
  const id = await resolveSession(request.server.db, request.cookies[USER_COOKIE], 'user');
  if (id) request.userId = id;
  return id;
}

export async function currentSellerId(request: FastifyRequest): Promise<string | null> {
  if (request.sellerId) return request.sellerId;
  const id = await resolveSession(request.server.db, request.cookies[SELLER_COOKIE], 'seller');
  if (id) request.sellerId = id;
  return id;
}

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
