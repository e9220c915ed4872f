/** npm run bench (part): the catalogue served from its cache against a raw
 * node:http server sending the same bytes, measured side by side in one run,
 * and the CPU of one page render (decision 0019).
 *   - each kept answer in identity, gzip and brotli (issue 42, decision 0145): GET /api/product/list
 *     (goal ≥ 90 % of raw), a product page, /products and / (goals ≥ 85 % identity, ≥ 95 % brotli),
 *     each request from its own client address (X-Forwarded-For from a trusted 127.0.0.1, the
 *     rate limits on in memory as npm start has them), ending with a table of requests/s, server
 *     CPU per answer and p99 of the shop and of raw
 *   - a page rendered (not kept: the request carries a cart), CPU per render (goal ≤ 3 ms),
 *     with the SQL it sent: the shop's settings and zones come from the catalogue cache
 *     (decision 0047), so 0 reads of them per render, beside what one read from the database costs
 * The throughput runs measure the built shop as `npm start` runs it, in its own process
 * (scripts/lib/shop-process.ts says how; decision 0082), its CPU read from /proc, its memory
 * sampled while it serves; the render CPU is measured in this process on the same build, with
 * npm start's logger (its lines to /dev/null).
 * Needs `npm run build` (the React Router server build). The database is a
 * throwaway embedded server (or BENCH_DATABASE_URL). Data comes from a
 * generator, 40 products and 10 news as in the issue's measurement. Prints
 * figures and the load average; asserts nothing (the machine is shared).
 *   - a trade buyer's /products and product page (issue 33): render CPU (goal ≤ 3 ms) and pages/s
 *     beside a visitor's on the same page in the same run (goal ≥ 50 %), scripts/bench/trade-buyer.ts
 * The renders include the Russian pages (issue 36: ≤ 3 ms for them too).
 * BENCH_RENDER_ONLY=1 measures the renders alone, BENCH_LIST_ONLY=1 the product list alone, BENCH_KEPT_ONLY=1 the kept answers' table alone,
 * BENCH_TRADE_ONLY=1 the trade buyer's pages alone; BENCH_PROFILE=<folder> writes the shop's CPU profile there.
 * Each throughput run also measures the same shop with its metrics on (METRICS_PORT, issue 44),
 * in the same rounds: the ratio against raw node:http with and without them (BENCH_METERED=0 leaves it out). */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { productUrl } from '../domain/catalog/categories.ts';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { getSettings } from '../server/services/settings/settings.ts';
import { createLogger } from '../server/logger.ts';
import { loadAverage } from './lib/load.ts';
import { SHOP_CONFIGURATION, startShop, type Shop } from './lib/shop-process.ts';
import { freePort } from './lib/ports.ts';
import { treeCpuMs } from './lib/tree-cpu.ts';
import { countQueries } from './lib/query-counter.ts';
import { compareTradeBuyer, customerCookie, tradeBuyerCookie } from './bench/trade-buyer.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3402);
const RAW_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_METERED=0: no rounds of the shop with its metrics on (a third less time for more rounds of the rest). */
const METERED = process.env.BENCH_METERED !== '0';
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const ENCODINGS: Record<string, Record<string, string>> = {
  identity: {},
  gzip: { 'accept-encoding': 'gzip' },
  br: HEADERS,
};
const encodingOf = (accept: string | undefined) => (!accept ? 'identity' : accept.includes('br') ? 'br' : 'gzip');
/** Every request from its own client address, the per-address rate limits counting them (npm start's memory store). */
const OWN_ADDRESSES = { RATE_LIMIT_STORE: 'memory', TRUST_PROXY: '127.0.0.1' };
const load = loadAverage;

