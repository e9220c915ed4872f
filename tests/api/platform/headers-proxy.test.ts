/** Headers, proxies, logout and the API docs (issue 8 §9, §10). */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { SELLER, useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const apps: Record<string, FastifyInstance> = {};

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: readConfig({ NODE_ENV: 'test', RATE_LIMIT_STORE: 'off', ...env } as NodeJS.ProcessEnv),
    db: t.db,
    mailer: false,
  });
  await app.ready();
  return app;
}
beforeAll(async () => {
  apps.proxied = await appWith({ TRUST_PROXY: '127.0.0.1' });
  apps.production = await appWith({ NODE_ENV: 'production' });
});
afterAll(() => Promise.all(Object.values(apps).map((a) => a.close())));

/** helmet's headers with the shop's options (server/security-headers.ts), as a browser reads them. */
const SECURITY_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('headers', () => {
  it.each(['/api/product/list', '/api/yoxdur', '/images/yoxdur.webp'])(
    '%s carries a Permissions-Policy and the security headers',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\)/);
      expect(res.headers).toMatchObject(SECURITY_HEADERS);
    },
  );

  it('a request refused before its route (unknown method, body too large) carries them too', async () => {
    const unknown = await t.app.inject({ method: 'PROPFIND' as 'GET', url: '/api/product/list' });
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-length': String(10 ** 10), 'content-type': 'application/json' },
      payload: '{}',
    });
    for (const res of [unknown, large]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers).toMatchObject(SECURITY_HEADERS);
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    }
  });
});

describe('forwarded headers', () => {
  const login = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'proxy@test.az', password: 'yanlis' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('X-Forwarded-Host from an untrusted client cannot make a foreign Origin look like the shop', async () => {
    const res = await t.call('POST', '/api/user/login', {
      json: { email: 'a@test.az', password: 'x' },
      headers: { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.crossSite);
  });

  it('X-Forwarded-For from an untrusted client does not change its address', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t.app, `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await login(t.app, '198.51.100.99')).statusCode).toBe(429);
  });

  it('from a configured proxy, X-Forwarded-For names the client', async () => {
    for (let i = 0; i < 5; i++) expect((await login(apps.proxied, '203.0.113.1')).statusCode).toBe(401);
    expect((await login(apps.proxied, '203.0.113.1')).statusCode).toBe(429);
    expect((await login(apps.proxied, '203.0.113.2')).statusCode).toBe(401);
  });

  it('PUBLIC_URL names the shop when the Host header is the proxy’s', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://vetaqro.az' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'a@test.az', password: 'x' },
      headers: { origin: 'https://vetaqro.az', host: '127.0.0.1:3000' },
    });
    expect(res.statusCode).toBe(401); // not refused as cross-site
    await app.close();
  });
});

describe('logout', () => {
  it('POST logs a customer out', async () => {
    const c = await t.registerCustomer();
    expect((await t.call('POST', '/api/user/logout', { cookie: c.cookie })).status).toBe(200);
    expect((await t.get('/api/user/is-auth', c.cookie)).status).toBe(401);
  });

  it.each([
    ['sec-fetch-site', 'cross-site'],
    ['referer', 'https://evil.example/page'],
  ])('GET from another site (%s: %s) is refused and the session stays', async (header, value) => {
    const c = await t.registerCustomer();
    const res = await t.call('GET', '/api/user/logout', { cookie: c.cookie, headers: { [header]: value } });
    expect(res.status).toBe(403);
    expect((await t.get('/api/user/is-auth', c.cookie)).status).toBe(200);
    const seller = await t.call('GET', '/api/seller/logout', {
      cookie: await t.loginSeller(),
      headers: { [header]: value },
    });
    expect(seller.status).toBe(403);
  });

  it('GET from the shop itself still logs out (the spec’s contract)', async () => {
    const c = await t.registerCustomer();
    expect(
      (await t.call('GET', '/api/user/logout', { cookie: c.cookie, headers: { 'sec-fetch-site': 'same-origin' } }))
        .status,
    ).toBe(200);
    expect((await t.get('/api/user/is-auth', c.cookie)).status).toBe(401);
  });
});

describe('API docs', () => {
  it('in production, Swagger UI is for sellers only, under a CSP; the document is public', async () => {
    const app = apps.production;
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/seller/login', payload: SELLER });
    const cookie = `seller_sid=${login.cookies.find((c) => c.name === 'seller_sid')!.value}`;
    const ui = await app.inject({ url: '/api/docs', headers: { cookie } });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-security-policy']).toMatch(/default-src 'self'.*script-src 'self'/);
    expect(ui.headers['content-security-policy']).not.toMatch(/https:|unsafe-eval/);
  });
});
