/** A diagnosis, not part of npm run bench: the database's cost of one order's stock take, for an
 * untracked product (a ledger row), a tracked one without batches, and a medicine with three
 * batches (first expired, first out), each take its own transaction as orders are (npx tsx scripts/bench/change-stock-cost.ts). */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { loadAverage } from '../lib/load.ts';

const N = Number(process.env.BENCH_CALLS ?? 3000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-change-stock-'));
const database = await openDatabase({ dataDir, log: { info: () => {}, error: console.error }, as: 'owner' });
const { db } = database;
const one = async (q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows[0];

const make = async (name: string, category: string, track: boolean) =>
  (
    await one(
      sql`insert into products (name, name_folded, category, track_stock) values (${name}, ${name}, ${category}, ${track}) returning id`,
    )
  ).id as string;
const untracked = await make('Oyuncaq top', 'Digər', false);
const tracked = await make('Qab', 'Digər', true);
const medicine = await make('Baytril 10%', 'Həblər', true);
for (const id of [tracked, untracked])
  await db.execute(
    sql`select * from change_stock(${`{${id}}`}::uuid[], '{900000}'::int[], 'correction', null, null, null, '', '{NULL}'::uuid[])`,
  );
for (const n of [1, 2, 3]) {
  const [b] = (
    (await db.execute(
      sql`insert into batches (product_id, number, expiry) values (${medicine}, ${'BN-' + n}, (current_date + ${n * 200}::int)) returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  await db.execute(
    sql`select * from change_stock(${`{${medicine}}`}::uuid[], '{300000}'::int[], 'receipt', null, null, null, '', ${`{${b.id}}`}::uuid[])`,
  );
}
const [{ id: orderId }] = [
  await one(
    sql`insert into orders (customer_name, customer_email, address, status, amount_qepik) values ('x', 'x@test.az', '{}'::jsonb, 'Göndərilib', 100) returning id`,
  ),
];

for (const [label, id] of [
  ['untracked', untracked],
  ['tracked, no batches', tracked],
  ['medicine, 3 batches', medicine],
] as const) {
  // one transaction a take, as orders are: a loop inside one transaction keeps every row version
  const take = sql`select * from change_stock(${`{${id}}`}::uuid[], '{-1}'::int[], 'order', ${orderId}::uuid, 10001, null, '', '{NULL}'::uuid[])`;
  const time = async () => {
    const started = performance.now();
    for (let i = 0; i < N; i++) await db.execute(take);
    return ((performance.now() - started) * 1000) / N;
  };
  await time(); // warm-up
  console.log(`${label.padEnd(22)} ${(await time()).toFixed(0).padStart(5)} µs a take (load ${loadAverage()})`);
}
await database.close();
rmSync(dataDir, { recursive: true, force: true });