// React and React Router pick their development builds at import time otherwise (several times slower)
if (process.env.NODE_ENV !== 'production') throw new Error('run with NODE_ENV=production (npm run bench sets it)');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-bench-http-'));
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir,
  log: { info: () => {}, error: console.error },
  as: 'owner', // it empties tables first: the owner's work (decision 0126)
});
const { db } = database;
const queries = countQueries(database.pool);
await db.execute(sql`truncate products, news cascade`);
await db.execute(sql`
  insert into products (name, name_folded, description, category, price_qepik, in_stock, images, created_at)
  select n, lower(n), 'Heyvanlar üçün ' || n || '. Gündə bir dəfə, yemlə birlikdə verilir.',
    (array['Həblər', 'Inyeksiyalar', 'Suspeziyalar', 'Toz məhsullar', 'Maye məhsullar', 'Digər'])[1 + i % 6],
    500 + i * 137 % 9000, i % 7 <> 0, array[md5(i::text) || '.webp'], now() - i * interval '1 hour'
  from (select i, (array['Albendazol', 'İvermektin', 'Şampun', 'Vitamin', 'Dezinfeksiya'])[1 + i % 5] || ' ' || i || ' mq' as n
        from generate_series(1, 40) as i) s`);
await db.execute(sql`
  insert into news (title, description, seen, images)
  select 'Xəbər ' || i, 'Yeni məhsullar anbara gəldi. Əlavə məlumat üçün bizimlə əlaqə saxlayın.', true, array[md5(i::text) || '.webp']
  from generate_series(1, 10) as i`);

const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
const config = {
  ...readConfig({ NODE_ENV: 'production', PORT: String(PORT), RATE_LIMIT_STORE: 'off' } as NodeJS.ProcessEnv),
  publicUrl: `http://127.0.0.1:${PORT}`,
};
const app = await buildApp({
  config,
  db,
  pages: { getBuild: async () => build, clientDir: path.resolve('build/client') },
  logger: createLogger(config.logLevel, '/dev/null'),
});
await app.listen({ port: PORT, host: '127.0.0.1' });

const [product] = (await app.inject({ url: '/api/product/list' })).json().products;
const pageUrl = productUrl(product);

// BENCH_PROFILE=<folder>: the shop (not the metered one) writes a V8 CPU profile there when it stops
const profile: Record<string, string> = process.env.BENCH_PROFILE
  ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}` }
  : {};
const shop = await startShop({
  ...profile,
  DATABASE_URL: database.url,
  SEED_DEMO: '0',
  DATA_DIR: path.join(dataDir, 'shop'),
  ...OWN_ADDRESSES,
});
const SHOP_PORT = Number(new URL(shop.url).port);
const shopCpu = () => treeCpuMs([shop.child.pid!]) ?? NaN;
// the same shop with its metrics on (issue 44): measured beside the one without, round by round,
// while a Prometheus stand-in reads /metrics every second (a real one reads every 15 s or so)
// (not started with BENCH_METERED=0: neither it nor its reader then takes CPU from the runs measured)
const METRICS_PORT = await freePort();
const metered = METERED
  ? await startShop({
      DATABASE_URL: database.url,
      SEED_DEMO: '0',
      DATA_DIR: path.join(dataDir, 'metered'),
      METRICS_PORT: String(METRICS_PORT),
      ...OWN_ADDRESSES,
    })
  : undefined;
const runMetered = (shop: Shop, urlPath: string, headers: Record<string, string>) =>
  run(Number(new URL(shop.url).port), urlPath, headers, () => treeCpuMs([shop.child.pid!]) ?? NaN);
const scraper = metered
  ? setInterval(
      () =>
        void fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`).then(
          (r) => r.text(),
          () => '',
        ),
      1000,
    )
  : undefined;
const ownCpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const rssMiB = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${shop.child.pid}/status`, 'utf8'))?.[1]) / 1024;

/** The shop's answer as a client sees it, headers included (security headers and all),
 * so the raw server sends the very same bytes; Node adds date and connection itself. */
function capture(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return new Promise((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port: SHOP_PORT, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
          const kept = Object.entries(res.headers).filter(([k]) => !skip.has(k));
          resolve({ body: Buffer.concat(chunks), headers: Object.fromEntries(kept.map(([k, v]) => [k, String(v)])) });
        });
      })
      .on('error', reject),
  );
}
const KEPT = [
  ['GET /api/product/list', '/api/product/list'],
  ['product page', pageUrl],
  ['/products', '/products'],
  ['/', '/'],
] as const;
const answers = new Map<string, { body: Buffer; headers: Record<string, string> }>();
for (const [, url] of KEPT)
  for (const [encoding, headers] of Object.entries(ENCODINGS))
    answers.set(`${encoding} ${url}`, await capture(url, headers));
const raw = http.createServer((req, res) => {
  const answer = answers.get(`${encodingOf(req.headers['accept-encoding'])} ${req.url ?? ''}`);
  if (!answer) return void res.writeHead(404).end();
  res.writeHead(200, { ...answer.headers, 'content-length': answer.body.length }).end(answer.body);
});
await new Promise<void>((resolve) => raw.listen(RAW_PORT, '127.0.0.1', resolve));

type Run = { rps: number; requests: number; statuses: Record<string, number>; cpuMsPerRequest: number; p99Ms: number };

/** One load run from a separate process; the CPU the server (`cpu`: this process, or the shop's) spent per answer. */
function run(
  port: number,
  urlPath: string,
  headers: Record<string, string> = HEADERS,
  cpu: () => number = ownCpu,
): Promise<Run> {
  const settings = JSON.stringify({
    port,
    path: urlPath,
    headers,
    connections: CONNECTIONS,
    durationMs: SECONDS * 1000,
    ownAddress: true,
  });
  const before = cpu();
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [new URL('./load-client.mjs', import.meta.url).pathname, settings], (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout);
      resolve({ ...result, cpuMsPerRequest: (cpu() - before) / result.requests });
    }),
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const table = [
  '| answer | encoding | bytes | shop req/s | raw req/s | shop / raw | CPU µs per answer, shop / raw | p99 ms, shop / raw | shop peak RSS MiB | load |',
  '|---|---|---|---|---|---|---|---|---|---|',
];

/** Throughput ratio (what the goal names) and server CPU per answer ratio, which a busy machine disturbs less. */
async function compare(label: string, urlPath: string, goal: number, headers: Record<string, string> = HEADERS) {
  await run(SHOP_PORT, urlPath, headers, shopCpu); // warm-up: JIT, cache, compressed copy
  if (metered) await runMetered(metered, urlPath, headers);
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  const shopRuns: Run[] = [];
  const rawRuns: Run[] = [];
  const meteredRatios: number[] = [];
  const meteredCpuRatios: number[] = [];
  const lines: string[] = [];
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB())), 200);
  const rssBefore = rssMiB();
  for (let round = 0; round < ROUNDS; round++) {
    const r = await run(RAW_PORT, urlPath, headers);
    const a = await run(SHOP_PORT, urlPath, headers, shopCpu);
    if (!a.statuses['200'] || Object.keys(a.statuses).length !== 1)
      throw new Error(`${label}: statuses ${JSON.stringify(a.statuses)}`);
    shopRuns.push(a);
    rawRuns.push(r);
    ratios.push(a.rps / r.rps);
    cpuRatios.push(r.cpuMsPerRequest / a.cpuMsPerRequest);
    const line = `raw ${r.rps.toFixed(0)}/s ${(r.cpuMsPerRequest * 1000).toFixed(0)} µs, app ${a.rps.toFixed(0)}/s ${(a.cpuMsPerRequest * 1000).toFixed(0)} µs`;
    if (!metered) {
      lines.push(line);
      continue;
    }
    const m = await runMetered(metered, urlPath, headers);
    if (!m.statuses['200'] || Object.keys(m.statuses).length !== 1)
      throw new Error(`${label} with metrics: statuses ${JSON.stringify(m.statuses)}`);
    meteredRatios.push(m.rps / r.rps);
    meteredCpuRatios.push(r.cpuMsPerRequest / m.cpuMsPerRequest);
    lines.push(`${line}, with metrics ${m.rps.toFixed(0)}/s ${(m.cpuMsPerRequest * 1000).toFixed(0)} µs`);
  }
  clearInterval(sampler);
  const ratio = median(ratios);
  const cpuRatio = median(cpuRatios);
  const encoding = encodingOf(headers['accept-encoding']);
  const answer = answers.get(`${encoding} ${urlPath}`)!;
  const mid = (runs: Run[], pick: (r: Run) => number) => median(runs.map(pick));
  table.push(
    `| ${label.split(',')[0]} | ${encoding} | ${answer.body.length} | ${mid(shopRuns, (r) => r.rps).toFixed(0)} | ${mid(rawRuns, (r) => r.rps).toFixed(0)} | **${ratio.toFixed(2)}** (goal ${(goal / 100).toFixed(2)}) | ${(mid(shopRuns, (r) => r.cpuMsPerRequest) * 1000).toFixed(0)} / ${(mid(rawRuns, (r) => r.cpuMsPerRequest) * 1000).toFixed(0)} | ${mid(shopRuns, (r) => r.p99Ms).toFixed(1)} / ${mid(rawRuns, (r) => r.p99Ms).toFixed(1)} | ${peak.toFixed(0)} | ${load()} |`,
  );
  console.log(
    `${label}: ${(ratio * 100).toFixed(1)} % of raw node:http's requests/s (goal ≥ ${goal} %) ${ratio * 100 >= goal ? 'ok' : 'MISSED'}; by server CPU per answer ${(cpuRatio * 100).toFixed(1)} %`,
  );
  if (metered)
    console.log(
      `  with metrics on (METRICS_PORT, read every second): ${(median(meteredRatios) * 100).toFixed(1)} % of raw's requests/s; by server CPU per answer ${(median(meteredCpuRatios) * 100).toFixed(1)} %`,
    );
  console.log(
    `  ${answer.body.length} bytes ${answer.headers['content-encoding'] ?? 'identity'}; ${lines.join('; ')}; shop RSS ${rssBefore.toFixed(0)} MiB before, peak ${peak.toFixed(0)}, after ${rssMiB().toFixed(0)}; load ${load()}`,
  );
}

