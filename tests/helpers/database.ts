/** A fresh, empty, migrated database for one test file: in-memory PGlite in
 * the `api-pglite` project, a new database on the PostgreSQL server in the
 * `api-postgres` project (dropped again afterwards). */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import './provided.ts';

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(testFile: string): Promise<Database> {
  if (inject('dbKind') !== 'postgres') return openDatabase({ dataDir: null });
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) throw new Error('api-postgres project without a PostgreSQL server (see tests/helpers/postgres-setup.ts)');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  writeFileSync(path.join(inject('pgMarkerDir'), name), testFile); // proof that this file ran on PostgreSQL
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
