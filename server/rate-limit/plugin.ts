/** Rate limits with @fastify/rate-limit: its limiters, keyed by tier and
 * caller (tiers.ts), count in our Counters (PostgreSQL or memory), and one
 * onRequest hook applies the route's tier (or the general one) to every /api
 * call, before any body is read. The caller's session is looked up here once
 * and kept for the role guards (auth/guards.ts). */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/shared/messages.ts';
import { currentSellerId, currentUserId, SELLER_COOKIE, USER_COOKIE } from '../auth/guards.ts';
import { clientAddress } from '../client-address.ts';
import { HttpError } from '../services/shared/errors.ts';
import { type Count, type Counters, countedEarlier, MemoryCounters, PgCounters } from './counters.ts';
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

/** An address as the rate limits count it: IPv6 by its /64 network. An address without a colon is
 * no IPv6 one, and normalizeIP would only lower its case: that skips node's IPv6 pattern, which
 * every request paid (decision 0167). */
const limitedAddress = (address: string): string =>
  address.includes(':') ? normalizeIP(address, 64) : address.toLowerCase();

/** The client's address as the rate limits see it. */
export const clientKey = (request: FastifyRequest): string => limitedAddress(clientAddress(request));

/** An anonymous caller's hit on the general `api` tier, counted at once in memory with the limiter's
 * own key, window and limit (decision 0151); called before Fastify (raw-kept-answers.ts) and in
 * its hook below. `address`: the client's address as `request.ip` reads it. */
export function hitAnonymousApi(memory: MemoryCounters, address: string): { count: Count; refused: boolean } {
  const count = memory.hitNow(`api:${limitedAddress(address)}`, RATE_TIERS.api.windowMs);
  return { count, refused: count.count > RATE_TIERS.api.max };
}

type Caller = { key: string; seller: boolean };
const callers = new WeakMap<FastifyRequest, Promise<Caller>>();
const RECENT_MS = 60_000;
const RECENT_MAX = 10_000;
/** Whose session a cookie was, lately: for counting only, never for access (the role guards look
 * the session up themselves), so a public call with a session cookie costs no query. */
const recent = new Map<string, { owner: string | null; until: number }>();

async function ownerOf(request: FastifyRequest, kind: 'user' | 'seller'): Promise<string | null> {
  const token = request.cookies[kind === 'user' ? USER_COOKIE : SELLER_COOKIE];
  if (!token) return null;
  const key = `${kind}:${token}`;
  const known = recent.get(key);
  if (known && known.until > Date.now()) return known.owner;
  // shared with the guards: a guarded call still makes one query
  const owner = await (kind === 'user' ? currentUserId : currentSellerId)(request);
  if (recent.size >= RECENT_MAX) recent.clear(); // made-up cookies cannot grow it without end
  recent.set(key, { owner, until: Date.now() + RECENT_MS });
  return owner;
}

/** Who is asking: a seller by account, a customer by account and address, anyone else by address. */
function callerOf(request: FastifyRequest): Promise<Caller> {
  let caller = callers.get(request);
  if (!caller) {
    caller = (async () => {
      const sellerId = await ownerOf(request, 'seller');
      if (sellerId) return { key: `seller:${sellerId}`, seller: true };
      const userId = await ownerOf(request, 'user');
      return { key: userId ? `user:${userId}:${clientKey(request)}` : clientKey(request), seller: false };
    })();
    callers.set(request, caller);
  }
  return caller;
}

/** The refusal's answer: its Retry-After, then the error handler's 429. */
function refuse(reply: FastifyReply, done: (error?: Error) => void, error: unknown): void {
  const retryAfter = (error as { retryAfter?: number }).retryAfter;
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  done(error as Error);
}

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
    (Object.keys(RATE_TIERS) as RateTier[]).map((tier) => {
      const limits: { max: number; sellerMax?: number; windowMs: number; byAddress?: true } = RATE_TIERS[tier];
      return [
        tier,
        app.createRateLimit({
          max: async (request: FastifyRequest) =>
            limits.sellerMax && !limits.byAddress && (await callerOf(request)).seller ? limits.sellerMax : limits.max,
          timeWindow: limits.windowMs,
          keyGenerator: async (request: FastifyRequest) =>
            `${tier}:${limits.byAddress ? clientKey(request) : (await callerOf(request)).key}`,
        }),
      ];
    }),
  ) as Record<RateTier, (request: FastifyRequest) => ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

  /** The 429 past a tier's limit, whichever way the request was counted. */
  const refusal = (retryAfter: number) => Object.assign(new HttpError(429, MSG.tooManyRequests), { retryAfter });
  app.decorate('checkRateTier', async (request: FastifyRequest, tier: RateTier) => {
    const result = await limiters[tier](request);
    if (result.isAllowed || !result.isExceeded) return;
    throw refusal(result.ttlInSeconds);
  });

  const memory = counters instanceof MemoryCounters ? counters : undefined;
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const tier = request.routeOptions.config?.rateTier ?? 'api';
    // An anonymous caller's general tier in memory (every kept catalogue answer): the very key,
    // window and limit of the limiter, counted at once, without its async key, max and store
    // and their promises (decision 0151).
    if (memory && tier === 'api' && !request.cookies[USER_COOKIE] && !request.cookies[SELLER_COOKIE]) {
      // a kept answer refused before Fastify (raw-kept-answers.ts) was counted there already
      const earlier = countedEarlier(request.raw);
      const { count, refused } = earlier
        ? { count: earlier, refused: true }
        : hitAnonymousApi(memory, clientAddress(request));
      return refused ? refuse(reply, done, refusal(Math.ceil(count.ttlMs / 1000))) : done();
    }
    app.checkRateTier(request, tier).then(
      () => done(),
      (error: unknown) => refuse(reply, done, error),
    );
  });
}