/** The server's CPU per render that is not kept (the request carries a cart): loader data from the
 * cache, HTML rendered, plain and with brotli. The load comes from another process, as in run(), so
 * the figure is what the server spends (an in-process inject would add its own client's work). The
 * cases take turns round by round, so that a noisy neighbour's burst falls on all of them; the
 * median round is reported. */
async function renderCpu(urls: string[]) {
  const cart = { cookie: `cart=${encodeURIComponent(JSON.stringify({ [product._id]: 1 }))}` };
  const cases = urls.flatMap((url) => [
    { url, encoding: 'plain', headers: cart },
    { url, encoding: 'br', headers: { ...cart, ...HEADERS } },
  ]);
  const figures = new Map(cases.map((c) => [`${c.encoding} ${c.url}`, [] as number[]]));
  const reads = new Map(urls.map((url) => [url, { renders: 0, all: 0, settings: 0 }]));
  for (const { url, headers } of cases) {
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200 || res.headers['cache-control'] !== 'private, no-cache')
      throw new Error(`${url}: not a private render`);
    await run(PORT, url, headers); // warm-up
  }
  for (let round = 0; round < ROUNDS; round++)
    for (const c of cases) {
      queries.reset();
      const r = await run(PORT, c.url, c.headers);
      if (!r.statuses['200'] || Object.keys(r.statuses).length !== 1)
        throw new Error(`${c.url}: statuses ${JSON.stringify(r.statuses)}`);
      figures.get(`${c.encoding} ${c.url}`)!.push(r.cpuMsPerRequest);
      const q = queries.read();
      const seen = reads.get(c.url)!;
      seen.renders += r.requests;
      seen.all += q.all;
      seen.settings += q.settings;
    }
  return urls.map((url) => ({
    url,
    plain: median(figures.get(`plain ${url}`)!),
    br: median(figures.get(`br ${url}`)!),
    sql: reads.get(url)!,
  }));
}

