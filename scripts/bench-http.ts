/** npm run bench (part): the catalogue served from its cache against a raw
 * node:http server sending the same bytes, measured side by side in one run,
 * and the CPU of one page render (decision 0019).
 *   - GET /api/product/list (goal ≥ 50 % of raw)
 *   - a product page for a visitor without a session (goal ≥ 25 % of raw)
 *   - a page rendered (not kept: the request carries a cart), CPU per render (goal ≤ 3 ms),
 *     with the SQL it sent: the shop's settings and zones come from the catalogue cache
 *     (decision 0047), so 0 reads of them per render, beside what one read from the database costs
 * Needs `npm run build` (the React Router server build). The database is a
 * throwaway embedded server (or BENCH_DATABASE_URL). Data comes from a
 * generator, 40 products and 10 news as in the measurement. Prints
 * figures and the load average; asserts nothing (the machine is shared).
 * BENCH_RENDER_ONLY=1 measures the renders alone. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { productUrl } from '../domain/categories.ts';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { getSettings } from '../server/services/settings.ts';
import { loadAverage } from './lib/load.ts';
import { countQueries } from './lib/query-counter.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3402);
const RAW_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 8;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const load = loadAverage;

// React and React Router pick their development builds at import time otherwise (several times slower)
if (process.env.NODE_ENV !== 'production') throw new Error('run with NODE_ENV=production (npm run bench sets it)');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-bench-http-'));
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir,
  log: { info: () => {}, error: console.error },
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
});
await app.listen({ port: PORT, host: '127.0.0.1' });

const [product] = (await app.inject({ url: '/api/product/list' })).json().products;
const pageUrl = productUrl(product);

/** The app's answer as a client sees it, headers included (security headers and all),
 * so the raw server sends the very same bytes; Node adds date and connection itself. */
async function capture(url: string) {
  const res = await app.inject({ url, headers: HEADERS });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const headers = Object.fromEntries(
    Object.entries(res.headers)
      .filter(([k]) => !skip.has(k))
      .map(([k, v]) => [k, String(v)]),
  );
  return { body: res.rawPayload, headers };
}
const answers = new Map([
  ['/api/product/list', await capture('/api/product/list')],
  [pageUrl, await capture(pageUrl)],
]);
const raw = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) return void res.writeHead(404).end();
  res.writeHead(200, { ...answer.headers, 'content-length': answer.body.length }).end(answer.body);
});
await new Promise<void>((resolve) => raw.listen(RAW_PORT, '127.0.0.1', resolve));

type Run = { rps: number; requests: number; statuses: Record<string, number>; cpuMsPerRequest: number };

/** One load run from a separate process; the CPU this process (the server) spent per answer. */
function run(port: number, urlPath: string, headers: Record<string, string> = HEADERS): Promise<Run> {
  const settings = JSON.stringify({
    port,
    path: urlPath,
    headers,
    connections: CONNECTIONS,
    durationMs: SECONDS * 1000,
  });
  const before = process.cpuUsage();
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [new URL('./load-client.mjs', import.meta.url).pathname, settings], (error, stdout) => {
      if (error) return reject(error);
      const used = process.cpuUsage(before);
      const result = JSON.parse(stdout);
      resolve({ ...result, cpuMsPerRequest: (used.user + used.system) / 1000 / result.requests });
    }),
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** Throughput ratio (what the goal names) and server CPU per answer ratio, which a busy machine disturbs less. */
async function compare(label: string, urlPath: string, goal: number) {
  await run(PORT, urlPath); // warm-up: JIT, cache, compressed copy
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  const lines: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const r = await run(RAW_PORT, urlPath);
    const a = await run(PORT, urlPath);
    if (!a.statuses['200'] || Object.keys(a.statuses).length !== 1)
      throw new Error(`${label}: statuses ${JSON.stringify(a.statuses)}`);
    ratios.push(a.rps / r.rps);
    cpuRatios.push(r.cpuMsPerRequest / a.cpuMsPerRequest);
    lines.push(
      `raw ${r.rps.toFixed(0)}/s ${(r.cpuMsPerRequest * 1000).toFixed(0)} µs, app ${a.rps.toFixed(0)}/s ${(a.cpuMsPerRequest * 1000).toFixed(0)} µs`,
    );
  }
  const ratio = median(ratios);
  const cpuRatio = median(cpuRatios);
  console.log(
    `${label}: ${(ratio * 100).toFixed(1)} % of raw node:http's requests/s (goal ≥ ${goal} %) ${ratio * 100 >= goal ? 'ok' : 'MISSED'}; by server CPU per answer ${(cpuRatio * 100).toFixed(1)} %`,
  );
  console.log(
    `  ${answers.get(urlPath)!.body.length} bytes ${answers.get(urlPath)!.headers['content-encoding'] ?? ''}; ${lines.join('; ')}; load ${load()}`,
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

// the servers and the throwaway database stop even when a measurement throws
try {
  console.log(
    `catalogue: 40 products, 10 news; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each side; ${os.cpus().length} CPUs; load ${load()}`,
  );
  if (!process.env.BENCH_RENDER_ONLY) {
    await compare('GET /api/product/list', '/api/product/list', 50);
    await compare('product page, no session', pageUrl, 25);
  }
  for (const { url, plain, br, sql: q } of await renderCpu(['/', '/products', pageUrl, '/news']))
    console.log(
      `render ${url}: ${plain.toFixed(2)} ms CPU (goal ≤ 3 ms ${plain <= 3 ? 'ok' : 'MISSED'}), with dynamic brotli ${br.toFixed(2)} ms; ` +
        `SQL per render ${(q.all / q.renders).toFixed(3)} (settings/zones read ${q.settings} times in ${q.renders} renders: ${q.settings === 0 ? 'from the cache ok' : 'MISSED'})`,
    );
  console.log(`renders measured over ${ROUNDS} rounds; load ${load()}`);
  const read = await settingsReadCost();
  console.log(
    `settings read from the database instead, per render: +${read.cpuMs.toFixed(3)} ms server CPU, ${read.wallMs.toFixed(3)} ms waited; load ${load()}`,
  );
} finally {
  raw.close();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
