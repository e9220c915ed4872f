/** Whose count an anonymous API call adds to (server/rate-limit/plugin.ts): one per IPv4 address, one
 * per IPv6 /64 network (a household's or a phone's many addresses are one caller), and an IPv4 address
 * written as IPv6 (`::ffff:`, what a dual-stack socket reports) is the same caller as written plainly. */
import { describe, expect, it } from 'vitest';
import { MemoryCounters } from '../../../server/rate-limit/counters.ts';
import { hitAnonymousApi } from '../../../server/rate-limit/plugin.ts';

const countAfter = (memory: MemoryCounters, address: string) => hitAnonymousApi(memory, address).count.count;

describe('the api tier counts by caller', () => {
  it('counts each IPv4 address by itself', () => {
    const memory = new MemoryCounters();
    expect(countAfter(memory, '203.0.113.7')).toBe(1);
    expect(countAfter(memory, '203.0.113.8')).toBe(1);
    expect(countAfter(memory, '203.0.113.7')).toBe(2);
  });

  it('counts an IPv6 /64 network as one caller, and another network apart', () => {
    const memory = new MemoryCounters();
    expect(countAfter(memory, '2001:db8:a:b::1')).toBe(1);
    expect(countAfter(memory, '2001:DB8:A:B:ffff:1:2:3')).toBe(2);
    expect(countAfter(memory, '2001:db8:a:c::1')).toBe(1);
  });

  it('counts an IPv4 address written as IPv6 with the same address written plainly', () => {
    const memory = new MemoryCounters();
    expect(countAfter(memory, '::ffff:198.51.100.4')).toBe(1);
    expect(countAfter(memory, '198.51.100.4')).toBe(2);
  });
});
