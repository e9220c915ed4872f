/** npm run bench:import, the catalogue import at scale (issue 24 "Must show", decision 0073):
 * BENCH_IMPORT_ROWS (10 000) generated rows, 1 % of them bad, on the embedded server in a temp
 * folder or BENCH_DATABASE_URL. Three runs: the file into an empty catalogue (10 000 new
 * products); the same file with every price and quantity changed (10 000 updates); the catalogue
 * exported as .xlsx and read back (preview only: 0 changes). Each run beside floors measured in
 * the same run: the issue's, PostgreSQL COPY of the same CSV into a scratch table of text columns;
 * and the write floor, the rows the import wrote written into a scratch copy of products with its
 * indexes (what the database alone pays for them). Memory: the peak RSS of this process during
 * each run (the high-water mark reset after a GC before it), beside what it held before. Prints
 * figures with the load average; asserts nothing. */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import os from 'node:os';
import path from 'node:path';
import { exportQuerySchema } from '../../domain/catalog/catalog-import-schema.ts';
import { openDatabase } from '../../server/db/client.ts';
import { applyPlan } from '../../server/services/catalog-import/apply.ts';
import { exportCatalog } from '../../server/services/catalog-import/export.ts';
import { previewImport } from '../../server/services/catalog-import/preview.ts';
import { loadAverage } from '../lib/load.ts';
import { generatedRows } from './generate-sheet.ts';
import { memory } from './memory.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-bench-import-'));
const quote = (v: string) => (/[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const toCsv = (rows: string[][]) => '\uFEFF' + rows.map((r) => r.map(quote).join(';')).join('\r\n') + '\r\n';
const ms = (t: number) => `${t.toFixed(0)} ms`;
const times = (t: number, floor: number) => `${(t / floor).toFixed(1)}×`;

const startPeak = memory.peakMiB(); // the modules loaded: see memory.ts for why this is high
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir,
  log: { info: () => {}, error: console.error },
  as: 'owner', // it empties tables first: the owner's work (decision 0126)
});
const { db, pool } = database;
const timed = async (q: string) => {
  const started = performance.now();
  await pool.query(q);
  return performance.now() - started;
};

/** The issue's floor: the server reading the same CSV into a table of text columns. */
async function copyFloor(text: string, columns: number): Promise<number> {
  const file = path.join(dataDir, 'floor.csv');
  writeFileSync(file, text.slice(1)); // COPY reads no byte-order mark
  chmodSync(file, 0o644);
  await pool.query('drop table if exists import_floor');
  await pool.query(
    `create unlogged table import_floor (${Array.from({ length: columns }, (_, i) => `c${i} text`).join(', ')})`,
  );
  const took = await timed(
    `copy import_floor from '${file}' with (format csv, delimiter ';', header true, encoding 'UTF8')`,
  );
  await pool.query('drop table import_floor');
  return took;
}

/** The write floor: a scratch copy of products with its indexes and fillfactor (no triggers, no foreign keys),
 * holding the catalogue as it was; `write` does to it what the import did to products. */
async function writeFloor(write: string): Promise<() => Promise<number>> {
  await pool.query('create table import_floor_products (like products including all)');
  // LIKE copies no storage parameters: the copy's pages get products' room for in-place updates
  const { rows } = await pool.query(
    `select array_to_string(reloptions, ', ') o from pg_class where relname = 'products'`,
  );
  if (rows[0]?.o) await pool.query(`alter table import_floor_products set (${rows[0].o})`);
  await pool.query('insert into import_floor_products select * from products');
  return async () => {
    const took = await timed(write);
    await pool.query('drop table import_floor_products');
    return took;
  };
}

type Run = { label: string; sheet: Buffer; csv?: string; columns?: number; apply: boolean; floor?: string };

async function run({ label, sheet, csv, columns, apply, floor }: Run) {
  const copy = csv ? await copyFloor(csv, columns!) : null;
  const write = floor ? await writeFloor(floor) : null;
  const before = memory.settle();
  let started = performance.now();
  const { summary, plan, files } = await previewImport(db, sheet, null);
  const preview = performance.now() - started;
  started = performance.now();
  if (apply) {
    await db.transaction((tx) =>
      applyPlan(tx, plan, { sellerId: null, note: 'bench', pictures: async (n) => files.get(n)! }),
    );
  }
  const applied = performance.now() - started;
  const peak = memory.peakMiB();
  const writeTook = write ? await write() : null;
  console.log(
    `${label}: ${summary.rows} rows (${(sheet.length / 1024 / 1024).toFixed(1)} MB); added ${summary.added}, changed ${summary.changed}, unchanged ${summary.unchanged}, refused ${summary.refusedCount}; load ${loadAverage()}`,
  );
  const vs = (t: number) =>
    [copy && `${times(t, copy)} COPY`, writeTook && `${times(t, writeTook)} write floor`].filter(Boolean).join(', ');
  // an unchanged file read back must report nothing: say what it found if it did
  if (!apply) for (const r of [...summary.changes, ...summary.refused].slice(0, 3)) console.log('  found:', r);
  console.log(`  preview ${ms(preview)}${copy || writeTook ? ` (${vs(preview)})` : ''}`);
  if (apply) console.log(`  apply ${ms(applied)} (${vs(applied)}); preview + apply ${vs(preview + applied)}`);
  if (copy) console.log(`  floor: COPY of the same CSV into a scratch table of text columns ${ms(copy)}`);
  if (writeTook) console.log(`  write floor: the same rows written into a scratch copy of products ${ms(writeTook)}`);
  console.log(
    `  memory: peak RSS during the run ${peak.toFixed(0)} MiB, of which ${before.toFixed(0)} MiB held before it`,
  );
}

try {
  const rows = generatedRows(ROWS, 100);
  const text = toCsv(rows);
  await run({
    label: 'new catalogue',
    sheet: Buffer.from(text),
    csv: text,
    columns: rows[0].length,
    apply: true,
    floor: `insert into import_floor_products select * from products where sku like 'GEN-%'`,
  });
  const edited = rows.map((r, i) =>
    i === 0
      ? r
      : [r[0], r[1], r[2], r[3].replace(/^\d+/, (n) => String(Number(n) + 1)), String(Number(r[4]) + 3), ...r.slice(5)],
  );
  const editedText = toCsv(edited);
  // the floor copy holds the catalogue before this run; products is read after it
  await run({
    label: 'every price and quantity changed',
    sheet: Buffer.from(editedText),
    csv: editedText,
    columns: edited[0].length,
    apply: true,
    floor: `update import_floor_products f set price_qepik = p.price_qepik, stock_quantity = p.stock_quantity,
      updated_at = p.updated_at from products p where p.id = f.id and f.price_qepik is distinct from p.price_qepik`,
  });
  const xlsx = await buffer(exportCatalog(db, exportQuerySchema.parse({ format: 'xlsx' })));
  await run({ label: 'the catalogue exported as .xlsx, read back', sheet: xlsx, apply: false });
  console.log(
    `before any sheet the process peaked at ${startPeak.toFixed(0)} MiB: loading the modules (${memory.why}); goal ≤ 250 MiB; load ${loadAverage()}`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
