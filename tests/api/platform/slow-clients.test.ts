/** Slow and stalling clients against a real server on 127.0.0.1 with short
 * timeouts (issue 8 §5, §6): trickled bodies and headers are cut off within
 * the configured time, and a body the server never reads does not stall the
 * keep-alive connection. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { useTestApp } from '../../helpers/app.ts';
import { multipart } from '../../helpers/multipart.ts';
import { listenInBlock, probe, trickle, within } from '../../helpers/raw-http.ts';

const t = useTestApp();
const TIMEOUTS = {
  REQUEST_TIMEOUT_MS: '1000',
  HEADERS_TIMEOUT_MS: '600',
  IDLE_TIMEOUT_MS: '3000',
  KEEP_ALIVE_TIMEOUT_MS: '1000',
};
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

describe('slow-body probe', () => {
  it('closes 30 connections that trickle their bodies within the request timeout', async () => {
    const head =
      'POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n';
    const probes = await Promise.all(Array.from({ length: 30 }, () => probe(port)));
    for (const p of probes) {
      p.socket.write(head);
      void trickle(p.socket, `{"email":"a@test.az","password":"${'x'.repeat(360)}"}`, 100); // 1 byte / 100 ms: 40 s for the body
    }
    const times = await Promise.all(probes.map((p) => within(p.closed, 5000)));
    expect(times.every((ms) => ms !== 'timeout')).toBe(true);
    // request timeout 1 s, checked every 150 ms; never near the 40 s the client wanted
    expect(Math.max(...(times as number[]))).toBeLessThan(2500);
    expect(probes[0].received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that trickles its headers within the headers timeout', async () => {
    const p = await probe(port);
    void trickle(p.socket, 'GET /api/product/list HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'y'.repeat(200), 50);
    const ms = await within(p.closed, 5000);
    expect(ms).not.toBe('timeout');
    expect(ms as number).toBeLessThan(2000);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const p = await probe(port);
    p.socket.write('GET /api/product/list HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const ms = await within(p.closed, 5000);
    expect(p.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).not.toBe('timeout');
    expect(ms as number).toBeLessThan(2500);
  });
});

describe('a body the server does not read', () => {
  it('after a refused 2 MB upload, the keep-alive connection answers or closes at once', async () => {
    const form = multipart({ name: 'x', category: 'Həblər' }, [
      { filename: 'a.png', contentType: 'image/png', data: Buffer.alloc(2 * 1024 * 1024, 7) },
    ]);
    const p = await probe(port);
    p.socket.write(
      `POST /api/product/add-product HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`,
    );
    p.socket.write(form.payload);
    p.socket.write('GET /api/product/list HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const started = Date.now();
    const answered = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if ((p.received().match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= 2) resolve(clearInterval(check));
      }, 20);
      void p.closed.then(() => resolve(clearInterval(check)));
    });
    expect(await within(answered, 3000)).not.toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(p.received()).toMatch(/^HTTP\/1\.1 401/);
    p.socket.destroy();
  });
});
