/** The in-memory rate limiter under a flood of distinct addresses (issue 42 item 3, decision 0146):
 * its windows are bounded; the callers counted lately keep their counts, and the window started
 * longest ago is the one forgotten (that caller starts again at 1). */
import { describe, expect, it } from 'vitest';
import { MemoryCounters } from '../../../server/rate-limit/counters.ts';

const MINUTE = 60_000;

describe('MemoryCounters', () => {
  it('keeps at most its bound of windows under many distinct addresses, the latest callers still counted', async () => {
    const counters = new MemoryCounters(1000);
    await counters.hit('api:203.0.113.1', MINUTE);
    for (let i = 0; i < 5000; i++) await counters.hit(`api:10.0.${i >> 8}.${i & 255}`, MINUTE);
    expect(counters.size).toBeLessThanOrEqual(1000);
    // the last address of the flood still has its window: a second hit is its second
    expect((await counters.hit('api:10.0.19.135', MINUTE)).count).toBe(2);
    // the first caller's window was the oldest: forgotten, it starts again
    expect((await counters.peek('api:203.0.113.1')).count).toBe(0);
    expect((await counters.hit('api:203.0.113.1', MINUTE)).count).toBe(1);
  });

  it('forgets the oldest hundredth of the bound at once, so a flood does not walk the table per hit', async () => {
    const counters = new MemoryCounters(1000);
    for (let i = 0; i < 1000; i++) await counters.hit(`api:10.1.${i >> 8}.${i & 255}`, MINUTE);
    expect(counters.size).toBe(1000);
    await counters.hit('api:192.0.2.9', MINUTE); // one past the bound: the ten oldest go
    expect(counters.size).toBe(991);
    expect((await counters.peek('api:10.1.0.9')).count).toBe(0);
    expect((await counters.peek('api:10.1.0.10')).count).toBe(1);
  });

  it('counts one address as before while the table has room', async () => {
    const counters = new MemoryCounters();
    for (let i = 1; i <= 3; i++) expect((await counters.hit('login:198.51.100.7', MINUTE)).count).toBe(i);
    expect(counters.size).toBe(1);
  });
});