/** What reading the settings from the database on every render would add: the server's CPU per
 * getSettings(db) (the query, the driver's parsing, the merge over the defaults), one at a time. */
async function settingsReadCost(n = 500) {
  queries.reset();
  await getSettings(db); // the settings on the page must be these, read through the cache
  if (queries.read().settings !== 1) throw new Error('the query counter does not see the settings read');
  const before = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < n; i++) await getSettings(db);
  const used = process.cpuUsage(before);
  return { cpuMs: (used.user + used.system) / 1000 / n, wallMs: (performance.now() - start) / n };
}

/** A trade buyer's pages beside a visitor's, last: its price list raises the catalogue version. */
async function tradeCase() {
  const cart = `cart=${encodeURIComponent(JSON.stringify({ [product._id]: 1 }))}`;
  const [buyer, retail] = [await tradeBuyerCookie(app, db), await customerCookie(app)];
  await compareTradeBuyer(
    app,
    (url, headers) => run(PORT, url, headers),
    ['/products', pageUrl],
    buyer,
    cart,
    ROUNDS,
    retail,
  );
}

class Done extends Error {}
// the servers and the throwaway database stop even when a measurement throws
try {
  console.log(
    `catalogue: 40 products, 10 news; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each side; ${os.cpus().length} CPUs; load ${load()}`,
  );
  console.log(
    `measured: ${SHOP_CONFIGURATION.replace('rate limits off (one client address)', 'rate limits on in memory, each request from its own client address (X-Forwarded-For from a trusted 127.0.0.1)')}`,
  );
  if (process.env.BENCH_TRADE_ONLY) {
    await tradeCase();
    throw new Done();
  }
  if (!process.env.BENCH_RENDER_ONLY) {
    for (const [label, url] of process.env.BENCH_LIST_ONLY ? KEPT.slice(0, 1) : KEPT)
      for (const [encoding, headers] of Object.entries(ENCODINGS)) {
        const goal = url.startsWith('/api/') ? 90 : encoding === 'br' ? 95 : 85;
        await compare(`${label}, ${encoding}`, url, goal, headers);
      }
    console.log(`\n${table.join('\n')}\n`);
  }
  if (process.env.BENCH_KEPT_ONLY) throw new Done();
  if (process.env.BENCH_LIST_ONLY) throw new Done();
  for (const { url, plain, br, sql: q } of await renderCpu([
    '/',
    '/products',
    pageUrl,
    '/news',
    '/ru',
    '/ru/products',
    `/ru${pageUrl}`,
    '/ru/news',
  ]))
    console.log(
      `render ${url}: ${plain.toFixed(2)} ms CPU (goal ≤ 3 ms ${plain <= 3 ? 'ok' : 'MISSED'}), with dynamic brotli ${br.toFixed(2)} ms; ` +
        `SQL per render ${(q.all / q.renders).toFixed(3)} (settings/zones read ${q.settings} times in ${q.renders} renders: ${q.settings === 0 ? 'from the cache ok' : 'MISSED'})`,
    );
  console.log(`renders measured over ${ROUNDS} rounds; load ${load()}`);
  await tradeCase();
  const read = await settingsReadCost();
  console.log(
    `settings read from the database instead, per render: +${read.cpuMs.toFixed(3)} ms server CPU, ${read.wallMs.toFixed(3)} ms waited; load ${load()}`,
  );
} catch (error) {
  if (!(error instanceof Done)) throw error;
} finally {
  raw.close();
  clearInterval(scraper);
  await metered?.stop();
  await shop.stop();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
