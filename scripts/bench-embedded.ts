/** npm run bench:orders — the embedded default measured as a newcomer gets it
 * (docs/architecture.md §Stack, issue 7), against an external PostgreSQL server in the same run:
 *  1. a fresh start with the demo data: time to the first page, and the
 *     memory (PSS) of the shop's process tree and its PostgreSQL server idle;
 *  2. 200 concurrent keep-alive connections on a read mix (BENCH_SECONDS, 40):
 *     slowest answer and failures;
 *  3. 50 customers ordering as fast as they can, on the embedded server and
 *     on an external one (BENCH_DATABASE_URL, else a throwaway cluster of the
 *     system's PostgreSQL with its default, durable settings), alternated in
 *     rounds; prints orders/s of each and the ratio;
 *  4. the same customers on the embedded server ordering products whose quantity is tracked
 *     against the same number of untracked ones (issue 24), in alternated pairs of rounds, spread
 *     over 20 products and all on one; prints every pair and the median ratios of orders/s and
 *     of CPU per order (scripts/bench/orders-stock.ts).
 * BENCH_PARTS picks parts (`4`: the stock comparison alone; `1` is parts 1 and 2).
 * Prints figures with the load average; asserts nothing. Needs npm run build. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { send } from './lib/http.ts';
import { addProduct, flood, makeCustomers } from './lib/order-flood.ts';
import { ordersWithStock } from './bench/orders-stock.ts';
import { findPostgresBinDir } from './lib/pg-bin.ts';
import { BENCH_SELLER, SHOP_CONFIGURATION, startShop } from './lib/shop-process.ts';
console.log(`measured: ${SHOP_CONFIGURATION}`);
import { loadAverage } from './lib/load.ts';
import { startThrowawayCluster } from './lib/throwaway-cluster.ts';
import { cookieFrom, sendJson } from './lib/http.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const PARTS = (process.env.BENCH_PARTS ?? '1,2,3,4').split(',');
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 10);
const load = loadAverage;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vetshop-bench-'));

if (PARTS.includes('1')) await freshStartAndReads();
if (PARTS.includes('3')) await ordersEmbeddedAgainstExternal();
if (PARTS.includes('4')) await ordersWithStock(tmp);
rmSync(tmp, { recursive: true, force: true });

async function freshStartAndReads() {
  // 1. fresh start
  const dataDir = path.join(tmp, 'embedded');
  const shop = await startShop({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1' });
  console.log(`fresh start with demo data: first page after ${(shop.startedIn / 1000).toFixed(1)} s (load ${load()})`);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const postmaster = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0];
  const memory = execFileSync(process.execPath, ['scripts/tree-memory.mjs', String(shop.child.pid), postmaster], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  console.log(`idle: ${memory} (load ${load()})`);

  // 2. 200 keep-alive connections on a read mix
  const products = (await send(`${shop.url}/api/product/list`)).json().products as {
    _id: string;
    category: string;
    image: string[];
  }[];
  const mix = [
    '/',
    '/products',
    '/api/product/list',
    '/news',
    `/product/${products[0].category.toLowerCase()}/${products[0]._id}`,
    `/images/${products[0].image[0]}`,
    '/products?search=heb',
  ];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  let requests = 0;
  let failures = 0;
  let slowest = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      for (let n = i; Date.now() < until; n++) {
        const started = performance.now();
        try {
          const res = await send(`${shop.url}${mix[n % mix.length]}`, {
            agent,
            headers: { 'accept-encoding': 'br, gzip' },
          });
          if (res.status !== 200) failures++;
        } catch {
          failures++;
        }
        slowest = Math.max(slowest, performance.now() - started);
        requests++;
      }
    }),
  );
  agent.destroy();
  console.log(
    `200 connections for ${SECONDS} s: ${requests} requests (${(requests / SECONDS).toFixed(0)}/s), ${failures} failed, slowest ${(slowest / 1000).toFixed(2)} s (load ${load()})`,
  );
  await shop.stop();
}

async function ordersEmbeddedAgainstExternal() {
  // 3. orders: embedded against external
  const bin = process.env.BENCH_DATABASE_URL ? null : findPostgresBinDir();
  const cluster = bin ? await startThrowawayCluster(bin, { durable: true }) : null;
  const externalUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url;
  if (!externalUrl) {
    console.log('orders: no external PostgreSQL (BENCH_DATABASE_URL or /usr/lib/postgresql) — comparison skipped');
  } else {
    const shops = {
      embedded: await startShop({ DATA_DIR: path.join(tmp, 'orders-embedded'), DATABASE_URL: '', SEED_DEMO: '0' }),
      external: await startShop({
        DATA_DIR: path.join(tmp, 'orders-external'),
        DATABASE_URL: externalUrl,
        SEED_DEMO: '0',
      }),
    };
    const totals = { embedded: { orders: 0, seconds: 0 }, external: { orders: 0, seconds: 0 } };
    const setups = Object.fromEntries(
      await Promise.all(
        Object.entries(shops).map(async ([name, s]) => {
          const seller = cookieFrom(await sendJson(`${s.url}/api/seller/login`, 'POST', BENCH_SELLER), 'seller_sid');
          return [
            name,
            { customers: await makeCustomers(s.url, 50), productId: await addProduct(s.url, seller) },
          ] as const;
        }),
      ),
    );
    for (let round = 0; round < 2; round++) {
      for (const name of ['embedded', 'external'] as const) {
        const stopAt = Date.now() + ROUND_SECONDS * 1000;
        const result = await flood(
          shops[name].url,
          setups[name].customers,
          setups[name].productId,
          () => Date.now() > stopAt,
        );
        totals[name].orders += result.acknowledged.size;
        totals[name].seconds += result.seconds;
        console.log(
          `  round ${round + 1} ${name.padEnd(8)} ${(result.acknowledged.size / result.seconds).toFixed(0)} orders/s, ${result.failures} failed (load ${load()})`,
        );
      }
    }
    const rate = (t: { orders: number; seconds: number }) => t.orders / t.seconds;
    console.log(
      `orders from 50 customers: embedded ${rate(totals.embedded).toFixed(0)}/s, external ${rate(totals.external).toFixed(0)}/s: ratio ${((100 * rate(totals.embedded)) / rate(totals.external)).toFixed(0)} % (load ${load()})`,
    );
    await Promise.all(Object.values(shops).map((s) => s.stop()));
  }
  cluster?.stop();
}
