/** Which pages are kept and how they may be cached (decision 0019). A page
 * for a visitor without a session and with an empty cart is the same for
 * everyone: kept once per catalogue version and cacheable by a CDN. Any
 * other page is private. */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SELLER_COOKIE, USER_COOKIE } from './auth/guards.ts';

/** A CDN keeps a public page a minute and may serve it stale for ten while it fetches a fresh one. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';
/** A shared cache must not give a public copy to a request that carries a session or a cart. */
export const PUBLIC_PAGE_VARY = 'Accept-Encoding, Cookie';
const CART_COOKIE = 'cart'; // app/lib/cart-cookie.ts
const KEPT_TYPES = /^(text\/html|text\/x-script)/; // pages and React Router's .data answers

/** No session of either kind and no cart: the page shows nothing personal. */
export function isAnonymous(request: FastifyRequest): boolean {
  const { cookies } = request;
  if (cookies[USER_COOKIE] || cookies[SELLER_COOKIE]) return false;
  const cart = cookies[CART_COOKIE];
  return !cart || cart === '{}' || cart === '%7B%7D';
}

export function isKeptPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?', 1)[0];
  return request.method === 'GET' && !pathname.startsWith('/seller') && isAnonymous(request);
}

export function isKeptResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    KEPT_TYPES.test(response.headers.get('content-type') ?? '')
  );
}

/** The CSP sources of a kept page's inline scripts: hashes, not a nonce, since
 * every visitor gets the same bytes (a shared nonce would be no secret). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(match[1]) || /type="application\/(ld\+)?json"/.test(match[1])) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`);
  }
  return [...hashes];
}
