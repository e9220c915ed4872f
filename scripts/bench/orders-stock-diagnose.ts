/** Where a tracked order's extra CPU goes (issue 24, decision 0071): the flood of
 * scripts/bench/orders-stock.ts on one embedded shop whose PostgreSQL loads pg_stat_statements
 * (this diagnostic only: the shop's own start does not), in rounds of one product untracked, one
 * pet supply counted but not by batch, one medicine counted by batch and 20 such (issue 41). Per round, per order: the shop's and PostgreSQL's CPU, the statements'
 * execution time (pg_stat_statements, also the statements inside change_stock and the triggers),
 * the products and ledger tables' updates (HOT or not) and dead rows, and pg_stat_activity's wait
 * events sampled every 20 ms. Run: npm run build && tsx scripts/bench/orders-stock-diagnose.ts.
 * DIAG_ROUNDS (2 of each), DIAG_SECONDS (4). Prints figures with the load average. */
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cookieFrom, sendJson } from '../lib/http.ts';
import { loadAverage as load } from '../lib/load.ts';
import { addBatchTrackedProduct, addProduct, addTrackedProduct, flood, makeCustomers } from '../lib/order-flood.ts';
import { BENCH_SELLER, startShop } from '../lib/shop-process.ts';
import { treeCpuMs } from '../lib/tree-cpu.ts';

