/** A bounded trickle on loopback (issue 32 item 3, decision 0081), at a tenth of a second where
 * the shop counts in seconds: 200 connections trickle their bodies, and each is cut off by the
 * time between two reads (a byte later than IDLE_TIMEOUT_MS) or by the whole request's bound (a
 * byte in time, forever); a request answered at once (a visitor's upload) gets its 401 at once
 * and its connection is closed by the same bounds. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { useTestApp } from '../../helpers/app.ts';
import { listenInBlock, probe, trickle, within, type Probe } from '../../helpers/raw-http.ts';

const t = useTestApp();
const TIMEOUTS = { REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000', IDLE_TIMEOUT_MS: '500' };
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildApp({
    config: readConfig({ NODE_ENV: 'test', RATE_LIMIT_STORE: 'off', ...TIMEOUTS } as NodeJS.ProcessEnv),
    db: t.db,
    mailer: false,
  });
  port = await listenInBlock(app);
});
afterAll(() => app?.close());

const head = (path: string, type: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\n`;

async function trickling(count: number, path: string, type: string, everyMs: number): Promise<Probe[]> {
  const probes = await Promise.all(Array.from({ length: count }, () => probe(port)));
  for (const p of probes) {
    p.socket.write(head(path, type));
    void trickle(p.socket, 'a'.repeat(1000), everyMs);
  }
  return probes;
}

const closedTimes = (probes: Probe[]) => Promise.all(probes.map((p) => within(p.closed, 8000)));

describe('200 trickling connections are all cut off', () => {
  it('by the time between two reads, by the whole request, and after an early answer', async () => {
    const started = Date.now();
    const [late, inTime, answered] = await Promise.all([
      trickling(80, '/api/user/login', 'application/json', 900), // a byte every 0.9 s: later than 0.5 s
      trickling(80, '/api/user/login', 'application/json', 200), // a byte every 0.2 s: in time, for 200 s
      trickling(40, '/api/news/add-news', 'multipart/form-data; boundary=x', 200),
    ]);
    const firstStatus = await within(
      new Promise<number>((resolve) => {
        const check = setInterval(() => {
          if (answered.every((p) => /^HTTP\/1\.1 401/.test(p.received()))) resolve(Date.now() - started);
        }, 20);
        setTimeout(() => clearInterval(check), 8000);
      }),
      8000,
    );
    const [lateMs, inTimeMs, answeredMs] = await Promise.all([
      closedTimes(late),
      closedTimes(inTime),
      closedTimes(answered),
    ]);
    expect(firstStatus).not.toBe('timeout');
    expect(firstStatus as number).toBeLessThan(1500); // the 401 does not wait for the body
    expect(lateMs.every((ms) => ms !== 'timeout' && ms < 1800)).toBe(true); // 0.5 s after the first byte
    expect(inTimeMs.every((ms) => ms !== 'timeout' && ms >= 1900 && ms < 3800)).toBe(true); // the 2 s bound
    expect(inTime[0].received()).toMatch(/^HTTP\/1\.1 408/);
    expect(answeredMs.every((ms) => ms !== 'timeout' && ms < 3800)).toBe(true);
    // an answered request's timeout adds no second status line
    expect(answered.every((p) => (p.received().match(/HTTP\/1\.1 \d{3}/g) ?? []).length === 1)).toBe(true);
  }, 20_000);
});
