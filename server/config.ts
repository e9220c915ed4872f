/** Every setting, read from the environment in one place (DESIGN §6). */
import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sellerEmail: string | undefined;
  sellerPassword: string | undefined;
  /** undefined: seed only a new embedded database. */
  seedDemo: boolean | undefined;
  production: boolean;
  /** The public origin, for canonical URLs and link previews. */
  publicUrl: string | undefined;
  /** Reverse proxies whose X-Forwarded-* headers are believed; false: none. */
  trustProxy: string[] | false;
  /** Slow or idle clients are cut off (ms): whole request, headers, idle socket, keep-alive. */
  timeouts: { requestMs: number; headersMs: number; idleMs: number; keepAliveMs: number };
  /** Where rate-limit counters live: PostgreSQL (shared by instances), memory
   * (one instance: the embedded database), or off (tests only). */
  rateLimitStore: 'postgres' | 'memory' | 'off';
};

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === '1' || value.toLowerCase() === 'true';
}

function millis(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive number of milliseconds`);
  return n;
}

function rateLimitStore(value: string | undefined, databaseUrl: string | undefined): Config['rateLimitStore'] {
  if (value === 'postgres' || value === 'memory' || value === 'off') return value;
  if (value) throw new Error('RATE_LIMIT_STORE must be postgres, memory or off');
  return databaseUrl ? 'postgres' : 'memory';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sellerEmail: env.SELLER_EMAIL || undefined,
    sellerPassword: env.SELLER_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO),
    production: env.NODE_ENV === 'production',
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY.split(',').map((a) => a.trim()).filter(Boolean) : false,
    timeouts: {
      requestMs: millis('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 60_000),
      headersMs: millis('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 10_000),
      idleMs: millis('IDLE_TIMEOUT_MS', env.IDLE_TIMEOUT_MS, 20_000),
      keepAliveMs: millis('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
    },
    rateLimitStore: rateLimitStore(env.RATE_LIMIT_STORE, env.DATABASE_URL || undefined),
  };
}
