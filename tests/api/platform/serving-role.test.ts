/** The shop serves with a role that owns nothing (issue 40 item 4, decision 0126): through the
 * app's own connection the append-only records can be neither changed nor emptied, the triggers
 * cannot be switched off, while the shop answers as before. The embedded default makes both roles
 * itself, again on an existing data folder. */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client.ts';
import { EMBEDDED_SERVING_ROLE } from '../../../server/db/roles.ts';
import { SELLER, useTestApp } from '../../helpers/app.ts';
import { quietLog } from '../../helpers/database.ts';

const t = useTestApp();

/** What PostgreSQL answers the app's connection, or 'ran'. */
async function through(pool: { query: (q: string) => Promise<unknown> }, statement: string): Promise<string> {
  return pool.query(statement).then(
    () => 'ran',
    (error: Error) => error.message,
  );
}

describe("the app's connection", () => {
  it('is no superuser and owns no table', async () => {
    const { rows } = await t.database.pool.query<{ su: boolean; owned: number }>(
      `select rolsuper as su, (select count(*)::int from pg_tables where tableowner = current_user) as owned
       from pg_roles where rolname = current_user`,
    );
    expect(rows).toEqual([{ su: false, owned: 0 }]);
  });

  it('cannot switch the audit triggers off, nor change, delete or empty audit rows, invoices or payments', async () => {
    await t.post('/api/seller/login', SELLER); // an audit row to protect
    const pool = t.database.pool;
    expect(await through(pool, 'alter table audit_log disable trigger user')).toBe('must be owner of table audit_log');
    const aColumn = { audit_log: 'actor_email', invoices: 'total_qepik', payments: 'order_number' };
    for (const [table, column] of Object.entries(aColumn)) {
      const denied = `permission denied for table ${table}`;
      expect(await through(pool, `update ${table} set ${column} = ${column}`)).toBe(denied);
      expect(await through(pool, `delete from ${table}`)).toBe(denied);
      expect(await through(pool, `truncate ${table}`)).toBe(denied);
      expect(await through(pool, `drop table ${table}`)).toBe(`must be owner of table ${table}`);
    }
    expect(await through(pool, 'create table scratch (id int)')).toBe('permission denied for schema public');
    // the migrations' record is read (/readyz counts it), never written
    expect(await through(pool, 'delete from drizzle.__drizzle_migrations')).toBe(
      'permission denied for table __drizzle_migrations',
    );
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('still serves: a sign-in, an audited write and the audit log read back', async () => {
    const login = await t.post('/api/seller/login', SELLER);
    expect(login.status).toBe(200);
    const cookie = `seller_sid=${login.cookies.seller_sid}`;
    const log = await t.get('/api/staff/audit', cookie);
    expect(log.status).toBe(200);
  });
});

describe('the embedded default', () => {
  it('creates the serving role with a password kept beside the owner’s, again on an existing folder', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-roles-'));
    try {
      for (const start of [1, 2]) {
        const database = await openDatabase({ dataDir, log: quietLog });
        try {
          expect(decodeURIComponent(new URL(database.url).username)).toBe(EMBEDDED_SERVING_ROLE);
          const { rows } = await database.pool.query<{ su: boolean }>(
            'select rolsuper as su from pg_roles where rolname = current_user',
          );
          expect(rows, `start ${start}`).toEqual([{ su: false }]);
          expect(await through(database.pool, 'truncate audit_log')).toBe('permission denied for table audit_log');
        } finally {
          await database.close();
        }
      }
      const file = path.join(dataDir, 'postgres-app-password');
      expect(readFileSync(file, 'utf8').length).toBeGreaterThan(20);
      expect(statSync(file).mode & 0o077).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
