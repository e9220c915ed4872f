/** Opens the database: the embedded PostgreSQL server under DATA_DIR by
 * default, the server named by DATABASE_URL when it is set (docs/architecture.md §Stack). One
 * driver (`pg`) and one code path for both; the migrations are applied here, by the owning role,
 * and the shop then serves with the least-privilege one (server/db/roles.ts, decision 0126). */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { EMBEDDED_SERVING_ROLE, ensureServingRole, grantServing, userOf, withUser } from './roles.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  pool: pg.Pool;
  /** The connection `pool` uses: the serving role's, or the owner's for `as: 'owner'`. */
  url: string;
  /** The owning role's: scheduled backups restore into a throwaway database with it (decision 0135). */
  ownerUrl: string;
  /** Closes the pool, then stops the embedded server if this process started it. */
  close: () => Promise<void>;
  /** No table existed before the migrations ran. */
  isNew: boolean;
  kind: 'embedded' | 'external';
};
export type Log = { info: (msg: string) => void; error: (msg: string) => void; warn?: (msg: string) => void };

const SHOP_DATABASE = 'shop';
const MIGRATION_LOCK = 7_240_001; // any constant the shop alone uses

/** Where the SQL migrations live; the server bundle sets MIGRATIONS_DIR. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [process.env.MIGRATIONS_DIR, path.join(here, 'migrations'), path.resolve('server/db/migrations')];
  const found = candidates.find((dir) => dir && existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error('SQL migrations not found');
  return found;
}

/** The embedded server's `shop` database, created on first use. */
async function embeddedUrl(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [SHOP_DATABASE]);
    if (!rowCount) await admin.query(`create database ${SHOP_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${SHOP_DATABASE}`;
  return url.toString();
}

export async function connect(url: string, log: Log, max = 10): Promise<{ db: Db; pool: pg.Pool }> {
  // the search's trigram look-ups of close words (`word <% …`: the typo step's vocabulary, the
  // suggestions' substances) admit one typo in a 5-letter word at 0.5; the default 0.6 missed some
  // (docs/decisions/0045, 0068)
  const pool = new pg.Pool({ connectionString: url, max, options: '-c pg_trgm.word_similarity_threshold=0.5' });
  // an idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool opens a new one on the next query
  pool.on('error', (error) => log.error(`PostgreSQL: an idle connection was lost (${error.message})`));
  return { db: drizzle(pool, { schema }) as unknown as Db, pool };
}

/** Several instances may start at once on one database: the first to take the lock migrates, the others then find
 * nothing to do. `then` (the serving role's grants) runs under the same lock: concurrent GRANTs on one table collide. */
export async function migrateDatabase(
  pool: pg.Pool,
  opts: { migrate?: boolean; then?: () => Promise<void> } = {},
): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    if (opts.migrate !== false) await migrate(drizzle(pool), { migrationsFolder: migrationsFolder() });
    await opts.then?.();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}

/** The embedded server's serving role and its password, generated once and kept beside the owner's. */
async function embeddedServingUrl(owner: pg.Pool, ownerUrl: string, dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-app-password');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(file, 'utf8').trim();
  await ensureServingRole(owner, EMBEDDED_SERVING_ROLE, password);
  return withUser(ownerUrl, EMBEDDED_SERVING_ROLE, password);
}

export async function openDatabase(opts: {
  /** The serving role's server (DATABASE_URL); unset: the embedded one. */
  databaseUrl?: string;
  /** The owning role's (DATABASE_OWNER_URL); unset with databaseUrl: that one URL does both, with a warning. */
  ownerUrl?: string;
  dataDir: string;
  log: Log;
  /** Scripts attach to the embedded server of a running shop instead of refusing. */
  attach?: boolean;
  migrate?: boolean;
  /** 'owner' for backups, restores and benchmarks that empty tables; the shop serves as 'serving'. */
  as?: 'serving' | 'owner';
}): Promise<Database> {
  const embedded = opts.databaseUrl
    ? null
    : await startEmbeddedPostgres({ dataDir: opts.dataDir, log: opts.log.info, attach: opts.attach });
  const pools: pg.Pool[] = [];
  try {
    const ownerUrl = embedded ? await embeddedUrl(embedded.url) : (opts.ownerUrl ?? opts.databaseUrl!);
    const owner = await connect(ownerUrl, opts.log, 2);
    pools.push(owner.pool);
    const before = await owner.pool.query(`select to_regclass('public.products') as t`);
    let servingUrl = ownerUrl;
    if (embedded) servingUrl = await embeddedServingUrl(owner.pool, ownerUrl, opts.dataDir);
    else if (opts.ownerUrl && userOf(opts.ownerUrl) !== userOf(opts.databaseUrl!)) servingUrl = opts.databaseUrl!;
    else if (opts.as !== 'owner')
      (opts.log.warn ?? opts.log.error)(
        'DİQQƏT: DATABASE_OWNER_URL təyin edilməyib — mağaza cədvəllərin sahibi olan rolla işləyir (audit jurnalı bu bağlantıdan dəyişdirilə bilər). docs/operations.md-dəki "Database roles" bölməsinə baxın.',
      );
    const grant = servingUrl === ownerUrl ? undefined : () => grantServing(owner.pool, userOf(servingUrl));
    await migrateDatabase(owner.pool, { migrate: opts.migrate, then: grant });
    const url = opts.as === 'owner' ? ownerUrl : servingUrl;
    const { db, pool } = await connect(url, opts.log);
    pools.push(pool);
    await owner.pool.end();
    return {
      db,
      pool,
      url,
      ownerUrl,
      isNew: before.rows[0].t === null,
      kind: embedded ? 'embedded' : 'external',
      close: async () => {
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await Promise.all(pools.map((p) => p.end().catch(() => {})));
    await embedded?.stop().catch(() => {});
    throw error;
  }
}
