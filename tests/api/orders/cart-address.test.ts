/** /api/cart and /api/address: the customer's own cart and addresses. */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import type { AppLoadContext } from 'react-router';
import { cartAction } from '../../../app/lib/cart/cart-actions.server.ts';
import { createServices } from '../../../server/services/index.ts';
import { sampleAddress, UNKNOWN_ID, useTestApp, type Customer } from '../../helpers/app.ts';

const t = useTestApp();

describe('cart', () => {
  it('saves the cart, drops unknown products and zero lines, and is-auth returns it', async () => {
    const c = await t.registerCustomer();
    const a = await t.createProduct();
    const b = await t.createProduct({ inStock: false });
    const res = await t.post('/api/cart/update', { cartItems: { [a._id]: 2, [b._id]: 0, [UNKNOWN_ID]: 3 } }, c.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: MSG.cartUpdated, cart: { [a._id]: 2 } });
    expect(Object.keys(res.body.cart)).toEqual([a._id]);
    expect((await t.get('/api/user/is-auth', c.cookie)).body.user.cart).toEqual({ [a._id]: 2 });
    const login = await t.post('/api/user/login', { email: c.email, password: c.password });
    expect(login.body.user.cart).toEqual({ [a._id]: 2 });
  });

  it('accepts a product id in uppercase (UUIDs ignore case) and keeps the line', async () => {
    const c = await t.registerCustomer();
    const a = await t.createProduct();
    const res = await t.post('/api/cart/update', { cartItems: { [a._id.toUpperCase()]: 4 } }, c.cookie);
    expect(res.body.cart).toEqual({ [a._id]: 4 });
  });

  it('an empty cart clears it', async () => {
    const c = await t.registerCustomer();
    const a = await t.createProduct();
    await t.post('/api/cart/update', { cartItems: { [a._id]: 1 } }, c.cookie);
    expect((await t.post('/api/cart/update', { cartItems: {} }, c.cookie)).body.cart).toEqual({});
  });

  it.each([
    ['quantity -1', -1],
    ['quantity 1000', 1000],
    ['quantity 1.5', 1.5],
    ['quantity "2"', '2'],
    ['quantity null', null],
  ])('refuses %s with 400 and keeps the old cart', async (_label, quantity) => {
    const c = await t.registerCustomer();
    const a = await t.createProduct();
    await t.post('/api/cart/update', { cartItems: { [a._id]: 1 } }, c.cookie);
    expect((await t.post('/api/cart/update', { cartItems: { [a._id]: quantity } }, c.cookie)).status).toBe(400);
    expect((await t.get('/api/user/is-auth', c.cookie)).body.user.cart).toEqual({ [a._id]: 1 });
  });

  it.each([
    ['a malformed product id', { cartItems: { 'not-a-uuid': 1 } }],
    ['an array of items', { cartItems: [1, 2] }],
    ['no cartItems', {}],
  ])('refuses %s with 400', async (_label, body) => {
    const c = await t.registerCustomer();
    expect((await t.post('/api/cart/update', body, c.cookie)).status).toBe(400);
  });

  it('refuses anonymous callers and sellers with 401', async () => {
    expect((await t.post('/api/cart/update', { cartItems: {} })).status).toBe(401);
    expect((await t.post('/api/cart/update', { cartItems: {} }, await t.loginSeller())).status).toBe(401);
  });
});

