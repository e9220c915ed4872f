/** Rate limits with @fastify/rate-limit: its limiters, keyed by tier and
 * client address, count in our Counters (PostgreSQL or memory), and one
 * onRequest hook applies the general tier and the route's own tier to every
 * /api call, before the role guard and before any body is read. */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/messages.ts';
import { HttpError } from '../services/errors.ts';
import { type Counters, MemoryCounters, PgCounters } from './counters.ts';
import { RATE_TIERS, type RateTier } from './tiers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters;
    /** Counts the request against a tier; throws 429 past its limit (no-op when limits are off). */
    checkRateTier: (request: FastifyRequest, tier: RateTier) => Promise<void>;
  }
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store interface @fastify/rate-limit expects, over our counters. */
function storeOver(counters: Counters) {
  return class CountersStore {
    incr(key: string, cb: StoreCallback, timeWindow: number): void {
      counters.hit(key, timeWindow).then(
        (c) => cb(null, { current: c.count, ttl: c.ttlMs }),
        (error: Error) => cb(error),
      );
    }
    read(key: string, cb: StoreCallback): void {
      counters.peek(key).then(
        (c) => cb(null, { current: c.count, ttl: c.ttlMs }),
        (error: Error) => cb(error),
      );
    }
    child(): CountersStore {
      return this;
    }
  };
}

/** The client's address as the rate limits see it: IPv6 by its /64 network. */
export const clientKey = (request: FastifyRequest): string => normalizeIP(request.ip, 64);

/** Called on the root instance, so its hook and decorators cover every route. */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  const mode = app.config.rateLimitStore;
  const counters: Counters = mode === 'postgres' ? new PgCounters(app.db) : new MemoryCounters();
  app.decorate('counters', counters);
  if (mode === 'off') {
    app.decorate('checkRateTier', async () => undefined);
    return;
  }

  await app.register(rateLimit, { global: false, store: storeOver(counters) as never });
  const limiters = Object.fromEntries(
    (Object.keys(RATE_TIERS) as RateTier[]).map((tier) => [
      tier,
      app.createRateLimit({
        max: RATE_TIERS[tier].max,
        timeWindow: RATE_TIERS[tier].windowMs,
        keyGenerator: (request: FastifyRequest) => `${tier}:${clientKey(request)}`,
      }),
    ]),
  ) as Record<RateTier, (request: FastifyRequest) => ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

  app.decorate('checkRateTier', async (request: FastifyRequest, tier: RateTier) => {
    const result = await limiters[tier](request);
    if (result.isAllowed || !result.isExceeded) return;
    throw Object.assign(new HttpError(429, MSG.tooManyRequests), { retryAfter: result.ttlInSeconds });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const own = request.routeOptions.config?.rateTier;
    try {
      for (const tier of own ? [own, 'api' as const] : ['api' as const]) await app.checkRateTier(request, tier);
    } catch (error) {
      const retryAfter = (error as { retryAfter?: number }).retryAfter;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      throw error;
    }
  });
}
