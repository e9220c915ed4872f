/** The in-memory rate limiter's memory under a million distinct client addresses (issue 42 item 3,
 * decision 0146): every address counted once against the `api` tier's window, as a flood from a
 * million addresses would, then the heap that the counters hold (after a full collection).
 * Run: `node --expose-gc --import tsx scripts/rate-limit-memory.ts [addresses]`. */
import { MemoryCounters } from '../server/rate-limit/counters.ts';
import { RATE_TIERS } from '../server/rate-limit/tiers.ts';

const ADDRESSES = Number(process.argv[2] ?? 1_000_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const heapMiB = () => {
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const counters = new MemoryCounters();
const start = heapMiB();
const marks: string[] = [];
for (let i = 1; i <= ADDRESSES; i++) {
  const address = `${10 + (i >>> 24)}.${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}`;
  await counters.hit(`api:${address}`, RATE_TIERS.api.windowMs);
  if (i % (ADDRESSES / 4) === 0) marks.push(`${i}: +${(heapMiB() - start).toFixed(1)} MiB, ${counters.size} kept`);
}
console.log(`in-memory rate-limit counters, ${ADDRESSES} distinct addresses in one window:\n  ${marks.join('\n  ')}`);
