/** npm run bench, the catalogue at scale (issue 9): BENCH_PRODUCTS (100 000)
 * products from scripts/bench/generate-catalog.ts, on the embedded server in
 * a temp folder or BENCH_DATABASE_URL. Each figure beside a floor measured in
 * the same run:
 *  1. search p95: the storefront's search (a ranked page of 24 and the
 *     total, server/services/search/search.ts) for 13 representative queries;
 *     floor: a primary-key read's p95;
 *  2. EXPLAIN of every list's query (products, news, users, sitemap);
 *  3. the shop's RSS after serving lists, searches and the sitemap at that
 *     size; floor: a bare node:http server's RSS after as many requests;
 *  4. a list filtered by species and substance with its facet counts: p95 in
 *     the database (after 1), its plans (in 2), the page against raw node:http
 *     (after 3) — scripts/bench/filtered-list.ts.
 * Prints figures with the load average; asserts nothing. Needs npm run build. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { getProduct } from '../../server/services/catalog/catalog.ts';
import { searchProducts } from '../../server/services/search/search.ts';
import { send } from '../lib/http.ts';
import { freePort, waitFor } from '../lib/ports.ts';
import { SHOP_CONFIGURATION, startShop } from '../lib/shop-process.ts';
console.log(`measured: ${SHOP_CONFIGURATION}`);
import { loadAverage } from '../lib/load.ts';
import { generateCatalog } from './generate-catalog.ts';
import { ean13 } from '../../domain/vet/vet.ts';
import { explainLists } from './explain-lists.ts';
import { explainSearches } from './explain-search.ts';
import { benchFilteredDb, benchFilteredPage, explainFiltered } from './filtered-list.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/** Fourteen searches (issue 23): exact words, typos, Latin and Russian
 * spellings, a SKU and a barcode, an animal word, one letter and 200 letters;
 * and a word found only inside names' words (issue 32: "bendazol" of
 * Albendazol and Fenbendazol, decision 0086). */
export const SEARCHES = [
  'vitamin',
  'bendazol',
  'levamizl',
  'toltrazurl suspenziya',
  'fenbendazole',
  'oxytetracycline',
  'левамизол',
  'хлоргексидин',
  'BN-4242',
  ean13('476000077777'),
  'qoyun suspenziya',
  'a',
  'ivermektinsuspenziya'.repeat(10),
  'раствор для инъекций', // issue 36: words of Russian names only
];
const WORDS = SEARCHES;
const ROUNDS = 20;
const load = () => `load ${loadAverage()}`;
const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-bench-catalog-'));
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir,
  log: { info: () => {}, error: console.error },
  as: 'owner', // it empties tables first: the owner's work (decision 0126)
});
const { db, pool } = database;
try {
  await pool.query('truncate products, substances, news, users cascade');
  let started = performance.now();
  await generateCatalog(pool, { products: PRODUCTS, news: 2_000, users: 20_000 });
  console.log(
    `catalogue: ${PRODUCTS} products, 2000 news, 20000 customers in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind} PostgreSQL) — ${load()}`,
  );

  // 1. search p95 against a primary-key read
  const ids = (await pool.query<{ id: string }>('select id from products order by random() limit 50')).rows.map(
    (r) => r.id,
  );
  const searchTimes: number[] = [];
  const byWord = new Map<string, number[]>();
  const floorTimes: number[] = [];
  for (const word of WORDS) await searchProducts(db, { search: word, inStock: true }, 1, 24); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const word of WORDS) {
      started = performance.now();
      await searchProducts(db, { search: word, inStock: true }, 1, 24);
      const ms = performance.now() - started;
      searchTimes.push(ms);
      byWord.set(word, [...(byWord.get(word) ?? []), ms]);
      started = performance.now();
      await getProduct(db, ids[(round * WORDS.length + searchTimes.length) % ids.length]);
      floorTimes.push(performance.now() - started);
    }
  }
  console.log(`\nsearch (a page of 24 + the total), ${searchTimes.length} searches — ${load()}`);
  for (const [word, times] of byWord)
    console.log(`  ${JSON.stringify(word.slice(0, 24)).padEnd(26)} p95 ${p95(times).toFixed(1)} ms`);
  console.log(
    `  search p95 ${p95(searchTimes).toFixed(1)} ms (goal ≤ 25 ms); floor, a primary-key read: p95 ${p95(floorTimes).toFixed(1)} ms; ratio ${(p95(searchTimes) / p95(floorTimes)).toFixed(1)}×`,
  );

  // 1b. a list filtered by species and substance, with its facet counts (issue 22)
  await benchFilteredDb(db, ids);

  // 2. the plans
  console.log(`\nplans at ${PRODUCTS} products:`);
  await explainLists(pool);
  await explainSearches(pool);
  await explainFiltered(db, pool);

  // 3. RSS of the shop serving this catalogue, against a bare node:http server
  console.log(`\nmemory — ${load()}`);
  const shop = await startShop({ DATABASE_URL: database.url, SEED_DEMO: '0', DATA_DIR: dataDir });
  let requests: number;
  let shopMemory: { rss: number; peak: number };
  try {
    const index = (await send(`${shop.url}/sitemap.xml`)).body.toString();
    const sitemapFiles = [...index.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = [
      '/',
      '/products',
      '/products?search=heb',
      '/products?search=vitamin',
      '/products/h%C9%99bl%C9%99r',
      '/news',
      '/api/product/list',
      '/api/news/list',
      '/sitemap.xml',
      ...sitemapFiles,
    ];
    requests = await hammer(shop.url, paths, 5);
    shopMemory = memory(shop.child.pid!);
    // 4. the filtered page against raw node:http, after the memory reading
    await benchFilteredPage(shop.url, ids[0]);
  } finally {
    await shop.stop();
  }
  const raw = await startRawServer();
  await hammer(raw.url, ['/'], requests);
  const rawMemory = memory(raw.pid);
  await raw.stop();
  console.log(
    `  shop after ${requests} requests (lists, searches, a 1000-product API page, 50 000-address sitemap files): RSS ${shopMemory.rss.toFixed(0)} MiB, peak ${shopMemory.peak.toFixed(0)} MiB (goal ≤ 250 MiB)`,
  );
  console.log(
    `  floor, a bare node:http server after as many requests: RSS ${rawMemory.rss.toFixed(0)} MiB, peak ${rawMemory.peak.toFixed(0)} MiB; shop − floor ${(shopMemory.rss - rawMemory.rss).toFixed(0)} MiB`,
  );
  console.log(`  (the node process only: PostgreSQL runs in its own processes) — ${load()}`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function hammer(base: string, paths: string[], rounds: number): Promise<number> {
  let n = 0;
  for (let round = 0; round < rounds; round++) {
    for (const p of paths) {
      const answer = await send(base + p, { headers: { 'accept-encoding': 'identity' } });
      if (answer.status !== 200) throw new Error(`${p}: ${answer.status}`);
      n++;
    }
  }
  return n;
}

function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function startRawServer(): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => s.end('x'.repeat(1024))).listen(${port}, '127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await send(`${url}/`)).status === 200, 10_000);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { url, pid: child.pid!, stop: async () => void (child.kill('SIGTERM'), await exited) };
}