const ROUNDS = Number(process.env.DIAG_ROUNDS ?? 2);
const SECONDS = Number(process.env.DIAG_SECONDS ?? 4);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vetshop-diag-'));
const dataDir = path.join(tmp, 'shop');
const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0' };
// DIAG_CPU_PROF=dir: the shop's own V8 profile (written when it stops); DIAG_CASES picks cases by label
const profiled: Record<string, string> = process.env.DIAG_CPU_PROF
  ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.DIAG_CPU_PROF}` }
  : {};

// a first start makes the cluster; the second loads the extension from postgresql.auto.conf
await (await startShop(env)).stop();
appendFileSync(
  path.join(dataDir, 'postgres', 'postgresql.auto.conf'),
  "shared_preload_libraries = 'pg_stat_statements'\npg_stat_statements.track = 'all'\ntrack_functions = 'all'\n",
);
const s = await startShop({ ...env, ...profiled });
const pidFile = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
const postmaster = Number(pidFile[0]);
const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
const db = new pg.Client({ host: '127.0.0.1', port: Number(pidFile[3]), user: 'shop', password, database: 'shop' });
await db.connect();
await db.query('create extension if not exists pg_stat_statements');

const seller = cookieFrom(await sendJson(`${s.url}/api/seller/login`, 'POST', BENCH_SELLER), 'seller_sid');
const customers = await makeCustomers(s.url, 50);
const untracked = await addProduct(s.url, seller);
// a pet supply counted but not by batch, and medicines counted by batch (three batches each, issue 41)
const counted = await addTrackedProduct(s.url, seller, 999_999, { category: 'Digər' });
const tracked = await Promise.all(Array.from({ length: 20 }, () => addBatchTrackedProduct(s.url, seller, 999_999)));
const allCases = [
  { label: 'one untracked', ids: [untracked] },
  { label: 'one counted', ids: [counted] },
  { label: 'one tracked', ids: tracked.slice(0, 1) },
  { label: '20 tracked', ids: tracked },
];
const cases = allCases.filter((c) => !process.env.DIAG_CASES || process.env.DIAG_CASES.split(',').includes(c.label));

type TableRow = { relname: string; upd: number; hot: number; ins: number; dead: number };
const tables = async (): Promise<Record<string, TableRow>> =>
  Object.fromEntries(
    (
      await db.query(
        `select relname, n_tup_upd::int upd, n_tup_hot_upd::int hot, n_tup_ins::int ins, n_dead_tup::int dead
         from pg_stat_user_tables where relname in ('products', 'stock_ledger', 'orders', 'facet_groups')`,
      )
    ).rows.map((r) => [r.relname, r]),
  );

async function round(label: string, ids: string[], seconds: number, report: boolean) {
  await db.query('select pg_stat_statements_reset()');
  await db.query('select pg_stat_reset()'); // this database's table and function counters
  await db.query('select pg_stat_reset_slru()');
  const waits = new Map<string, number>();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await db.query(
        `select state, coalesce(wait_event_type || ':' || wait_event, 'cpu') w from pg_stat_activity
         where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      for (const r of rows) waits.set(`${r.state} ${r.w}`, (waits.get(`${r.state} ${r.w}`) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  // DIAG_PERF=dir: perf samples of PostgreSQL's processes during the round (with call graphs)
  const perfFile =
    process.env.DIAG_PERF && report
      ? path.join(process.env.DIAG_PERF, `${label.replace(/ /g, '-')}-${Date.now()}.data`)
      : null;
  const backends = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .join(',');
  const perf = perfFile
    ? spawn(
        'perf',
        [
          'record',
          '-F',
          process.env.DIAG_PERF_HZ ?? '1999',
          ...(process.env.DIAG_PERF_DWARF ? ['--call-graph', 'dwarf,16384'] : ['-g']),
          '-o',
          perfFile,
          '-p',
          `${postmaster},${backends}`,
        ],
        { stdio: 'ignore' },
      )
    : null;
  const shop0 = treeCpuMs([s.child.pid!])!;
  const pg0 = treeCpuMs([postmaster])!;
  const stopAt = Date.now() + seconds * 1000;
  const result = await flood(s.url, customers, ids, () => Date.now() > stopAt);
  const shopMs = treeCpuMs([s.child.pid!])! - shop0;
  const pgMs = treeCpuMs([postmaster])! - pg0;
  sampling = false;
  await sampler;
  if (perf) {
    const done = new Promise((resolve) => perf.once('exit', resolve));
    perf.kill('SIGINT');
    await done;
  }
  if (!report) return;
  const n = result.acknowledged.size;
  console.log(
    `\n== ${label}${perfFile ? ` (${perfFile})` : ''}: ${n} orders, ${(n / result.seconds).toFixed(0)}/s, ${result.failures} failed; CPU per order: shop ${(shopMs / n).toFixed(2)} ms, PostgreSQL ${(pgMs / n).toFixed(2)} ms (load ${load()})`,
  );
  const statements = await db.query(
    `select calls, total_exec_time t, rows, toplevel, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) q
     from pg_stat_statements order by total_exec_time desc limit 24`,
  );
  for (const r of statements.rows)
    console.log(
      `  ${((r.t * 1000) / n).toFixed(0).padStart(5)} µs/order ${(r.calls / n).toFixed(2).padStart(5)} calls/order ${((r.t * 1000) / r.calls).toFixed(0).padStart(5)} µs/call ${r.toplevel ? 'top' : 'in '} ${r.q}`,
    );
  await new Promise((resolve) => setTimeout(resolve, 600)); // table counters are flushed every ~0.5 s
  for (const t of Object.values(await tables()))
    console.log(`  ${t.relname}: ${t.upd} updates (${t.hot} HOT), ${t.ins} inserts, ${t.dead} dead`);
  const fns = await db.query(
    `select funcname, calls, total_time, self_time from pg_stat_user_functions order by total_time desc limit 5`,
  );
  for (const f of fns.rows)
    console.log(
      `  fn ${f.funcname}: ${(f.calls / n).toFixed(2)} calls/order, ${((f.total_time * 1000) / n).toFixed(0)} µs/order total, ${((f.self_time * 1000) / n).toFixed(0)} self`,
    );
  const slru = await db.query(
    `select name, blks_zeroed::int z, blks_hit::int h, blks_read::int r from pg_stat_slru where blks_hit + blks_zeroed + blks_read > 0`,
  );
  console.log('  slru: ' + slru.rows.map((r) => `${r.name} zeroed ${r.z} hit ${r.h} read ${r.r}`).join('; '));
  const total = [...waits.values()].reduce((a, b) => a + b, 0);
  console.log(
    `  backends by state and wait (${total} samples): ` +
      [...waits.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, v]) => `${k} ${((100 * v) / total).toFixed(0)}%`)
        .join(', '),
  );
}

for (const c of cases) await round(c.label, c.ids, 2, false); // warm-up
for (let r = 0; r < ROUNDS; r++) {
  for (const c of r % 2 ? [...cases].reverse() : cases) await round(c.label, c.ids, SECONDS, true);
}
await db.end();
await s.stop();
rmSync(tmp, { recursive: true, force: true });
