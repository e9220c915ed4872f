/** A fresh, empty, migrated database for one test file: a copy of the
 * project's template database on its PostgreSQL server (postgres-setup.ts),
 * dropped again afterwards. */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../../server/db/client.ts';
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

/** An empty, migrated database; its URL for tests that start servers of their own. */
export async function createTestDatabase(testFile: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${inject('pgTemplate')}`);
  writeFileSync(path.join(inject('pgMarkerDir'), name), testFile); // proof that this file ran on PostgreSQL
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

export async function openTestDatabase(testFile: string): Promise<Database> {
  const { url, drop } = await createTestDatabase(testFile);
  const { db, pool } = await connect(url, quietLog);
  return {
    db,
    pool,
    url,
    isNew: true,
    kind: 'external',
    close: async () => {
      await pool.end();
      await drop();
    },
  };
}
