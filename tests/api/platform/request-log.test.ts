/** The request log (issue 32 item 12, decision 0082): one line per request, written when the answer
 * has gone, with method, address (its secrets redacted), status, time, bytes and client address. */
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
});
