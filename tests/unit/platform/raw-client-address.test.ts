/** The raw request's address as Fastify reads it (decision 0162): the per-connection trust and the
 * single X-Forwarded-For shortcut give exactly what proxy-addr gives, for every shape a proxy or a
 * client sends, trusted or not. */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { describe, expect, it } from 'vitest';
import { rawAddressReader } from '../../../server/raw-client-address.ts';

const request = (peer: string, headers: Record<string, string | string[]>) =>
  ({ headers, socket: { remoteAddress: peer }, url: '/api/product/list' }) as unknown as IncomingMessage;

const FORWARDED = [
  undefined,
  '',
  '   ',
  '203.0.113.7',
  ' 203.0.113.7 ',
  '2001:db8::1',
  'not-an-address',
  '198.51.100.1, 203.0.113.7',
  '203.0.113.7, 127.0.0.1',
  '10.0.0.1,127.0.0.2, 192.0.2.5',
  ', 203.0.113.7',
];
const PEERS = ['127.0.0.1', '::ffff:127.0.0.1', '::1', '192.0.2.44', '10.1.2.3'];

describe('the raw request address', () => {
  for (const trustProxy of [false, ['127.0.0.1'], ['127.0.0.1', '10.0.0.0/8']] as const)
    it(`is proxy-addr's answer for every peer and X-Forwarded-For (TRUST_PROXY ${JSON.stringify(trustProxy)})`, () => {
      const reader = rawAddressReader(trustProxy ? [...trustProxy] : false);
      const trust = trustProxy ? proxyAddr.compile([...trustProxy]) : () => false;
      for (const peer of PEERS)
        for (const forwarded of FORWARDED) {
          const headers: Record<string, string> = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
          const expected = proxyAddr(request(peer, headers), trust);
          // the same socket read twice: the second answer comes from the connection's remembered trust
          const req = request(peer, headers);
          expect([reader.ipOf(req), reader.ipOf(req)], `${peer} / ${forwarded}`).toEqual([expected, expected]);
        }
    });

  it('reads the protocol and host from a trusted proxy only', () => {
    const reader = rawAddressReader(['127.0.0.1']);
    const headers = { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'vetshop.az' };
    expect(reader.urlOf(request('127.0.0.1', headers))).toBe('https://vetshop.az/api/product/list');
    expect(reader.urlOf(request('192.0.2.44', headers))).toBe('http://internal:3000/api/product/list');
  });
});
