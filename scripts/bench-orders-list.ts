/** npm run bench (second part): the seller's order list and a batch's recall at 100 000 orders.
 * Generates orders with SQL (not the demo seed) in a throwaway database
 * (an embedded server in a temp folder, or BENCH_DATABASE_URL), serves the
 * built shop (`npm run build` first) on BENCH_PORT (3501), and times the
 * first page of /seller/orders and /api/order/seller and their filters
 * against a floor measured in the same run (GET /api/seller/is-auth: the
 * same server, cookie and session check, no work). Prints sizes and the
 * query plans; asserts nothing (the machines are shared and noisy). */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { createLogger } from '../server/logger.ts';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { upsertSeller } from '../server/services/accounts/accounts.ts';
import { loadAverage } from './lib/load.ts';

const COUNT = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3501);
const SELLER = { email: 'bench@vetaqro.az', password: 'bench-parol-2026' };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-bench-orders-'));
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir,
  log: { info: () => {}, error: console.error },
  as: 'owner', // it empties tables first: the owner's work (decision 0126)
});
const { db } = database;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

await db.execute(sql`truncate orders, order_events cascade`);
let started = performance.now();
// a year of orders, one every ~5 minutes, oldest first so numbers follow time; recent ones still open
await db.execute(sql`
  insert into orders (customer_name, customer_email, address, status, is_paid, amount_qepik, search_folded, created_at)
  select name, email,
    jsonb_build_object('id', null, 'firstName', split_part(name, ' ', 1), 'lastName', split_part(name, ' ', 2), 'email', email,
      'street', 'Nizami küçəsi ' || (i % 200), 'city', 'Bakı', 'state', '', 'zipCode', 'AZ1000', 'country', 'Azərbaycan', 'phone', phone),
    status, status = 'Tamamlandı', 500 + (i * 37) % 20000,
    translate(lower(name || ' ' || email || ' ' || name), 'əıçşğöü', 'eicsgou') || ' ' || substr(phone, 2),
    now() - (i * interval '5 minutes 15 seconds')
  from (
    select i,
      (array['Aysel', 'Elvin', 'Günay', 'Orxan', 'Leyla', 'Rəşad', 'Nərmin', 'Tural'])[1 + i % 8] || ' ' ||
      (array['Məmmədova', 'Quliyev', 'Həsənova', 'Əliyev', 'Kərimova', 'İsmayılov'])[1 + (i / 8) % 6] || i as name,
      'musteri' || i || '@test.az' as email,
      '+99450' || lpad((i * 7919 % 10000000)::text, 7, '0') as phone,
      case when i < 40 then 'Göndərilib' when i < 120 then 'Qəbul Edildi' when i % 17 = 0 then 'Ləğv Edildi' else 'Tamamlandı' end as status
    from generate_series(${COUNT}, 1, -1) as i
  ) s`);
await db.execute(sql`
  insert into order_items (order_id, name, category, unit_price_qepik, quantity, position)
  select o.id, 'Məhsul ' || (o.number % 500) || '-' || p, 'Həblər', 250 + p * 100, 1 + (o.number + p) % 4, p
  from orders o cross join generate_series(0, 1) as p`);
// issue 41's recall: 500 batch-tracked medicines of four batches each; each line took the batch of
// its time (a batch lasts about 5 000 orders), so one batch went to a few hundred orders
await db.execute(sql`delete from products where name like 'Bench dərman %'`);
await db.execute(sql`
  insert into products (name, name_folded, category, track_stock, batch_tracked)
  select 'Bench dərman ' || k, 'bench derman ' || k, 'Həblər', true, true from generate_series(0, 499) k`);
await db.execute(sql`
  insert into batches (product_id, number, expiry, expiry_precision)
  select p.id, 'BN-' || j, (date '2027-01-31' + j * interval '3 months')::date, 'month'
  from products p cross join generate_series(0, 3) j where p.name like 'Bench dərman %'`);
