/** Limits key on who is asking (issue 20 item 3, decision 0012): a neighbour's flood of anonymous
 * uploads and API calls from the seller's own address (one office router, one carrier's NAT) uses
 * up that address's tiers, and the seller signed in from the same address works on, untouched;
 * so does a signed-in customer there. Counted in PostgreSQL, as with several instances. */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { RATE_TIERS } from '../../../server/rate-limit/tiers.ts';
import { SELLER, useTestApp, type Customer } from '../../helpers/app.ts';
import { checkAnswer } from '../../helpers/checks.ts';
import { multipart, realImage } from '../../helpers/multipart.ts';

const t = useTestApp({ env: () => ({ RATE_LIMIT_STORE: 'postgres' }) });
const SHARED = '198.51.100.99'; // the seller's address, and the neighbour's

async function call(
  method: string,
  url: string,
  opts: { payload?: Buffer | object; headers?: object; cookie?: string },
) {
  const headers = { ...(opts.headers as Record<string, string>), ...(opts.cookie ? { cookie: opts.cookie } : {}) };
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    payload: opts.payload as never,
    headers,
    remoteAddress: SHARED,
  });
  const body: any = checkAnswer(res.statusCode, res.body, res.headers['content-type'] as string, `${method} ${url}`);
  return { status: res.statusCode, body, cookies: res.cookies };
}

/** The neighbour: anonymous uploads and API calls, 20 at a time. */
async function flood(count: number, productId: string, newsId: string): Promise<number[]> {
  const upload = multipart({ name: 'Spam', category: 'Həblər' }, [
    { filename: 'x.png', contentType: 'image/png', data: Buffer.alloc(2048, 1) },
  ]);
  const requests = [
    () => call('POST', '/api/product/add-product', upload),
    () => call('PUT', `/api/product/${productId}`, upload),
    () => call('PUT', `/api/news/${newsId}`, upload),
    () => call('GET', '/api/product/list', {}),
    () => call('GET', '/api/seller/is-auth', {}),
    () => call('GET', '/api/order/seller', {}),
    () => call('POST', '/api/cart/update', { payload: { cartItems: {} } }),
  ];
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, (_, j) => requests[(i + j) % requests.length]());
    statuses.push(...(await Promise.all(batch)).map((r) => r.status));
  }
  return statuses;
}

/** A day's work in the panel: log in, add a product with images, edit it, list orders and products. */
async function sellerWork(): Promise<number[]> {
  const login = await call('POST', '/api/seller/login', { payload: SELLER });
  const seller = `seller_sid=${login.cookies.find((c) => c.name === 'seller_sid')?.value}`;
  const statuses = [login.status];
  for (let round = 0; round < 3; round++) {
    const added = await call('POST', '/api/product/add-product', {
      ...multipart({ name: `Yeni vitamin ${round}`, category: 'Həblər', offerPrice: '5' }, [
        await realImage(),
        await realImage('jpeg'),
      ]),
      cookie: seller,
    });
    expect(added.body.message ?? '').not.toBe(MSG.tooManyRequests);
    const edited = await call('PUT', `/api/product/${added.body.product?._id}`, {
      ...multipart({ name: `Yeni vitamin ${round}, 100 q`, category: 'Həblər', offerPrice: '6' }, [await realImage()]),
      cookie: seller,
    });
    const orders = await call('GET', '/api/order/seller', { cookie: seller });
    const products = await call('GET', '/api/product/list', { cookie: seller });
    const me = await call('GET', '/api/seller/is-auth', { cookie: seller });
    statuses.push(added.status, edited.status, orders.status, products.status, me.status);
  }
  return statuses;
}

describe('a neighbour’s flood from the seller’s address', () => {
  it('2 000 anonymous uploads and calls in a minute: the seller signed in there gets no 429, the neighbour does', async () => {
    const product = await t.createProduct();
    const news = await t.createNews();
    const customer: Customer = await t.registerCustomer(); // registered elsewhere, signs in at the shared address
    const signedIn = await call('POST', '/api/user/login', {
      payload: { email: customer.email, password: customer.password },
    });
    const customerCookie = `sid=${signedIn.cookies.find((c) => c.name === 'sid')?.value}`;

    const first = await flood(1000, product._id, news._id);
    const [neighbour, seller] = await Promise.all([flood(1000, product._id, news._id), sellerWork()]);
    const customerOrders = await call('GET', '/api/order/user', { cookie: customerCookie });

    const refused = [...first, ...neighbour].filter((s) => s === 429).length;
    expect(refused).toBe(2000 - RATE_TIERS.api.max - RATE_TIERS.upload.max); // the address's tiers ran out
    expect(seller.filter((s) => s === 429)).toEqual([]);
    expect(seller).toEqual([200, ...Array.from({ length: 3 }, () => [201, 200, 200, 200, 200]).flat()]);
    expect(customerOrders.status).toBe(200);
  }, 120_000);

  it('a signed-in seller has a tier of their own, generous but not endless', async () => {
    const login = await call('POST', '/api/seller/login', { payload: SELLER });
    const seller = `seller_sid=${login.cookies.find((c) => c.name === 'seller_sid')?.value}`;
    expect(RATE_TIERS.api.sellerMax).toBeGreaterThanOrEqual(5 * RATE_TIERS.api.max);
    const statuses: number[] = [];
    for (let i = 0; i < RATE_TIERS.api.sellerMax + 1; i += 50) {
      const batch = Array.from({ length: Math.min(50, RATE_TIERS.api.sellerMax + 1 - i) }, () =>
        call('GET', '/api/seller/is-auth', { cookie: seller }),
      );
      statuses.push(...(await Promise.all(batch)).map((r) => r.status));
    }
    const through = statuses.filter((s) => s === 200).length;
    expect(through).toBeGreaterThan(RATE_TIERS.api.sellerMax - 50); // the first test's few calls of this seller count too
    expect(through).toBeLessThanOrEqual(RATE_TIERS.api.sellerMax);
    expect(statuses.filter((s) => s === 429).length).toBe(statuses.length - through);
  }, 120_000);
});
