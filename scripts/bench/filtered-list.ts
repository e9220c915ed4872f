/** npm run bench (part, issue 22): the catalogue filtered by two facets at
 * 100 000 products — a species and a substance, as a farmer asks "ivermectin
 * for cattle" — measured the way /products serves it:
 *  1. in the database: the page of 24 with its total and the five facets'
 *     counts (what loadCatalogPage asks, side by side), p95 over rounds of
 *     four representative pairs; floor: a primary-key read's p95;
 *  2. the plan of every query that page sends (EXPLAIN ANALYZE);
 *  3. the page's throughput from the running shop against a raw node:http
 *     server sending the same bytes, in the same run; the first figure is the
 *     page as a visitor without a session gets it, the second with a cart
 *     cookie (rendered per request: loader, database and render).
 * Prints figures with the load average; asserts nothing. */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type pg from 'pg';
import { filtersFromSearch } from '../../domain/catalog/catalog-filters.ts';
import { pageRequestFromUrl } from '../../domain/shared/paging.ts';
import type { Db } from '../../server/db/client.ts';
import { catalogFacets, getProduct, pageProducts } from '../../server/services/catalog/catalog.ts';
import { send } from '../lib/http.ts';
import { loadAverage } from '../lib/load.ts';
import { freePort } from '../lib/ports.ts';

/** Species + substance, common and rarer: the filter values as the address carries them. */
export const FILTERED = [
  'species=cattle&substance=ivermektin',
  'species=dog&substance=prazikvantel',
  'species=poultry&substance=amprolium',
  'species=sheep-goat&substance=albendazol',
];
const ROUNDS = 30;
const load = () => `load ${loadAverage()}`;
const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1];

function pageQuery(address: string) {
  const params = new URLSearchParams(address);
  return { list: { inStock: true, filters: filtersFromSearch(params) }, paging: pageRequestFromUrl(params, 24) };
}

/** What loadCatalogPage asks the database for one filtered /products page. */
async function filteredPage(db: Db, address: string) {
  const { list, paging } = pageQuery(address);
  const [page, facets] = await Promise.all([pageProducts(db, list, paging), catalogFacets(db, list)]);
  return { page, facets };
}

export async function benchFilteredDb(db: Db, productIds: string[]): Promise<void> {
  console.log(`\nfiltered list (two filters: species + substance), the page of 24 + total + facet counts — ${load()}`);
  for (const address of FILTERED) {
    const { page, facets } = await filteredPage(db, address); // warm-up, and what it finds
    const counts = facets.substances.length + facets.species.length + facets.manufacturers.length;
    console.log(`  ?${address}: ${page.total} products, ${counts} facet values`);
  }
  const byAddress = new Map<string, number[]>();
  const all: number[] = [];
  const floor: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const address of FILTERED) {
      let started = performance.now();
      await filteredPage(db, address);
      const ms = performance.now() - started;
      all.push(ms);
      byAddress.set(address, [...(byAddress.get(address) ?? []), ms]);
      started = performance.now();
      await getProduct(db, productIds[all.length % productIds.length]);
      floor.push(performance.now() - started);
    }
  for (const [address, times] of byAddress) console.log(`  ?${address.padEnd(40)} p95 ${p95(times).toFixed(1)} ms`);
  console.log(
    `  filtered page in the database: p95 ${p95(all).toFixed(1)} ms over ${all.length} (goal ≤ 25 ms) ${p95(all) <= 25 ? 'ok' : 'MISSED'}; floor, a primary-key read: p95 ${p95(floor).toFixed(1)} ms — ${load()}`,
  );
}

/** EXPLAIN ANALYZE of each query the filtered page sends, caught as the services send them. */
export async function explainFiltered(db: Db, pool: pg.Pool): Promise<void> {
  const sent: { text: string; values: unknown[] }[] = [];
  const original = pool.query.bind(pool);
  // drizzle's node-postgres session calls pool.query({ text, … }, values) or (text, values)
  (pool as unknown as { query: unknown }).query = (config: string | { text: string }, values?: unknown[]) => {
    sent.push({ text: typeof config === 'string' ? config : config.text, values: values ?? [] });
    return (original as (c: unknown, v?: unknown[]) => Promise<unknown>)(config, values);
  };
  try {
    await filteredPage(db, FILTERED[0]);
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  console.log(`\nplans of the filtered page (?${FILTERED[0]}):`);
  for (const { text, values } of sent) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing on, summary on) ${text}`,
      values,
    );
    console.log(`  ${text.replace(/\s+/g, ' ').slice(0, 140)}…`);
    for (const r of rows)
      if (!/^\s*(Planning Time|Buffers)/.test(r['QUERY PLAN'])) console.log(`      ${r['QUERY PLAN']}`);
  }
}

type Run = { rps: number; requests: number; statuses: Record<string, number> };

function loadRun(port: number, path: string, headers: Record<string, string>): Promise<Run> {
  const settings = JSON.stringify({ port, path, headers, connections: 8, durationMs: 3000 });
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [new URL('../load-client.mjs', import.meta.url).pathname, settings], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    ),
  );
}

/** The filtered page from the shop at `shopUrl` against raw node:http with the same bytes, 3 rounds each side. */
export async function benchFilteredPage(shopUrl: string, cartProductId: string): Promise<void> {
  const shopPort = Number(new URL(shopUrl).port);
  const path = `/products?${FILTERED[0]}`;
  const cases: [string, Record<string, string>][] = [
    ['a visitor without a session', { 'accept-encoding': 'br' }],
    [
      'with a cart (rendered per request)',
      { 'accept-encoding': 'br', cookie: `cart=${encodeURIComponent(JSON.stringify({ [cartProductId]: 1 }))}` },
    ],
  ];
  console.log(`\nthe filtered page ${path} against raw node:http sending the same bytes — ${load()}`);
  for (const [label, headers] of cases) {
    const answer = await send(`${shopUrl}${path}`, { headers });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
    const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    const copied = Object.fromEntries(
      Object.entries(answer.headers)
        .filter(([k]) => !skip.has(k))
        .map(([k, v]) => [k, String(v)]),
    );
    const rawPort = await freePort();
    const raw = http.createServer((_q, s) =>
      s.writeHead(200, { ...copied, 'content-length': answer.body.length }).end(answer.body),
    );
    await new Promise<void>((resolve) => raw.listen(rawPort, '127.0.0.1', resolve));
    try {
      await loadRun(shopPort, path, headers); // warm-up
      const ratios: number[] = [];
      const lines: string[] = [];
      for (let round = 0; round < 3; round++) {
        const r = await loadRun(rawPort, path, headers);
        const a = await loadRun(shopPort, path, headers);
        if (!a.statuses['200'] || Object.keys(a.statuses).length !== 1)
          throw new Error(`${path}: statuses ${JSON.stringify(a.statuses)}`);
        ratios.push(a.rps / r.rps);
        lines.push(`raw ${r.rps.toFixed(0)}/s, shop ${a.rps.toFixed(0)}/s`);
      }
      const ratio = [...ratios].sort((x, y) => x - y)[1];
      console.log(
        `  ${label}: ${(ratio * 100).toFixed(1)} % of raw node:http (goal ≥ 50 %) ${ratio >= 0.5 ? 'ok' : 'MISSED'}; ${answer.body.length} bytes ${copied['content-encoding'] ?? ''}, ${copied['cache-control'] ?? ''}; ${lines.join('; ')} — ${load()}`,
      );
    } finally {
      raw.close();
    }
  }
}
