/** The general API tier counted at once for an anonymous caller in memory (decision 0151): a kept
 * catalogue answer is counted in the same window as every other call of that address, and past
 * the limit it is refused with the very answer the limiter gives (429, Retry-After, the message). */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { RATE_TIERS } from '../../../server/rate-limit/tiers.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp({ env: () => ({ RATE_LIMIT_STORE: 'memory' }) });

async function get(app: FastifyInstance, url: string, remoteAddress: string, cookie?: string) {
  const res = await app.inject({ method: 'GET', url, remoteAddress, headers: cookie ? { cookie } : {} });
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
}

describe('the API tier of an anonymous caller, kept answers included', () => {
  it('refuses the 601st call of a minute, kept list or not, with the limiter’s own answer', async () => {
    await t.createProduct({ name: 'Vitamin — sayılır' });
    const address = '203.0.113.80';
    // half from the kept list (answered as the request arrives), half through the routes
    for (let i = 0; i < RATE_TIERS.api.max; i++) {
      const res = await get(t.app, i % 2 ? '/api/product/list' : '/api/seller/is-auth', address);
      expect(res.status, `call ${i + 1}`).toBe(i % 2 ? 200 : 401);
    }
    const kept = await get(t.app, '/api/product/list', address);
    // a made-up session cookie sends the call through the limiter's own path, the same window
    const limiter = await get(t.app, '/api/product/list', address, 'sid=not-a-session');
    for (const refused of [kept, limiter]) {
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({ success: false, message: MSG.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(Object.keys(kept.headers).sort()).toEqual(Object.keys(limiter.headers).sort());
    expect({ ...kept.headers, 'retry-after': '' }).toEqual({ ...limiter.headers, 'retry-after': '' });
    // another address is counted apart
    expect((await get(t.app, '/api/product/list', '203.0.113.81')).status).toBe(200);
  });
});
