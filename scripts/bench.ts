/** npm run bench: the folded name search at 100 000 products.
 * Fills a throwaway database (an embedded server in a temp folder, or BENCH_DATABASE_URL), then
 * times searches and shows the plan, so the trigram index's effect is seen.
 * Prints figures; asserts nothing (the machines are shared and noisy). */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { listProducts } from '../server/services/catalog.ts';

const COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const QUERIES = ['heb', 'ivermektin', 'BAKI', 'şampun', 'xyz-not-there'];
const RUNS = 20;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-bench-'));
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir, log: { info: () => {}, error: console.error } });
const { db } = database;
await db.execute(sql`truncate products cascade`);
let started = performance.now();
await db.execute(sql`
  insert into products (name, name_folded, description, category, price_qepik)
  select n, n, '', 'Digər', 100 + i % 5000
  from (
    select i, (array['albendazol hebleri', 'ivermektin inyeksiya', 'baki sampun', 'vitamin tozu', 'dezinfeksiya mayesi'])[1 + i % 5]
      || ' ' || md5(i::text) as n
    from generate_series(1, ${COUNT}) as i
  ) s`);
await db.execute(sql`analyze products`);
console.log(`${COUNT} products inserted in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`);

async function time(label: string, run: () => Promise<unknown>) {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(40)} median ${times[RUNS >> 1].toFixed(1)} ms, p90 ${times[Math.floor(RUNS * 0.9)].toFixed(1)} ms`);
}

for (const q of QUERIES) await time(`search "${q}" (first 48)`, () => listProducts(db, { search: q, limit: 48 }));

const plan = await db.execute(sql`explain analyze select id from products where name_folded like '%ivermektin%' limit 48`);
console.log('\nplan for a search:\n' + ((plan as { rows: Record<string, string>[] }).rows).map((r) => Object.values(r)[0]).join('\n'));
await db.execute(sql`set enable_bitmapscan = off`);
await db.execute(sql`set enable_indexscan = off`);
await time('search "xyz-not-there" without the index', () => listProducts(db, { search: 'xyz-not-there', limit: 48 }));
await database.close();
rmSync(dataDir, { recursive: true, force: true });
