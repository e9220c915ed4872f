/** Rate limits per client address, in tiers, counted in PostgreSQL so that
 * every instance sees the same counts (issue 8, docs/architecture.md §API, §Scale). */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { RATE_TIERS } from '../../../server/rate-limit/tiers.ts';
import { PASSWORD, SELLER, uniqueEmail, useTestApp } from '../../helpers/app.ts';
import { checkAnswer } from '../../helpers/checks.ts';

const ENV = { RATE_LIMIT_STORE: 'postgres' };
const t = useTestApp({ env: () => ENV });
let second: FastifyInstance;

beforeAll(async () => {
  second = await buildApp({
    config: readConfig({ NODE_ENV: 'test', ...ENV } as NodeJS.ProcessEnv),
    db: t.db,
    mailer: false,
  });
  await second.ready();
});
afterAll(() => second?.close());

/** A login from `remoteAddress` on one of the two instances. */
async function login(app: FastifyInstance, path: string, json: object, remoteAddress: string) {
  const res = await app.inject({ method: 'POST', url: path, payload: json, remoteAddress });
  const body = checkAnswer(res.statusCode, res.body, res.headers['content-type'] as string, `POST ${path}`) as {
    message?: string;
  };
  return { status: res.statusCode, body, retryAfter: res.headers['retry-after'] };
}

describe('login tier: credential stuffing from one address', () => {
  it('lets at most 30 login attempts a minute through from one address, across many e-mails and both instances', async () => {
    const attacker = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const app = i % 2 ? second : t.app; // the balancer alternates instances
      const path = i % 5 ? '/api/user/login' : '/api/seller/login';
      const res = await login(app, path, { email: uniqueEmail('stuffing'), password: `guess-${i}` }, attacker);
      if (res.status === 429) {
        expect(res.body.message).toBe(MSG.tooManyRequests);
        expect(Number(res.retryAfter)).toBeGreaterThan(0);
      }
      statuses.push(res.status);
    }
    const through = statuses.filter((s) => s !== 429).length;
    expect(through).toBe(RATE_TIERS.login.max);
    expect(RATE_TIERS.login.max).toBeLessThanOrEqual(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it('while an attacker guesses, the customer and the seller still log in with their passwords', async () => {
    const customer = await t.registerCustomer();
    const attacker = '203.0.113.51';
    for (let i = 0; i < 40; i++) {
      const app = i % 2 ? second : t.app;
      await login(app, '/api/user/login', { email: customer.email, password: `yanlis-${i}` }, attacker);
      await login(app, '/api/seller/login', { email: SELLER.email, password: `yanlis-${i}` }, attacker);
    }
    expect(
      (await login(t.app, '/api/user/login', { email: customer.email, password: 'yanlis' }, attacker)).status,
    ).toBe(429);
    expect(
      (await login(second, '/api/user/login', { email: customer.email, password: PASSWORD }, '192.0.2.10')).status,
    ).toBe(200);
    expect((await login(t.app, '/api/seller/login', SELLER, '192.0.2.11')).status).toBe(200);
  });
});

describe('failed logins per account, across instances', () => {
  it('5 wrong passwords split across two instances lock that address out of that account, not the owner', async () => {
    const customer = await t.registerCustomer();
    const guesser = '198.51.100.20';
    for (let i = 0; i < 5; i++) {
      const res = await login(
        i % 2 ? second : t.app,
        '/api/user/login',
        { email: customer.email, password: `yanlis-${i}` },
        guesser,
      );
      expect(res.status).toBe(401);
    }
    const sixth = await login(second, '/api/user/login', { email: customer.email, password: PASSWORD }, guesser);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(MSG.tooManyAttempts);
    expect(
      (await login(t.app, '/api/user/login', { email: customer.email, password: PASSWORD }, '198.51.100.21')).status,
    ).toBe(200);
  });
});

describe('an owner who shares the guesser’s address', () => {
  it.each([
    ['customer', '/api/user/login'],
    ['seller', '/api/seller/login'],
  ])('the %s still logs in from a browser that logged in before', async (who, path) => {
    const shared = '192.0.2.77'; // one office NAT: owner and guesser look alike
    const owner = who === 'seller' ? { ...SELLER } : { email: (await t.registerCustomer()).email, password: PASSWORD };
    const first = await t.app.inject({ method: 'POST', url: path, payload: owner, remoteAddress: shared });
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'login_device')!;
    expect(device.httpOnly).toBe(true);
    for (let i = 0; i < 6; i++)
      await login(i % 2 ? second : t.app, path, { email: owner.email, password: `yanlis-${i}` }, shared);
    expect((await login(t.app, path, owner, shared)).status).toBe(429); // a browser without the cookie waits
    const again = await second.inject({
      method: 'POST',
      url: path,
      payload: owner,
      remoteAddress: shared,
      cookies: { login_device: device.value },
    });
    expect(again.statusCode).toBe(200);
    // the cookie is the account's own: it does not open the window for other accounts
    const other = await login(t.app, '/api/user/login', { email: uniqueEmail('x'), password: 'yanlis' }, shared);
    expect(other.status).toBe(401);
  });
});

describe('other tiers', () => {
  it('registration from one address is limited, counted by both instances together', async () => {
    const address = '203.0.113.60';
    let created = 0;
    let refused = 0;
    for (let i = 0; i < RATE_TIERS.register.max + 4; i++) {
      const app = i % 2 ? second : t.app;
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { name: 'Ad', email: uniqueEmail('tier'), password: PASSWORD },
        remoteAddress: address,
      });
      checkAnswer(res.statusCode, res.body, res.headers['content-type'] as string, 'register');
      if (res.statusCode === 201) created++;
      if (res.statusCode === 429) refused++;
    }
    expect(created).toBe(RATE_TIERS.register.max);
    expect(refused).toBe(4);
  });

  it('the general API tier counts every call of an address, on both instances', async () => {
    const address = '203.0.113.70';
    let last = 0;
    for (let i = 0; i < RATE_TIERS.api.max + 1; i++) {
      const res = await (i % 2 ? second : t.app).inject({
        method: 'GET',
        url: '/api/seller/is-auth',
        remoteAddress: address,
      });
      last = res.statusCode;
      if (i < RATE_TIERS.api.max) expect(res.statusCode).toBe(401);
    }
    expect(last).toBe(429);
    // another address is not affected
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/seller/is-auth', remoteAddress: '203.0.113.71' })).statusCode,
    ).toBe(401);
  });
});
