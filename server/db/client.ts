/** Opens the database: PGlite under DATA_DIR by default, a PostgreSQL server
 * when DATABASE_URL is set (DESIGN §1), and applies the migrations. */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; close: () => Promise<void>; isNew: boolean; kind: 'pglite' | 'postgres' };

/** Where the SQL migrations live; the server bundle sets MIGRATIONS_DIR. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [process.env.MIGRATIONS_DIR, path.join(here, 'migrations'), path.resolve('server/db/migrations')];
  const found = candidates.find((dir) => dir && existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error('SQL migrations not found');
  return found;
}

/** `dataDir: null` opens an in-memory PGlite (tests). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // an idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool opens a new one on the next query
    pool.on('error', (error) => console.error(`PostgreSQL: an idle connection was lost (${error.message})`));
    const db = drizzle(pool, { schema });
    const before = await pool.query(`select to_regclass('public.products') as t`);
    await migrate(db, { migrationsFolder: migrationsFolder() });
    return { db: db as unknown as Db, close: () => pool.end(), isNew: before.rows[0].t === null, kind: 'postgres' };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let isNew = true;
  if (opts.dataDir) {
    isNew = !existsSync(path.join(opts.dataDir, 'PG_VERSION'));
    mkdirSync(opts.dataDir, { recursive: true });
  }
  const client = await PGlite.create(opts.dataDir ?? undefined, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, close: () => client.close(), isNew, kind: 'pglite' };
}
