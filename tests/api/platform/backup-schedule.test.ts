/** Scheduled backups (issue 44 item 3, decision 0135): with two instances up, the day's backup runs
 * once; it is proven by a restore into a throwaway database whose rows per table equal the
 * source's; size, time and rows reach the panel and the metrics; a corrupted file is reported as
 * failed (and alerts the owner); a schedule with no verified backup in 26 hours alerts too. */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client.ts';
import { readDatabaseFigures } from '../../../server/metrics/database-figures.ts';
import { startBackupJob } from '../../../server/running/backup-job.ts';
import { backupWatch } from '../../../server/running/backup-watch.ts';
import { shopHealth } from '../../../server/services/running.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const dir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-backups-'));
const quiet = { warn: () => {}, info: () => {} };
const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  rmSync(dir, { recursive: true, force: true });
});

/** An instance of the shop as the backups see it: its own pools on the shared database, the serving
 * role's for the shop's reads and the owner's for the backup (as server/running/index.ts wires them). */
function instance(afterWrite?: (file: string) => Promise<void>) {
  const url = (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const ownerPool = new pg.Pool({ connectionString: t.database.ownerUrl, max: 2 });
  pools.push(pool, ownerPool);
  const db = drizzle(pool) as unknown as Db;
  return startBackupJob({
    db,
    ownerPool,
    schedule: { hour: 0, keepDaily: 7, keepMonthly: 12, dir },
    log: quiet,
    intervalMs: 3_600_000,
    afterWrite,
  });
}
const raised: string[] = [];
const collect = async (kind: string) => (raised.push(kind), true);

describe('scheduled backups', () => {
  it('alert the owner when a schedule has made no verified backup in 26 hours', async () => {
    raised.length = 0;
    await backupWatch(t.db, new Date(Date.now() - 27 * 3_600_000))(collect);
    expect(raised).toEqual(['backup-missing']);
  });

  it('run once with two instances up, proven by a restore that counts the same rows per table', async () => {
    const [a, b] = [instance(), instance()];
    for (let i = 0; i < 3; i++) await t.createProduct();
    const results = await Promise.all([a.tick(), b.tick(), a.tick()]);
    expect(results.filter((r) => r === 'ran')).toHaveLength(1);
    expect(results.filter((r) => r === 'taken')).toHaveLength(2);
    const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl.gz'));
    expect(files).toHaveLength(1);
    const { rows } = (await t.db.execute(
      sql`select status, rows, size_bytes, duration_ms from backup_runs`,
    )) as unknown as {
      rows: { status: string; rows: Record<string, number>; size_bytes: number; duration_ms: number }[];
    };
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('verified');
    const products = (await t.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0].rows.products).toBe(products.rows[0].n);
    expect(rows[0].rows.sellers).toBe(1);
    expect(Number(rows[0].size_bytes)).toBeGreaterThan(0);
    // the throwaway database is gone
    const left = (await t.db.execute(
      sql`select count(*)::int as n from pg_database where datname like 'vetshop_verify_%'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(left.rows[0].n).toBe(0);
    // the panel and the metrics
    const health = await shopHealth(t.db);
    expect(health.backups[0]).toMatchObject({ status: 'verified', error: null });
    expect(health.backups[0].rows).toBeGreaterThan(3);
    const figures = await readDatabaseFigures(t.db);
    expect(figures.backupVerified).toBe(1);
    expect(figures.backupRows).toBe(health.backups[0].rows);
    expect(figures.backupSizeBytes).toBe(Number(rows[0].size_bytes));
    raised.length = 0;
    await backupWatch(t.db, new Date(Date.now() - 27 * 3_600_000))(collect);
    expect(raised).toEqual([]); // verified within 26 hours: nothing missing or failed
    await Promise.all([a.stop(), b.stop()]);
  });

  it('report a corrupted backup file as failed, in the panel, the metrics and to the owner', async () => {
    const corrupting = instance(async (file) => writeFileSync(file, Buffer.from('bu gzip deyil')));
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await corrupting.tick(tomorrow)).toBe('ran');
    const health = await shopHealth(t.db);
    expect(health.backups[0].status).toBe('failed');
    expect(health.backups[0].error).toBeTruthy();
    expect((await readDatabaseFigures(t.db)).backupVerified).toBe(0);
    raised.length = 0;
    await backupWatch(t.db, new Date())(collect);
    expect(raised).toEqual(['backup-failed']);
    await corrupting.stop();
  });

  it('wait for the hour', async () => {
    const job = instance();
    const early = new Date('2026-11-28T00:30:00Z'); // 04:30 in Baku
    const late = startBackupJob({
      db: t.db,
      ownerPool: pools[1], // the first instance's owner pool
      schedule: { hour: 5, keepDaily: 1, keepMonthly: 0, dir },
      log: quiet,
      intervalMs: 3_600_000,
    });
    expect(await late.tick(early)).toBe('not-due');
    await Promise.all([job.stop(), late.stop()]);
  });
});
