/** The request log (issue 32 item 12, decision 0082): one line per request, written when the answer
 * has gone, with method, address (its secrets redacted), status, time, bytes and client address. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { createLogger } from '../../../server/logger.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const dir = mkdtempSync(path.join(os.tmpdir(), 'vetshop-request-log-'));
const file = path.join(dir, 'log.ndjson');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    config: readConfig({ NODE_ENV: 'test', RATE_LIMIT_STORE: 'off' } as NodeJS.ProcessEnv),
    db: t.db,
    mailer: false,
    logger: createLogger('info', file),
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

describe('the request log', () => {
  it('writes one line per request, with what an operator needs and no secret', async () => {
    const before = lines().length;
    const res = await app.inject({ url: '/reset-password?token=sirr-123', method: 'GET' });
    await app.inject({ url: '/api/user/login', method: 'POST', payload: { email: 'a@test.az', password: 'x' } });
    const written = lines().slice(before);
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({
      level: 30,
      msg: 'answered',
      method: 'GET',
      status: res.statusCode,
      ip: '127.0.0.1',
    });
    expect(written[0].url).toBe('/reset-password?token=[redacted]');
    expect(typeof written[0].ms).toBe('number');
    expect(written[0].reqId).toBeTruthy();
    expect(written[1]).toMatchObject({ method: 'POST', url: '/api/user/login', status: 401 });
    expect(JSON.stringify(written)).not.toContain('sirr-123');
  });

  it('writes the same line for an answer sent before Fastify (raw-kept-answers.ts) as for one Fastify sent', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const ask = async () => {
      const hook = vi.spyOn(app.catalogCache, 'sendKept');
      const route = vi.spyOn(app.catalogCache, 'sendJson');
      try {
        const before = lines().length;
        const res = await fetch(`${base}/api/product/list?q=%22d%C9%99rman%22`, {
          headers: { 'accept-encoding': 'identity' },
        });
        await res.arrayBuffer();
        const early = hook.mock.calls.length === 0 && route.mock.calls.length === 0;
        return { line: lines().slice(before)[0], early, bytes: Number(res.headers.get('content-length')) };
      } finally {
        hook.mockRestore();
        route.mockRestore();
      }
    };
    const viaFastify = await ask(); // the route answers it, and keeps the answer for the next ask
    expect(viaFastify.early).toBe(false);
    let early = await ask();
    for (let tries = 0; !early.early && tries < 20; tries++) early = await ask();
    expect(early.early).toBe(true);
    const same = (line: Record<string, unknown>) => JSON.stringify({ ...line, time: 0, reqId: 'id', ms: 0 });
    expect(same(early.line)).toBe(same(viaFastify.line));
    expect(early.line).toMatchObject({ level: 30, method: 'GET', status: 200, bytes: early.bytes, ip: '127.0.0.1' });
    expect(early.line.url).toBe('/api/product/list?q=%22d%C9%99rman%22');
    expect(early.line.reqId).not.toBe(viaFastify.line.reqId);
  });
});
