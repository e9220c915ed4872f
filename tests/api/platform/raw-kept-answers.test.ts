/** Kept answers sent before Fastify takes the request (decision 0151), over a real socket (inject
 * does not pass through the server's listener): the same bytes and headers as the hook's way, the
 * same rate-limit window and 429, a catalogue change seen at once, and any cookie, a conditional
 * GET or a compressed copy not yet made sent on to Fastify. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { RATE_TIERS } from '../../../server/rate-limit/tiers.ts';
import { useTestApp } from '../../helpers/app.ts';

// only a write or NOTIFY tells this instance that the catalogue changed, as in production
const t = useTestApp({ env: () => ({ CATALOG_CHECK_MS: '60000', RATE_LIMIT_STORE: 'memory' }) });
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => vi.restoreAllMocks());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const text = await res.text(); // fetch decodes gzip and brotli itself; Content-Encoding and -Length are compared
  const seen = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));
  return { status: res.status, headers: seen, text, id: res.headers.get('x-request-id') };
}

/** Whether the answer went Fastify's way: its early hook is where a kept answer is otherwise sent. */
async function throughFastify<T>(call: () => Promise<T>): Promise<[T, boolean]> {
  const hook = vi.spyOn(t.app.catalogCache, 'sendKept');
  try {
    const result = await call();
    return [result, hook.mock.calls.length > 0];
  } finally {
    hook.mockRestore();
  }
}

/** Asks until the address is answered before Fastify: the NOTIFY of a fixture's write arrives when it does. */
async function settled(url: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) if (!(await throughFastify(() => get(url)))[1]) return;
  throw new Error(`${url} was never answered before Fastify`);
}

describe('a kept answer before Fastify', () => {
  it('is the same answer, in every encoding, as the hook’s way gives a visitor with a cookie', async () => {
    await t.createProduct({ name: 'Vitamin — əvvəlcədən' });
    await settled('/api/product/list'); // the product's NOTIFY heard, the list built again
    for (const accept of ['identity', 'gzip', 'gzip, deflate, br']) {
      const [viaHook, hooked] = await throughFastify(() =>
        get('/api/product/list', { 'accept-encoding': accept, cookie: 'lang=az' }),
      );
      expect(hooked, accept).toBe(true);
      const [early, hookedAgain] = await throughFastify(() => get('/api/product/list', { 'accept-encoding': accept }));
      expect(hookedAgain, accept).toBe(false);
      expect(early.status).toBe(200);
      expect(early.text).toBe(viaHook.text);
      expect(early.headers, accept).toEqual(viaHook.headers);
      expect(early.id).toMatch(/^[\w-]{36}$/);
      // the header list is made once per entry: only the id is the request's own
      const [next] = await throughFastify(() => get('/api/product/list', { 'accept-encoding': accept }));
      expect(next.id).not.toBe(early.id);
      expect(next.headers).toEqual(early.headers);
    }
  });

  it('sends a conditional GET, a session cookie and an address not yet kept to Fastify', async () => {
    const first = await get('/api/news/list');
    expect(first.status).toBe(200);
    const [again, hooked] = await throughFastify(() =>
      get('/api/news/list', { 'if-none-match': String(first.headers.etag) }),
    );
    expect([again.status, hooked]).toEqual([304, true]);
    const [withSession, hookedSession] = await throughFastify(() =>
      get('/api/news/list', { cookie: 'sid=not-a-session' }),
    );
    expect([withSession.status, hookedSession]).toEqual([200, true]);
  });

  it('shows a catalogue change at once (NOTIFY), never the bytes of the version before', async () => {
    await get('/api/product/list');
    await get('/api/product/list');
    await t.createProduct({ name: 'Şampun — yeni versiya' });
    const deadline = Date.now() + 5000;
    let text = '';
    while (Date.now() < deadline && !text.includes('Şampun — yeni versiya'))
      text = (await get('/api/product/list')).text;
    expect(text).toContain('Şampun — yeni versiya');
  });

  it('counts the caller’s api tier in the same window, and past it Fastify answers the 429', async () => {
    const address = '127.0.0.1'; // every request of this test comes from here: counted from a fresh window
    t.app.counters.clear(`api:${address}`);
    await get('/api/product/list');
    for (let i = 1; i < RATE_TIERS.api.max; i++) {
      const res = await get(i % 2 ? '/api/product/list' : '/api/seller/is-auth');
      expect(res.status, `call ${i + 1}`).toBe(i % 2 ? 200 : 401);
    }
    const [refused, hooked] = await throughFastify(() => get('/api/product/list'));
    expect(hooked).toBe(false); // counted before Fastify, refused by its rate-limit hook
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toEqual({ success: false, message: MSG.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const withCookie = await get('/api/product/list', { cookie: 'lang=az' });
    expect(withCookie.status).toBe(429);
    expect({ ...withCookie.headers, 'retry-after': '' }).toEqual({ ...refused.headers, 'retry-after': '' });
    await t.app.counters.clear(`api:${address}`);
  });
});
