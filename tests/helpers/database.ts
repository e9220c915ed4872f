/** A fresh, empty, migrated database for one test file: a copy of the
 * project's template database on its PostgreSQL server (postgres-setup.ts),
 * dropped again afterwards. The app serves with the least-privilege role, as the shop does
 * (decision 0126); `ownerUrl` is for what the owner does (restores, the triggers' own tests). */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database, type Db } from '../../server/db/client.ts';
import { withUser } from '../../server/db/roles.ts';
import './provided.ts';

export const quietLog = { info: () => {}, error: () => {} };

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `owner`: the owning role's connection (max 2), for what the shop's serving role may not do. */
export type TestDatabase = Database & { ownerUrl: string; owner: { db: Db; pool: pg.Pool } };

/** An empty, migrated database; its URLs (serving, owner) for tests that start servers of their own. */
export async function createTestDatabase(
  testFile: string,
): Promise<{ url: string; ownerUrl: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${inject('pgTemplate')}`);
  writeFileSync(path.join(inject('pgMarkerDir'), name), testFile); // proof that this file ran on PostgreSQL
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const { user, password } = inject('pgServingRole');
  return {
    url: withUser(url.toString(), user, password),
    ownerUrl: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

export async function openTestDatabase(testFile: string): Promise<TestDatabase> {
  const { url, ownerUrl, drop } = await createTestDatabase(testFile);
  const { db, pool } = await connect(url, quietLog);
  const owner = await connect(ownerUrl, quietLog, 2);
  return {
    owner,
    db,
    pool,
    url,
    ownerUrl,
    isNew: true,
    kind: 'external',
    close: async () => {
      await pool.end();
      await owner.pool.end();
      await drop();
    },
  };
}
