/** Part 4 of npm run bench:orders (issues 24 and 41): 50 customers ordering medicines counted by
 * batch (three batches each, taken first expired, first out) against as many untracked products,
 * on one embedded shop, spread over 20 products and all on one. Rounds alternate in pairs (untracked-tracked, then tracked-untracked) after a warm-up
 * pair that is not counted; each pair gives a ratio of orders/s, and one of the shop's and its
 * PostgreSQL's CPU per order, which a busy machine disturbs less. Prints every round and the
 * medians with the load average. BENCH_STOCK_PAIRS (7), BENCH_STOCK_SECONDS (3). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cookieFrom, sendJson } from '../lib/http.ts';
import { loadAverage as load } from '../lib/load.ts';
import { addBatchTrackedProduct, addProduct, flood, makeCustomers } from '../lib/order-flood.ts';
import { BENCH_SELLER, SHOP_CONFIGURATION, startShop } from '../lib/shop-process.ts';
console.log(`measured: ${SHOP_CONFIGURATION}`);
import { treeCpuMs } from '../lib/tree-cpu.ts';

const PAIRS = Number(process.env.BENCH_STOCK_PAIRS ?? 7);
const SECONDS = Number(process.env.BENCH_STOCK_SECONDS ?? 3);
const SPREAD = 20;

type Round = { rate: number; cpuPerOrder: number | null; failures: number };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fixed = (n: number, digits = 2) => n.toFixed(digits);

export async function ordersWithStock(tmp: string) {
  const dataDir = path.join(tmp, 'orders-stock');
  const s = await startShop({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0' });
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const cpu = () => treeCpuMs([s.child.pid!, postmaster]);
  const seller = cookieFrom(await sendJson(`${s.url}/api/seller/login`, 'POST', BENCH_SELLER), 'seller_sid');
  const customers = await makeCustomers(s.url, 50);
  const sets = {
    untracked: await Promise.all(Array.from({ length: SPREAD }, () => addProduct(s.url, seller))),
    // issue 41: the tracked medicines are counted by batch, three batches each, as the shop sells them
    tracked: await Promise.all(Array.from({ length: SPREAD }, () => addBatchTrackedProduct(s.url, seller, 999_999))),
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
    for (const name of ['untracked', 'tracked'] as const) await round(pick(sets[name]), 2); // warm-up: JIT, pool, pages
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    const rates = { untracked: [] as number[], tracked: [] as number[] };
    for (let pair = 0; pair < PAIRS; pair++) {
      const order = pair % 2 ? (['tracked', 'untracked'] as const) : (['untracked', 'tracked'] as const);
      const got = {} as Record<'untracked' | 'tracked', Round>;
      for (const name of order) got[name] = await round(pick(sets[name]), SECONDS);
      const { untracked: u, tracked: t } = got;
      rates.untracked.push(u.rate);
      rates.tracked.push(t.rate);
      ratios.push(t.rate / u.rate);
      if (u.cpuPerOrder && t.cpuPerOrder) cpuRatios.push(u.cpuPerOrder / t.cpuPerOrder);
      const cpuText = (r: Round) => (r.cpuPerOrder == null ? '' : `, ${fixed(r.cpuPerOrder)} ms CPU/order`);
      console.log(
        `  stock, ${label}, pair ${pair + 1}: untracked ${fixed(u.rate, 0)}/s${cpuText(u)}, tracked ${fixed(t.rate, 0)}/s${cpuText(t)}: ratio ${fixed(t.rate / u.rate)}${u.failures + t.failures ? `, ${u.failures + t.failures} failed` : ''} (load ${load()})`,
      );
    }
    const byCpu = cpuRatios.length ? `; by CPU per order ${fixed(median(cpuRatios))}` : '';
    console.log(
      `orders from 50 customers, ${label}: untracked ${fixed(median(rates.untracked), 0)}/s, tracked ${fixed(median(rates.tracked), 0)}/s: ratio ${fixed(median(ratios))} (median of ${PAIRS} pairs, ${fixed(Math.min(...ratios))}–${fixed(Math.max(...ratios))})${byCpu} (load ${load()})`,
    );
  }
  await s.stop();
}
