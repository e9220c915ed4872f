/** Kept answers sent as a request arrives (issue 42, decision 0145): once a route has sent a kept
 * body for an address, the next request for that address, without a session or a cart, gets the
 * same bytes from an onRequest hook, after its rate-limit count, log id and security headers, and
 * before the query's validation, the route's session lookups and its awaits. Only a request that
 * the route itself would answer from the same entry qualifies: no session of either kind (a trade
 * buyer's prices, a seller's hidden news, a customer's name on a page), no cart, and the current
 * catalogue version known without asking the database (a write here or a NOTIFY makes it unknown
 * until the route reads it again, so a stale body is never sent). */
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isAnonymous, rememberedLanguageHome } from '../page-cache.ts';

/** What the route decided for an address: which entry, with which cache headers. */
export type KeptRoute = { key: string; cacheControl: string | undefined; vary: string };
/** As remembered: whether the address counts against the general `api` rate tier (an /api call of no tier of its own). */
type RememberedRoute = KeptRoute & { apiTier: boolean };

/** Addresses are few (the catalogue's answers and pages); made-up query strings are bounded too. */
const MAX_ADDRESSES = 20_000;

/** The address as the kept entry depends on it: a page's key names its origin. */
const addressOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`;

/** Whether the route would answer this request with the shared copy: no session, no cart, and not
 * the home page that a remembered language redirects. */
export function sharesKeptAnswer(request: FastifyRequest): boolean {
  return request.method === 'GET' && isAnonymous(request) && !rememberedLanguageHome(request);
}

export class KeptAddresses {
  private readonly routes = new LRUCache<string, RememberedRoute>({ max: MAX_ADDRESSES });

  /** Called when a route sends a kept entry: the same address later gets it before routing's work. */
  remember(request: FastifyRequest, route: KeptRoute): void {
    if (!sharesKeptAnswer(request)) return;
    const address = addressOf(request);
    const known = this.routes.get(address);
    if (known?.key !== route.key || known.cacheControl !== route.cacheControl || known.vary !== route.vary)
      this.routes.set(address, { ...route, apiTier: (request.routeOptions.config?.rateTier ?? 'api') === 'api' });
  }

  /** The route remembered for an address (`protocol://host/path?query`), for a caller with no cookie. */
  routeAt(address: string): RememberedRoute | undefined {
    return this.routes.get(address);
  }

  /** The route this address was answered by, for a request that may share it. */
  routeOf(request: FastifyRequest): KeptRoute | undefined {
    if (request.method !== 'GET') return undefined;
    const route = this.routes.get(addressOf(request));
    return route && sharesKeptAnswer(request) ? route : undefined;
  }
}
