/** Fixed-window hit counters behind every rate limit: in PostgreSQL, shared
 * by every app instance (docs/architecture.md §Scale), or in memory for a single instance.
 * Keys are stored as SHA-256, so the table holds no e-mail or address. */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export type Count = { count: number; ttlMs: number };

export interface Counters {
  /** Counts one hit; a window that has ended starts again at 1. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The current count without counting (0 when the window has ended). */
  peek(key: string): Promise<Count>;
  clear(key: string): Promise<void>;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');
const SWEEP_EVERY_MS = 60_000;

export class PgCounters implements Counters {
  private lastSweep = Date.now();
  constructor(private db: Db) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    this.sweepSometimes();
    const result = await this.db.execute<{ hits: number; ttl: number }>(sql`
      insert into rate_limits (key, hits, reset_at) values (${hashKey(key)}, 1, now() + ${windowMs}::double precision * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning hits, ceil(extract(epoch from (reset_at - now())) * 1000)::bigint as ttl`);
    const row = rowsOf<{ hits: number; ttl: number }>(result)[0];
    return { count: Number(row.hits), ttlMs: Math.max(0, Number(row.ttl)) };
  }

  async peek(key: string): Promise<Count> {
    const result = await this.db.execute<{ hits: number; ttl: number }>(sql`
      select hits, ceil(extract(epoch from (reset_at - now())) * 1000)::bigint as ttl
      from rate_limits where key = ${hashKey(key)} and reset_at > now()`);
    const row = rowsOf<{ hits: number; ttl: number }>(result)[0];
    return row ? { count: Number(row.hits), ttlMs: Number(row.ttl) } : { count: 0, ttlMs: 0 };
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${hashKey(key)}`);
  }

  /** Ended windows are deleted now and then, by whichever instance gets there. */
  private sweepSometimes(): void {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    this.db
      .delete(rateLimits)
      .where(lt(rateLimits.resetAt, new Date()))
      .catch(() => undefined); // a failed sweep is retried a minute later
  }
}

/** node-postgres answers `{rows}`, PGlite too; some drivers answer the array. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

const COUNTED = Symbol('vetshop.apiHitCounted');

/** A request whose `api` hit was counted before Fastify took it (decision 0151): its count, once. */
export function countedEarlier(raw: object): Count | undefined {
  return (raw as { [COUNTED]?: Count })[COUNTED];
}
export function markCounted(raw: object, count: Count): void {
  (raw as { [COUNTED]?: Count })[COUNTED] = count;
}

/** Windows kept by one process at most: ~15 MiB (146 bytes each, measured by
 * scripts/rate-limit-memory.ts; a million addresses took 146 MiB without a bound, decision 0146). */
export const MAX_MEMORY_WINDOWS = 100_000;

/** One process's counters; ended windows are swept. Past `maxWindows` the windows started longest
 * ago are forgotten, a hundredth of the bound at a time: such a caller's next hit starts a new window at 1. Only a flood from more
 * distinct callers than the bound within one window can do that, and each of them has a whole
 * window of its own already. */
export class MemoryCounters implements Counters {
  // in the order their windows started: a window that starts again moves to the end
  private entries = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  constructor(private readonly maxWindows = MAX_MEMORY_WINDOWS) {}

  /** How many windows are kept. */
  get size(): number {
    return this.entries.size;
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    return this.hitNow(key, windowMs);
  }

  /** `hit` without a promise: the memory needs no wait, and the API's hot path counts here (decision 0151). */
  hitNow(key: string, windowMs: number): Count {
    const now = Date.now();
    this.sweepSometimes(now);
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      if (entry) this.entries.delete(key);
      else if (this.entries.size >= this.maxWindows) this.makeRoom(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, ttlMs: entry.resetAt - now };
  }

  async peek(key: string): Promise<Count> {
    const entry = this.entries.get(key);
    const now = Date.now();
    return entry && entry.resetAt > now ? { count: entry.count, ttlMs: entry.resetAt - now } : { count: 0, ttlMs: 0 };
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private sweepSometimes(now: number, everyMs = SWEEP_EVERY_MS): void {
    if (now - this.lastSweep < everyMs) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }

  /** Ended windows first (at most once a second: a full table of live ones is not walked per hit),
   * then the oldest hundredth at once: a Map keeps a deleted entry's slot until it grows again, and
   * each new iterator walks those slots from the start, so forgetting one window per hit cost
   * ~34 µs at the bound against ~1.5 µs in batches (decision 0162). */
  private makeRoom(now: number): void {
    this.sweepSometimes(now, 1000);
    if (this.entries.size < this.maxWindows) return;
    const keys = this.entries.keys();
    for (let n = Math.max(1, Math.ceil(this.maxWindows / 100)); n > 0; n--) {
      const oldest = keys.next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
