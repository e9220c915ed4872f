/** Public catalogue data and answers, computed once per catalogue version
 * (decision 0019): loader data (memo), JSON answers and anonymous pages
 * (bodies, with their compressed copies). A version change makes every
 * entry stale at once; the LRU budget bounds what is kept. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { cachedBody, sendCached, type CachedBody } from './cached-body.ts';
import { KeptAddresses, type KeptRoute } from './kept-answers.ts';
import { CatalogVersion } from './version.ts';

/** Browsers and CDNs may keep an answer but must ask again; the ETag makes asking cheap. */
export const API_CACHE_CONTROL = 'public, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

export type CatalogCacheOptions = { maxAgeMs?: number; maxBytes?: number; maxDataEntries?: number };

const bodySize = (entry: CachedBody) => entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + 512;

export class CatalogCache {
  readonly version: CatalogVersion;
  private readonly data: LRUCache<string, { version: number; value: Promise<unknown> }>;
  private readonly bodies: LRUCache<string, CachedBody>;
  private readonly building = new Map<string, Promise<CachedBody>>();
  private readonly addresses = new KeptAddresses();

  constructor(db: Db, opts: CatalogCacheOptions = {}) {
    this.version = new CatalogVersion(db, opts.maxAgeMs);
    this.data = new LRUCache({ max: opts.maxDataEntries ?? 5000 });
    // bodies are bounded by bytes, compressed copies included, so a crawl of every product page cannot grow the process
    this.bodies = new LRUCache({ maxSize: opts.maxBytes ?? 64 * 1024 * 1024, sizeCalculation: bodySize });
  }

  /** `load()` once per version and key; a failure is not kept. */
  async memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.version.get();
    const hit = this.data.get(key);
    if (hit && hit.version === version) return hit.value as Promise<T>;
    const value = load();
    const entry = { version, value };
    this.data.set(key, entry);
    value.catch(() => {
      if (this.data.get(key) === entry) this.data.delete(key);
    });
    return value;
  }

  /** A stored body of the current version, or undefined. */
  async lookup(key: string): Promise<{ version: number; entry: CachedBody | undefined }> {
    const current = this.version.get();
    const version = typeof current === 'number' ? current : await current;
    const entry = this.bodies.get(key);
    return { version, entry: entry?.version === version ? entry : undefined };
  }

  /** Keeps the entry; when the bytes did not change with the version, the compressed copies carry over. */
  store(key: string, entry: CachedBody): void {
    const before = this.bodies.peek(key);
    if (before?.etag === entry.etag) {
      entry.br ??= before.br;
      entry.gzip ??= before.gzip;
    }
    this.bodies.set(key, entry);
  }

  /** Sends a stored body, counting a new compressed copy against the budget; the address is
   * remembered so that its next request is answered as it arrives (kept-answers.ts). */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    entry: CachedBody,
    cacheControl: string | undefined,
    vary: string,
  ): FastifyReply {
    this.addresses.remember(request, { key, cacheControl, vary });
    const added = sendCached(request, reply, entry, cacheControl, vary);
    if (added && this.bodies.peek(key) === entry) this.bodies.set(key, entry); // sized again, with the new copy
    return reply;
  }

  /** The kept answer for this address when it is current and the request may share it: sent at
   * once, without awaiting anything; false when the route must answer (it reads the version). */
  sendKept(request: FastifyRequest, reply: FastifyReply): boolean {
    const route = this.addresses.routeOf(request);
    if (!route) return false;
    const version = this.version.get();
    if (typeof version !== 'number') return false;
    const entry = this.bodies.get(route.key);
    if (entry?.version !== version) return false;
    this.send(request, reply, route.key, entry, route.cacheControl, route.vary);
    return true;
  }

  /** The kept entry of an address for a caller with no cookie, when it is of the current version
   * (decision 0151: answered before Fastify's work, raw-kept-answers.ts). */
  keptAt(address: string): { route: KeptRoute & { apiTier: boolean }; entry: CachedBody } | undefined {
    const route = this.addresses.routeAt(address);
    if (!route) return undefined;
    const version = this.version.get();
    const entry = this.bodies.get(route.key);
    return typeof version === 'number' && entry?.version === version ? { route, entry } : undefined;
  }

  /** A public JSON answer: built once per version (concurrent misses wait for one build).
   * `cacheControl`: the answer's own (null for those that never named one). */
  async sendJson(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
    cacheControl: string | null = API_CACHE_CONTROL,
  ): Promise<FastifyReply> {
    const { version, entry: found } = await this.lookup(key);
    let entry = found;
    if (!entry) {
      const pendingKey = `${version}:${key}`;
      let pending = this.building.get(pendingKey);
      if (!pending) {
        pending = build().then((answer) => cachedBody(version, JSON_TYPE, Buffer.from(JSON.stringify(answer))));
        this.building.set(pendingKey, pending);
        pending
          .then(
            (built) => this.store(key, built),
            () => {},
          )
          .finally(() => this.building.delete(pendingKey));
      }
      entry = await pending;
    }
    return this.send(request, reply, key, entry, cacheControl ?? undefined, 'Accept-Encoding');
  }

  close(): Promise<void> {
    return this.version.close();
  }
}
