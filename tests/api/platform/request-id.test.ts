/** A request's id (issue 44 item 5): in the answer's X-Request-Id and in every log line the request
 * causes; a proxy's id kept only from a trusted proxy and only when it is plain; a person at a
 * terminal reads lines, not JSON. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { createLogger } from '../../../server/logger.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const dir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-request-id-'));
const file = path.join(dir, 'log.ndjson');
let app: FastifyInstance;

beforeAll(async () => {
  const config = readConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_STORE: 'off',
    TRUST_PROXY: '10.0.0.5',
  } as NodeJS.ProcessEnv);
  app = await buildApp({ config, db: t.db, mailer: false, logger: createLogger('info', file) });
  // a route that logs on its own before it fails, as a loader or a service would
  app.get('/test-logs-twice', async (request) => {
    request.log.warn('looking for the product');
    throw new Error('gözlənilməz');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const lines = () =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

describe('the request id', () => {
  it('is answered in X-Request-Id and carried by every line the request logs', async () => {
    const before = lines().length;
    const res = await app.inject({ url: '/test-logs-twice' });
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const written = lines().slice(before);
    expect(written.length).toBeGreaterThanOrEqual(2);
    for (const line of written) expect(line.reqId).toBe(id);
    expect(written.map((l) => l.msg)).toContain('looking for the product');
  });

  it('differs from request to request, on the API and the health checks alike', async () => {
    const [a, b] = await Promise.all([app.inject({ url: '/api/product/list' }), app.inject({ url: '/healthz' })]);
    expect(a.headers['x-request-id']).toBeTruthy();
    expect(b.headers['x-request-id']).toBeTruthy();
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("keeps a trusted proxy's plain id, and no one else's", async () => {
    const proxyId = 'f3a9c1d2e4b5a6978877665544332211';
    const fromProxy = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': proxyId },
      remoteAddress: '10.0.0.5',
    });
    expect(fromProxy.headers['x-request-id']).toBe(proxyId);
    const fromStranger = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': proxyId },
      remoteAddress: '10.0.0.9',
    });
    expect(fromStranger.headers['x-request-id']).not.toBe(proxyId);
    for (const forged of ['a'.repeat(65), 'bir iki', 'x\u0000y', ''])
      expect(
        (await app.inject({ url: '/healthz', headers: { 'x-request-id': forged }, remoteAddress: '10.0.0.5' })).headers[
          'x-request-id'
        ],
      ).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the log at a terminal', () => {
  it('is written as lines a person reads, not JSON', async () => {
    const pretty = path.join(dir, 'pretty.log');
    const logger = createLogger('info', pretty, true);
    logger.info({ orderId: 'VA-1' }, 'sifariş qəbul edildi');
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const text = readFileSync(pretty, 'utf8');
    expect(text).toMatch(/INFO.*sifariş qəbul edildi/);
    expect(text).toContain('orderId: "VA-1"');
    expect(text).not.toContain('{"level"');
  });
});