describe("the cart page's changes", () => {
  /** POST /cart as the hydrated page sends it, by a customer whose request read `cart` at its start. */
  async function post(user: Customer['user'] | null, cart: Record<string, number>, fields: Record<string, string>) {
    const request = new Request('http://shop.test/cart', { method: 'POST', body: new URLSearchParams(fields) });
    const context = { services: createServices(t.db), user: user && { ...user, cart } } as unknown as AppLoadContext;
    return cartAction({ request, context });
  }

  it('two tabs adding at once both count: each change applies to the cart saved, not the one its request read', async () => {
    const c = await t.registerCustomer();
    const products = await Promise.all(Array.from({ length: 8 }, () => t.createProduct()));
    // every request read the empty cart before any of them saved
    await Promise.all(products.map((p) => post(c.user, {}, { intent: 'add', productId: p._id, quantity: '2' })));
    const saved = (await t.get('/api/user/is-auth', c.cookie)).body.user.cart;
    expect(saved).toEqual(Object.fromEntries(products.map((p) => [p._id, 2])));
    await post(c.user, {}, { intent: 'remove', productId: products[0]._id });
    expect(Object.keys((await t.get('/api/user/is-auth', c.cookie)).body.user.cart)).toHaveLength(7);
  });

  it('adding a product deleted since the page was shown is refused with its message; the cart keeps its lines', async () => {
    const c = await t.registerCustomer();
    const a = await t.createProduct();
    await post(c.user, {}, { intent: 'add', productId: a._id });
    const refused = { data: { ok: false, message: MSG.productNotFound }, init: { status: 404 } };
    expect(await post(c.user, {}, { intent: 'add', productId: UNKNOWN_ID })).toMatchObject(refused);
    expect(await post(null, {}, { intent: 'buy', productId: UNKNOWN_ID })).toMatchObject(refused); // a visitor
    expect((await t.get('/api/user/is-auth', c.cookie)).body.user.cart).toEqual({ [a._id]: 1 });
  });
});

describe('addresses', () => {
  it('adds an address with phone in E.164 and zip as AZ1000, answering 201', async () => {
    const c = await t.registerCustomer();
    const res = await t.post('/api/address/add', { address: sampleAddress }, c.cookie);
    expect(res.status).toBe(201);
    expect(res.body.address).toEqual({
      ...sampleAddress,
      _id: expect.any(String),
      phone: '+994501234567',
      zipCode: 'AZ1000',
      isDefault: true,
    });
    const list = await t.get('/api/address/get', c.cookie);
    expect(list.status).toBe(200);
    expect(list.body.addresses).toEqual([res.body.address]);
  });

  it('needs only firstName, email and phone', async () => {
    const c = await t.registerCustomer();
    const res = await t.post(
      '/api/address/add',
      { address: { firstName: 'Orxan', email: 'o@test.az', phone: '+994 55 555 55 55' } },
      c.cookie,
    );
    expect(res.status).toBe(201);
    expect(res.body.address).toMatchObject({ lastName: '', street: '', city: '', zipCode: '', phone: '+994555555555' });
  });

  it.each([
    ['no firstName', { firstName: undefined }],
    ['no phone', { phone: undefined }],
    ['letters in the phone', { phone: '050-abc-45-67' }],
    ['a malformed email', { email: 'aysel' }],
    ['a bad zip code', { zipCode: 'AZ12' }],
    ['a number for the city', { city: 7 }],
  ])('refuses %s with 400', async (_label, override) => {
    const c = await t.registerCustomer();
    const res = await t.post('/api/address/add', { address: { ...sampleAddress, ...override } }, c.cookie);
    expect(res.status).toBe(400);
    expect((await t.get('/api/address/get', c.cookie)).body.addresses).toEqual([]);
  });

  it('refuses a body without the address wrapper with 400', async () => {
    const c = await t.registerCustomer();
    expect((await t.post('/api/address/add', sampleAddress, c.cookie)).status).toBe(400);
  });

  it('a customer sees only their own addresses', async () => {
    const alice = await t.registerCustomer();
    const bob = await t.registerCustomer();
    const mine = await t.createAddress(alice.cookie, { firstName: 'Alisa' });
    await t.createAddress(bob.cookie, { firstName: 'Bəhruz' });
    const list = (await t.get('/api/address/get', alice.cookie)).body.addresses;
    expect(list.map((a: { _id: string }) => a._id)).toEqual([mine._id]);
  });

  it('refuses anonymous callers and sellers with 401', async () => {
    const seller = await t.loginSeller();
    expect((await t.get('/api/address/get')).status).toBe(401);
    expect((await t.get('/api/address/get', seller)).status).toBe(401);
    expect((await t.post('/api/address/add', { address: sampleAddress })).status).toBe(401);
    expect((await t.post('/api/address/add', { address: sampleAddress }, seller)).status).toBe(401);
  });
});
