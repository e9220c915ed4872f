/** deploy/nginx/vetshop.conf and the shop's own defaults cut slow clients and large bodies alike
 * (issue 32 item 3, decision 0081): what a client meets does not depend on whether nginx is there. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';
import { MAX_REQUEST_BODY_MB } from '../../../server/http-guards.ts';

const conf = readFileSync('deploy/nginx/vetshop.conf', 'utf8');
/** The value of `directive` in the block that starts with `block` (seconds for a time, m for a size). */
function setting(block: string, directive: string): string {
  const start = conf.indexOf(block);
  const body = conf.slice(start, conf.indexOf('\n}', start));
  const value = new RegExp(`^\\s*${directive}\\s+([^;]+);`, 'm').exec(body)?.[1];
  if (!value) throw new Error(`${directive} not set in ${block}`);
  return value;
}
const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)?.[1] ?? NaN);
const defaults = readConfig({}).timeouts;

describe('nginx and the shop agree', () => {
  it('on the time for the headers, between two reads of a body and between two writes of an answer', () => {
    expect(seconds(setting('listen 443', 'client_header_timeout')) * 1000).toBe(defaults.headersMs);
    expect(seconds(setting('listen 443', 'client_body_timeout')) * 1000).toBe(defaults.idleMs);
    expect(seconds(setting('listen 443', 'send_timeout')) * 1000).toBe(defaults.idleMs);
  });

  it('on the largest body', () => {
    expect(setting('listen 443', 'client_max_body_size')).toBe(`${MAX_REQUEST_BODY_MB}m`);
  });

  it('nginx drops an idle upstream connection before the shop does', () => {
    expect(seconds(setting('upstream vetshop', 'keepalive_timeout')) * 1000).toBeLessThan(defaults.keepAliveMs);
  });

  it('a trickled body is cut off within a minute even when each byte comes in time', () => {
    expect(defaults.requestMs).toBeLessThanOrEqual(60_000);
    expect(defaults.idleMs).toBeLessThanOrEqual(10_000);
  });
});