await db.execute(sql`
  insert into order_batches (order_id, product_id, batch_id, quantity, batch_number, expiry, expiry_precision)
  select oi.order_id, b.product_id, b.id, oi.quantity, b.number, b.expiry, b.expiry_precision
  from order_items oi join orders o on o.id = oi.order_id
  join products p on p.name = 'Bench dərman ' || ((o.number * 7 + oi.position) % 500)
  join batches b on b.product_id = p.id and b.number = 'BN-' || ((o.number / 5000) % 4)`);
for (const table of ['orders', 'order_items', 'order_batches', 'batches', 'products'])
  await db.execute(sql.raw(`vacuum analyze ${table}`)); // the steady state autovacuum reaches after a bulk insert
console.log(
  `${COUNT} orders (${2 * COUNT} lines) generated in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
);

await upsertSeller(db, SELLER.email, SELLER.password);
const buildDir = path.resolve('build');
const build = await import(path.join(buildDir, 'server', 'index.js'));
const config = readConfig({ NODE_ENV: 'production', DATA_DIR: dataDir } as NodeJS.ProcessEnv);
const app = await buildApp({
  config,
  db,
  pages: { getBuild: async () => build, clientDir: path.join(buildDir, 'client') },
  mailer: false,
  // npm start's logger and its request log, its lines to /dev/null (decision 0082)
  logger: createLogger(config.logLevel, '/dev/null'),
});
await app.listen({ port: PORT, host: '127.0.0.1' });
const base = `http://127.0.0.1:${PORT}`;
const login = await fetch(`${base}/api/seller/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(SELLER),
});
// every cookie the login sets (the session beside the login-throttle's device cookie)
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
if (!login.ok) throw new Error(`seller login: ${login.status} ${await login.text()}`);

const [{ n: sample }] = await rows(
  sql`select number as n from orders order by number limit 1 offset ${Math.floor(COUNT / 3)}`,
);
const [{ p: phone }] = await rows(sql`select address->>'phone' as p from orders where number = ${sample}`);
const [{ c: cursor }] = (await rows(
  sql`select (extract(epoch from created_at) * 1000000)::bigint::text || '_' || id as c from orders order by created_at desc, id desc offset 19 limit 1`,
)) as { c: string }[];

const [recalled] = await rows(sql`
  select p.id, count(distinct ob.order_id)::int as orders from products p
  join order_batches ob on ob.product_id = p.id and ob.batch_number = 'BN-1'
  where p.name = 'Bench dərman 123' group by p.id`);
const recallUrl = `/api/batches/recall?product=${recalled.id}&batch=BN-1`;

async function get(url: string): Promise<string> {
  const res = await fetch(base + url, { headers: { cookie, 'accept-encoding': 'identity' } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return body;
}

const targets: [string, string][] = [
  ['floor: GET /api/seller/is-auth', '/api/seller/is-auth'],
  ['GET /api/order/seller (first page)', '/api/order/seller'],
  ['GET /seller/orders (first page, HTML)', '/seller/orders'],
  ['GET /seller/orders second page', `/seller/orders?after=${cursor}`],
  ['GET /seller/orders?status=new', '/seller/orders?status=new'],
  ['GET /seller/orders?status=completed', '/seller/orders?status=completed'],
  [`GET /seller/orders?q=${sample} (number)`, `/seller/orders?q=${sample}`],
  ['GET /seller/orders?q=phone', `/seller/orders?q=${encodeURIComponent(String(phone).slice(4))}`],
  ['GET /seller/orders?q=memmedova7 (name)', '/seller/orders?q=memmedova7'],
  ['GET /seller/orders this month', `/seller/orders?from=${new Date().toISOString().slice(0, 8)}01`],
  ['GET /seller/overview', '/seller/overview'],
  [`GET /api/batches/recall (${recalled.orders} orders)`, recallUrl],
  ['GET /api/batches/recall CSV', `${recallUrl}&format=csv`],
];
// round-robin, so a burst of load from elsewhere falls on every target alike
const times = targets.map(() => [] as number[]);
const bodies = await Promise.all(targets.map(([, url]) => get(url))); // warm-up
for (let run = 0; run < RUNS; run++) {
  for (const [i, [, url]] of targets.entries()) {
    started = performance.now();
    await get(url);
    times[i].push(performance.now() - started);
  }
}
console.log(`\n${RUNS} runs each, round-robin, ${COUNT} orders; load ${loadAverage()}:`);
const median = (t: number[]) => [...t].sort((a, b) => a - b)[t.length >> 1];
const p90 = (t: number[]) => [...t].sort((a, b) => a - b)[Math.floor(t.length * 0.9)];
const p95 = (t: number[]) => [...t].sort((a, b) => a - b)[Math.floor(t.length * 0.95)];
const floor = median(times[0]);
for (const [i, [label]] of targets.entries()) {
  const body = bodies[i];
  const size = `${(Buffer.byteLength(body) / 1024).toFixed(1)} kB (${(gzipSync(body).length / 1024).toFixed(1)} kB gzip)`;
  console.log(
    `${label.padEnd(44)} median ${median(times[i]).toFixed(1).padStart(6)} ms  p90 ${p90(times[i]).toFixed(1).padStart(6)} ms  p95 ${p95(times[i]).toFixed(1).padStart(6)} ms  ×${(median(times[i]) / floor).toFixed(1).padStart(5)} floor  ${size}`,
  );
}
console.log(
  `(goals: the first page of /seller/orders ≤ 100 ms, ≤ 200 kB; the recall p95 ≤ 50 ms) load ${loadAverage()}`,
);
started = performance.now();
const csv = await get('/api/order/seller/export');
console.log(
  `GET /api/order/seller/export (all ${COUNT})`.padEnd(44),
  `${((performance.now() - started) / 1000).toFixed(1)} s, ${(Buffer.byteLength(csv) / 1048576).toFixed(1)} MB, ${csv.split('\r\n').length - 2} rows`,
);

async function plan(label: string, query: ReturnType<typeof sql>) {
  const lines = (await rows(sql`explain (analyze, costs off, timing off, summary on) ${query}`)).map(
    (r) => Object.values(r)[0],
  );
  console.log(`\nplan: ${label}\n  ${lines.join('\n  ')}`);
}
const page = sql`select id from orders`;
await plan('first page', sql`${page} order by created_at desc, id desc limit 21`);
await plan(
  'next page (keyset)',
  sql`${page} where (created_at, id) < (timestamptz 'epoch' + ${cursor.split('_')[0]}::bigint * interval '1 microsecond', ${cursor.split('_')[1]}::uuid) order by created_at desc, id desc limit 21`,
);
await plan(
  'status = Göndərilib',
  sql`${page} where status in ('Göndərilib') order by created_at desc, id desc limit 21`,
);
await plan(
  'search by name',
  sql`${page} where search_folded like '%memmedova7%' order by created_at desc, id desc limit 21`,
);
await plan(
  'search by number or phone digits',
  sql`${page} where number = ${sample} or search_folded like ${'%' + String(phone).slice(4) + '%'} order by created_at desc, id desc limit 21`,
);
await plan(
  'counts per status, this month',
  sql`select status, count(*) from orders where created_at >= date_trunc('month', now()) group by status`,
);
await plan(
  'a recall: the orders of one batch',
  sql`select o.id from order_batches ob join orders o on o.id = ob.order_id where ob.batch_id = (select id from batches where product_id = ${recalled.id} and number = 'BN-1') group by o.id order by o.created_at`,
);
await plan('counts per status, all', sql`select status, count(*) from orders group by status`);
await plan(
  'items of one page',
  sql`select * from order_items where order_id in (select id from orders order by created_at desc, id desc limit 20)`,
);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
