/** npm run bench:import, the catalogue import at scale (issue 24 "Must show"): BENCH_IMPORT_ROWS
 * (10 000) generated rows, 1 % of them bad, on the embedded server in a temp folder or
 * BENCH_DATABASE_URL. Two runs: the file into an empty catalogue (10 000 new products), then the
 * same file with every price and quantity changed (10 000 updates). Each run's preview and apply
 * beside its floor, measured in the same run: PostgreSQL COPY of the same rows into a scratch
 * table. Goal: within 5× of the floor; the process's peak memory ≤ 250 MiB. Prints figures with
 * the load average; asserts nothing. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { applyPlan } from '../../server/services/catalog-import/apply.ts';
import { previewImport } from '../../server/services/catalog-import/preview.ts';
import { loadAverage } from '../lib/load.ts';
import { generatedRows } from './generate-sheet.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-bench-import-'));
const quote = (v: string) => (/[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const toCsv = (rows: string[][]) => '\uFEFF' + rows.map((r) => r.map(quote).join(';')).join('\r\n') + '\r\n';
const peakMiB = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
const ms = (t: number) => `${t.toFixed(0)} ms`;

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir,
  log: { info: () => {}, error: console.error },
});
const { db, pool } = database;

/** The floor: the server reading the same CSV into a table of text columns. */
async function copyFloor(file: string, columns: number): Promise<number> {
  await pool.query('drop table if exists import_floor');
  await pool.query(
    `create unlogged table import_floor (${Array.from({ length: columns }, (_, i) => `c${i} text`).join(', ')})`,
  );
  const started = performance.now();
  await pool.query(`copy import_floor from '${file}' with (format csv, delimiter ';', header true, encoding 'UTF8')`);
  return performance.now() - started;
}

async function run(label: string, rows: string[][]) {
  const text = toCsv(rows);
  const file = path.join(dataDir, `${label}.csv`);
  writeFileSync(file, text.slice(1)); // COPY reads no byte-order mark
  chmodSync(file, 0o644);
  const floor = await copyFloor(file, rows[0].length);
  let started = performance.now();
  const { summary, plan, files } = await previewImport(db, Buffer.from(text), null);
  const preview = performance.now() - started;
  started = performance.now();
  await db.transaction((tx) =>
    applyPlan(tx, plan, { sellerId: null, note: 'bench', pictures: async (n) => files.get(n)! }),
  );
  const apply = performance.now() - started;
  console.log(
    `${label}: ${rows.length - 1} rows (${(text.length / 1024 / 1024).toFixed(1)} MB); added ${summary.added}, changed ${summary.changed}, refused ${summary.refusedCount}; load ${loadAverage()}`,
  );
  console.log(
    `  preview ${ms(preview)} (${(preview / floor).toFixed(1)}× floor), apply ${ms(apply)} (${(apply / floor).toFixed(1)}× floor), preview + apply ${((preview + apply) / floor).toFixed(1)}× floor`,
  );
  console.log(`  floor: COPY of the same rows into a scratch table ${ms(floor)}; goal: within 5×`);
}

try {
  const baseline = peakMiB(); // tsx, the modules, the pool: before any sheet exists
  const rows = generatedRows(ROWS, 100);
  await run('new catalogue', rows);
  const edited = rows.map((r, i) =>
    i === 0
      ? r
      : [r[0], r[1], r[2], r[3].replace(/^\d+/, (n) => String(Number(n) + 1)), String(Number(r[4]) + 3), ...r.slice(5)],
  );
  await run('every price and quantity changed', edited);
  console.log(
    `peak memory of this process: ${peakMiB().toFixed(0)} MiB (goal ≤ 250 MiB), of which ${baseline.toFixed(0)} MiB before any sheet (tsx, modules, pool); the generated rows and both runs' text stay held; load ${loadAverage()}`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
