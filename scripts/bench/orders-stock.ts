/** Part 4 of npm run bench:orders (issues 24 and 41): 50 customers ordering medicines counted by
 * batch (three batches each, taken first expired, first out) against pet supplies whose stock is
 * counted but not by batch (the issue's ratio: what batch tracking costs, decision 0158) and
 * against products with no stock counting at all (the earlier baseline, kept), on one embedded
 * shop, spread over 20 products and all on one. After a warm-up that is not counted, each round
 * runs the three sides back to back, in an order that rotates from round to round; each round
 * gives the ratios of orders/s, and of the shop's and its PostgreSQL's CPU per order, which a busy
 * machine disturbs less. Prints every round and the medians with the load average.
 * BENCH_STOCK_PAIRS (7 rounds), BENCH_STOCK_SECONDS (3). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cookieFrom, sendJson } from '../lib/http.ts';
import { loadAverage as load } from '../lib/load.ts';
import { addBatchTrackedProduct, addProduct, addTrackedProduct, flood, makeCustomers } from '../lib/order-flood.ts';
import { BENCH_SELLER, SHOP_CONFIGURATION, startShop } from '../lib/shop-process.ts';
console.log(`measured: ${SHOP_CONFIGURATION}`);
import { treeCpuMs } from '../lib/tree-cpu.ts';

const PAIRS = Number(process.env.BENCH_STOCK_PAIRS ?? 7);
const SECONDS = Number(process.env.BENCH_STOCK_SECONDS ?? 3);
const SPREAD = 20;
const QUANTITY = 999_999;

type Round = { rate: number; cpuPerOrder: number | null; failures: number };
type Side = 'untracked' | 'counted' | 'tracked';
const SIDES: Side[] = ['untracked', 'counted', 'tracked'];
/** The sides the tracked medicines are compared with: the issue's, then the earlier one. */
const BASELINES = ['counted', 'untracked'] as const;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fixed = (n: number, digits = 2) => n.toFixed(digits);
const range = (xs: number[]) => `${fixed(Math.min(...xs))}–${fixed(Math.max(...xs))}`;

export async function ordersWithStock(tmp: string) {
  const dataDir = path.join(tmp, 'orders-stock');
  const s = await startShop({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0' });
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const cpu = () => treeCpuMs([s.child.pid!, postmaster]);
  const seller = cookieFrom(await sendJson(`${s.url}/api/seller/login`, 'POST', BENCH_SELLER), 'seller_sid');
  const customers = await makeCustomers(s.url, 50);
  // four at a time: sixty at once outlasted the shop's request timeout on a machine at load 20–40
  const many = async (add: () => Promise<string>) => {
    const ids: string[] = [];
    while (ids.length < SPREAD) ids.push(...(await Promise.all(Array.from({ length: 4 }, add))));
    return ids.slice(0, SPREAD);
  };
  const sets: Record<Side, string[]> = {
    // no stock counting: the order takes nothing (trackStock off)
    untracked: await many(() => addProduct(s.url, seller)),
    // issue 41 item 7: a pet supply ('Digər' is not batch-tracked by default) counted as before batches
    counted: await many(() => addTrackedProduct(s.url, seller, QUANTITY, { category: 'Digər' })),
    // the medicines counted by batch, three batches each, as the shop sells them
    tracked: await many(() => addBatchTrackedProduct(s.url, seller, QUANTITY)),
  };
  const round = async (ids: string[], seconds: number): Promise<Round> => {
    const before = cpu();
    const stopAt = Date.now() + seconds * 1000;
    const result = await flood(s.url, customers, ids, () => Date.now() > stopAt);
    const after = cpu();
    const orders = result.acknowledged.size;
    const cpuPerOrder = before == null || after == null || !orders ? null : (after - before) / orders;
    return { rate: orders / result.seconds, cpuPerOrder, failures: result.failures };
  };
  const cases = [
    { label: `${SPREAD} products`, pick: (ids: string[]) => ids },
    { label: 'one product', pick: (ids: string[]) => ids.slice(0, 1) },
  ];
  for (const { label, pick } of cases) {
    for (const name of SIDES) await round(pick(sets[name]), 2); // warm-up: JIT, pool, pages
    const rates = { untracked: [], counted: [], tracked: [] } as Record<Side, number[]>;
    const ratios = { counted: [], untracked: [] } as Record<(typeof BASELINES)[number], number[]>;
    const cpuRatios = { counted: [], untracked: [] } as Record<(typeof BASELINES)[number], number[]>;
    for (let pair = 0; pair < PAIRS; pair++) {
      // rotated, so no side always runs first or last in a round
      const order = SIDES.map((_, i) => SIDES[(i + pair) % SIDES.length]);
      const got = {} as Record<Side, Round>;
      for (const name of order) got[name] = await round(pick(sets[name]), SECONDS);
      for (const name of SIDES) rates[name].push(got[name].rate);
      const t = got.tracked;
      for (const base of BASELINES) {
        ratios[base].push(t.rate / got[base].rate);
        if (got[base].cpuPerOrder && t.cpuPerOrder) cpuRatios[base].push(got[base].cpuPerOrder! / t.cpuPerOrder);
      }
      const sideText = (name: Side) =>
        `${name} ${fixed(got[name].rate, 0)}/s${got[name].cpuPerOrder == null ? '' : `, ${fixed(got[name].cpuPerOrder!)} ms CPU/order`}`;
      const failed = SIDES.reduce((sum, name) => sum + got[name].failures, 0);
      console.log(
        `  stock, ${label}, round ${pair + 1}: ${SIDES.map(sideText).join('; ')}: ratio to counted ${fixed(t.rate / got.counted.rate)}, to untracked ${fixed(t.rate / got.untracked.rate)}${failed ? `, ${failed} failed` : ''} (load ${load()})`,
      );
    }
    const rateText = SIDES.map((name) => `${name} ${fixed(median(rates[name]), 0)}/s`).join(', ');
    for (const base of BASELINES) {
      const byCpu = cpuRatios[base].length ? `; by CPU per order ${fixed(median(cpuRatios[base]))}` : '';
      console.log(
        `orders from 50 customers, ${label}, tracked against ${base}: ${rateText}: ratio ${fixed(median(ratios[base]))} (median of ${PAIRS} rounds, ${range(ratios[base])})${byCpu} (load ${load()})`,
      );
    }
  }
  await s.stop();
}
