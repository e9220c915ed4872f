/** The security rules of docs/architecture.md §API across the whole API: the role guard on
 * every call, cross-site requests, malformed and oversized bodies. */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { SELLER, UNKNOWN_ID, useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const ID = UNKNOWN_ID;

const USER_CALLS: [string, string][] = [
  ['POST', '/api/cart/update'],
  ['GET', '/api/address/get'],
  ['POST', '/api/address/add'],
  ['POST', '/api/order/cod'],
  ['GET', '/api/order/user'],
  ['POST', `/api/order/${ID}/cancel`],
];
const SELLER_CALLS: [string, string][] = [
  ['POST', '/api/product/add-product'],
  ['PUT', `/api/product/${ID}`],
  ['POST', '/api/product/stock'],
  ['DELETE', `/api/product/${ID}`],
  ['POST', '/api/news/add-news'],
  ['PUT', `/api/news/${ID}`],
  ['PUT', '/api/news/seen'],
  ['DELETE', `/api/news/${ID}`],
  ['GET', '/api/order/seller'],
  ['PUT', `/api/order/seller/${ID}/status`],
  ['DELETE', `/api/order/seller/${ID}`],
  ['GET', '/api/user/all-users'],
  ['DELETE', `/api/user/delete/${ID}`],
];
const PUBLIC_CALLS: [string, string][] = [
  ['GET', '/api/product/list'],
  ['GET', '/api/news/list'],
  ['GET', '/api/seller/logout'],
  ['GET', '/api/user/logout'],
];

describe('role guards', () => {
  it.each([...USER_CALLS, ...SELLER_CALLS])('%s %s refuses an anonymous caller with 401', async (method, url) => {
    const res = await t.call(method, url, { json: {} });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.unauthorized);
  });

  it.each(SELLER_CALLS)('%s %s refuses a customer with 403', async (method, url) => {
    const c = await t.registerCustomer();
    const res = await t.call(method, url, { json: {}, cookie: c.cookie });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.sellerOnly);
  });

  it.each(USER_CALLS)('%s %s refuses a seller (not a customer) with 401', async (method, url) => {
    expect((await t.call(method, url, { json: {}, cookie: await t.loginSeller() })).status).toBe(401);
  });

  it.each(PUBLIC_CALLS)('%s %s is open to anyone', async (method, url) => {
    expect((await t.call(method, url)).status).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a POST whose Origin names another site with 403, and does nothing', async () => {
    const email = 'qurban@test.az';
    const res = await t.call('POST', '/api/user/register', {
      json: { name: 'Qurban', email, password: 'Gizli-parol-123' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.crossSite);
    expect((await t.post('/api/user/login', { email, password: 'Gizli-parol-123' })).status).toBe(401);
  });

  it('refuses a logged-in state change from another site, cookie or not', async () => {
    const c = await t.registerCustomer();
    const res = await t.call('POST', '/api/cart/update', {
      json: { cartItems: {} },
      cookie: c.cookie,
      headers: { origin: 'http://localhost.evil.az' },
    });
    expect(res.status).toBe(403);
  });

  it('refuses Sec-Fetch-Site: cross-site and an opaque Origin "null"', async () => {
    expect(
      (await t.call('POST', '/api/seller/login', { json: SELLER, headers: { 'sec-fetch-site': 'cross-site' } })).status,
    ).toBe(403);
    expect((await t.call('POST', '/api/seller/login', { json: SELLER, headers: { origin: 'null' } })).status).toBe(403);
  });

  it('accepts the same origin and safe methods from anywhere', async () => {
    const same = await t.call('POST', '/api/seller/login', {
      json: SELLER,
      headers: { host: 'vetshop.az', origin: 'https://vetshop.az', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(200);
    expect((await t.call('GET', '/api/product/list', { headers: { origin: 'https://evil.example' } })).status).toBe(
      200,
    );
  });
});

describe('malformed and oversized bodies', () => {
  it.each([['/api/product/%E0%A4%A'], ['/api/news/%ZZ']])(
    'answers the malformed address %s with 400 in Azerbaijani',
    async (url) => {
      const res = await t.get(url);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.invalidInput);
    },
  );

  it('answers malformed JSON with 400 and the JSON message', async () => {
    const res = await t.call('POST', '/api/user/login', {
      payload: '{"email": "a@test.az",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.invalidJson);
  });

  it('answers an empty JSON body with 400', async () => {
    expect(
      (await t.call('POST', '/api/user/login', { payload: '', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
  });

  it.each([['null'], ['[]'], ['"text"'], ['42']])(
    'answers the JSON %s where an object belongs with 400 in Azerbaijani',
    async (payload) => {
      const res = await t.call('POST', '/api/user/register', {
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
    },
  );

  it('refuses a JSON body over 1 MB with 413, on public and logged-in calls', async () => {
    const big = { name: 'x'.repeat(1024 * 1024 + 10), email: 'a@test.az', password: 'Gizli-parol-123' };
    const res = await t.post('/api/user/register', big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MSG.bodyTooLarge);
    const c = await t.registerCustomer();
    expect((await t.post('/api/cart/update', { cartItems: {}, pad: 'y'.repeat(1100 * 1024) }, c.cookie)).status).toBe(
      413,
    );
  });

  it('refuses a body of an unknown media type with 415', async () => {
    const res = await t.call('POST', '/api/user/login', {
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.status).toBe(415);
  });

  it('answers an unknown API path with 404 in Azerbaijani', async () => {
    const res = await t.get('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.notFound);
  });
});
