/** Issue 32 item 4 (decision 0079): placing an order happens once. Two or eight posts of the
 * cart's order form at the same moment (a double click before JavaScript, two tabs) place one
 * order and take the stock once; `POST /api/order/cod` with an `Idempotency-Key` answers the first
 * result again (the same body), 422 (another body) or 409 (the first still in flight). */
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartAction } from '../../../app/lib/cart/cart-actions.server.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { orders, products } from '../../../server/db/schema.ts';
import { createServices } from '../../../server/services/index.ts';
import { useTestApp, type Customer } from '../../helpers/app.ts';
import { trackedProduct } from '../../helpers/tracked-product.ts';

const { ORDER_KEY_TEXT } = textsIn('az');

const t = useTestApp();

const ordersOf = (c: Customer) => t.db.select().from(orders).where(eq(orders.userId, c.user._id));
const stockOf = async (id: string) =>
  (await t.db.select({ q: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].q;

async function customerWithCart(quantity: number) {
  const c = await t.registerCustomer();
  const address = await t.createAddress(c.cookie);
  const p = await trackedProduct(t, 10);
  expect((await t.post('/api/cart/update', { cartItems: { [p._id]: quantity } }, c.cookie)).status).toBe(200);
  return { c, address, p };
}

describe('the cart order form posted more than once at the same moment', () => {
  /** The cart's action as the page posts it, for a customer whose request read the cart it had then. */
  async function post(c: Customer, cart: Record<string, number>, fields: Record<string, string>) {
    const request = new Request('http://shop.test/cart', {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'order', ...fields }),
    });
    const context = {
      services: createServices(t.db),
      user: { ...c.user, cart },
      checkoutConfig: {},
      origin: 'http://shop.test',
    } as unknown as AppLoadContext;
    try {
      return await cartAction({ request, context });
    } catch (thrown) {
      return thrown; // a redirect is thrown
    }
  }
  const location = (answer: unknown) => (answer instanceof Response ? answer.headers.get('location') : null);

  it.each([2, 8])('%i posts of one form (one token) place one order, all end on its page', async (n) => {
    const { c, address, p } = await customerWithCart(3);
    const orderToken = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: n }, () => post(c, { [p._id]: 3 }, { address: address._id, orderToken })),
    );
    const placed = await ordersOf(c);
    expect(placed).toHaveLength(1);
    expect(answers.map(location)).toEqual(Array(n).fill(`/my-orders/${placed[0].id}?placed=1`));
    expect(await stockOf(p._id)).toBe(7);
  });

  it('two tabs (two tokens) place one order; the other is told the cart was ordered (409)', async () => {
    const { c, address, p } = await customerWithCart(2);
    const answers = await Promise.all(
      [1, 2].map(() => post(c, { [p._id]: 2 }, { address: address._id, orderToken: crypto.randomUUID() })),
    );
    const placed = await ordersOf(c);
    expect(placed).toHaveLength(1);
    expect(answers.map(location).filter(Boolean)).toEqual([`/my-orders/${placed[0].id}?placed=1`]);
    expect(answers.filter((a) => !(a instanceof Response))).toMatchObject([
      { data: { ok: false, message: ORDER_KEY_TEXT.cartOrdered }, init: { status: 409 } },
    ]);
    expect(await stockOf(p._id)).toBe(8);
  });
});

describe('POST /api/order/cod with an Idempotency-Key', () => {
  const cod = (c: Customer, body: unknown, key?: string) =>
    t.call('POST', '/api/order/cod', {
      json: body,
      cookie: c.cookie,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });

  it.each([2, 8])('%i requests at once with one key place one order and take the stock once', async (n) => {
    const { c, address, p } = await customerWithCart(1);
    const body = { items: [{ product: p._id, quantity: 2 }], address: address._id };
    const key = `"${crypto.randomUUID()}"`; // an sf-string, as the draft writes it
    const answers = await Promise.all(Array.from({ length: n }, () => cod(c, body, key)));
    const placed = await ordersOf(c);
    expect(placed).toHaveLength(1);
    expect(await stockOf(p._id)).toBe(8);
    for (const a of answers) {
      if (a.status === 201) expect(a.body.order._id).toBe(placed[0].id);
      else expect([a.status, a.body.message]).toEqual([409, ORDER_KEY_TEXT.inFlight]);
    }
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(1);
    // once the first is done, the same key and body answer its order again, marked a replay
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/order/cod',
      headers: { cookie: c.cookie, 'idempotency-key': key, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order._id).toBe(placed[0].id);
    expect(await ordersOf(c)).toHaveLength(1);
  });

  it('refuses the same key with another body (422), keeps it per customer, and places an order per key', async () => {
    const { c, address, p } = await customerWithCart(1);
    const body = { items: [{ product: p._id, quantity: 1 }], address: address._id };
    expect((await cod(c, body, 'k-1')).status).toBe(201);
    const other = await cod(c, { ...body, items: [{ product: p._id, quantity: 2 }] }, 'k-1');
    expect([other.status, other.body.message]).toEqual([422, ORDER_KEY_TEXT.otherBody]);
    expect((await cod(c, body, 'k-2')).status).toBe(201);
    expect((await cod(c, body)).status).toBe(201); // no key: every call is an order, as before
    expect(await ordersOf(c)).toHaveLength(3);
    // another customer's same key is theirs
    const d = await customerWithCart(1);
    const theirs = await cod(d.c, { items: [{ product: d.p._id, quantity: 1 }], address: d.address._id }, 'k-1');
    expect(theirs.status).toBe(201);
    expect(await ordersOf(d.c)).toHaveLength(1);
  });

  it('keeps no key for a refused request: the same key orders once the refusal is gone', async () => {
    const { c, address, p } = await customerWithCart(1);
    const body = { items: [{ product: p._id, quantity: 11 }], address: address._id };
    expect((await cod(c, body, 'retry')).status).toBe(409); // 10 left
    await t.db.update(products).set({ stockQuantity: 20 }).where(eq(products.id, p._id));
    expect((await cod(c, body, 'retry')).status).toBe(201);
  });

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(256)],
    ['not ASCII', 'açar'],
  ])('refuses a key that is %s with 400 and its message', async (_label, key) => {
    const { c, address, p } = await customerWithCart(1);
    const res = await cod(c, { items: [{ product: p._id, quantity: 1 }], address: address._id }, key);
    expect([res.status, res.body.message]).toEqual([400, ORDER_KEY_TEXT.badKey]);
    expect(await ordersOf(c)).toHaveLength(0);
  });
});

describe('the API document', () => {
  it('states the Idempotency-Key header of POST /api/order/cod and the seller call that sets a delivery', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json(); // read whole: it names password fields
    const cod = doc.paths['/api/order/cod'].post;
    const header = cod.parameters.find((p: { in: string; name: string }) => p.in === 'header');
    expect(header).toMatchObject({ name: 'idempotency-key', required: false });
    expect(header.description ?? header.schema?.description).toContain('draft-ietf-httpapi-idempotency-key-header');
    expect(Object.keys(cod.responses)).toEqual(expect.arrayContaining(['201', '409', '422']));
    expect(doc.paths['/api/order/seller/{id}/delivery'].put.requestBody).toBeTruthy();
  });
});
