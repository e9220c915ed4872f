/** The benchmarks start the shop with the node flags `npm start` uses (decision 0080), so a figure
 * they print is of the shop a user starts. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOP_NODE_FLAGS } from '../../../scripts/lib/shop-process.ts';

describe('npm start and the benchmarks', () => {
  it('run build/node/main.js with the same node flags', () => {
    const start: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
    const flags = /\bnode ((?:--\S+ )*)build\/node\/main\.js/.exec(start)?.[1].trim().split(' ').filter(Boolean);
    expect(flags).toEqual(SHOP_NODE_FLAGS);
  });
});
