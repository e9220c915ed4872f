/** The benchmarks start the shop with the node flags `npm start` and the systemd units use
 * (decisions 0080 and 0167), so a figure they print is of the shop a user or a server starts. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOP_NODE_FLAGS } from '../../../scripts/lib/shop-process.ts';

/** The flags between `node` and `build/node/main.js` in a command line. */
const flagsOf = (command: string) =>
  /\bnode ((?:--\S+ )*)build\/node\/main\.js/.exec(command)?.[1].trim().split(' ').filter(Boolean);

describe('npm start, the systemd units and the benchmarks', () => {
  it('run build/node/main.js with the same node flags', () => {
    const start: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
    expect(flagsOf(start)).toEqual(SHOP_NODE_FLAGS);
    for (const unit of ['deploy/systemd/vetshop.service', 'deploy/systemd/vetshop@.service']) {
      const execStart = /^ExecStart=(.*)$/m.exec(readFileSync(unit, 'utf8'))?.[1] ?? '';
      expect(flagsOf(execStart), unit).toEqual(SHOP_NODE_FLAGS);
    }
  });
});
