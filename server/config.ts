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
  /** How long an instance trusts its cached catalogue version before reading it again (decision 0019). */
  catalogCheckMs: number;
};

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === '1' || value.toLowerCase() === 'true';
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
    catalogCheckMs: Number(env.CATALOG_CHECK_MS ?? 1000),
  };
}
