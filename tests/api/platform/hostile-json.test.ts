/** Hostile input into every JSON-taking call (issue 8): each value below is
 * refused with a 4xx and an Azerbaijani message (checks.ts: never a 5xx, no
 * leak), and the shop's data is exactly as before. */
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, SELLER, type Customer, uniqueEmail, useTestApp, sampleAddress } from '../../helpers/app.ts';
import { type FieldKind, fingerprint, hostileValues, toJson, WRONG_TYPES } from '../../helpers/hostile.ts';

const t = useTestApp();
const REFUSED = [400, 404, 409, 413, 415];

type Call = {
  method: string;
  url: () => string;
  who: 'anyone' | 'customer' | 'seller';
  body: () => Record<string, unknown>;
  fields: [string[], FieldKind][];
};

let customer: Customer;
let seller: string;
let productId: string;
let newsId: string;
let addressId: string;
let orderId: string;

const ADDRESS_FIELDS: [string, FieldKind][] = [
  ['firstName', 'text'],
  ['lastName', 'optionalText'],
  ['email', 'email'],
  ['street', 'optionalText'],
  ['city', 'optionalText'],
  ['state', 'optionalText'],
  ['zipCode', 'zip'],
  ['country', 'optionalText'],
  ['phone', 'phone'],
];

const CALLS: Record<string, Call> = {
  register: {
    method: 'POST',
    url: () => '/api/user/register',
    who: 'anyone',
    body: () => ({ name: 'Ad', email: uniqueEmail('hostile'), password: PASSWORD }),
    fields: [
      [['name'], 'text'],
      [['email'], 'email'],
      [['password'], 'password'],
    ],
  },
  'user login': {
    method: 'POST',
    url: () => '/api/user/login',
    who: 'anyone',
    body: () => ({ email: customer.email, password: PASSWORD }),
    fields: [
      [['email'], 'email'],
      [['password'], 'password'],
    ],
  },
  'forgot password': {
    method: 'POST',
    url: () => '/api/user/forgot-password',
    who: 'anyone',
    body: () => ({ email: customer.email }),
    fields: [[['email'], 'email']],
  },
  'reset password': {
    method: 'POST',
    url: () => '/api/user/reset-password',
    who: 'anyone',
    body: () => ({ token: 'a'.repeat(43), password: 'Yeni-parol-123' }),
    fields: [
      [['token'], 'text'],
      [['password'], 'password'],
    ],
  },
  'seller login': {
    method: 'POST',
    url: () => '/api/seller/login',
    who: 'anyone',
    body: () => ({ ...SELLER }),
    fields: [
      [['email'], 'email'],
      [['password'], 'password'],
    ],
  },
  cart: {
    method: 'POST',
    url: () => '/api/cart/update',
    who: 'customer',
    body: () => ({ cartItems: { [productId]: 1 } }),
    fields: [
      [['cartItems'], 'id'],
      [['cartItems', '$product'], 'number'],
    ],
  },
  address: {
    method: 'POST',
    url: () => '/api/address/add',
    who: 'customer',
    body: () => ({ address: { ...sampleAddress } }),
    fields: [[['address'], 'id'], ...ADDRESS_FIELDS.map(([f, k]): [string[], FieldKind] => [['address', f], k])],
  },
  order: {
    method: 'POST',
    url: () => '/api/order/cod',
    who: 'customer',
    body: () => ({ items: [{ product: productId, quantity: 1 }], address: addressId }),
    fields: [
      [['items'], 'id'],
      [['items', '0', 'product'], 'id'],
      [['items', '0', 'quantity'], 'number'],
      [['address'], 'id'],
    ],
  },
  'order status': {
    method: 'PUT',
    url: () => `/api/order/seller/${orderId}/status`,
    who: 'seller',
    body: () => ({ status: 'Qəbul Edildi' }),
    fields: [[['status'], 'enum']],
  },
  stock: {
    method: 'POST',
    url: () => '/api/product/stock',
    who: 'seller',
    body: () => ({ id: productId, inStock: false }),
    fields: [
      [['id'], 'id'],
      [['inStock'], 'boolean'],
    ],
  },
  'news seen': {
    method: 'PUT',
    url: () => '/api/news/seen',
    who: 'seller',
    body: () => ({ id: newsId, seen: false }),
    fields: [
      [['id'], 'id'],
      [['seen'], 'boolean'],
    ],
  },
};

function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node = copy as Record<string, unknown>;
  const keys = path.map((key) => (key === '$product' ? productId : key));
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

/** Whole-body attacks every JSON call must refuse as well. */
function wholeBodies(valid: Record<string, unknown>): { payload: string; type: string }[] {
  const json = toJson(valid);
  return [
    { payload: `{"__proto__":{"isSeller":true},${json.slice(1)}`, type: 'application/json' },
    { payload: `{"constructor":{"prototype":{"isSeller":true}},${json.slice(1)}`, type: 'application/json' },
    { payload: `{"pad":"${'a'.repeat(2 * 1024 * 1024)}",${json.slice(1)}`, type: 'application/json' },
    { payload: json.slice(0, -1), type: 'application/json' },
    { payload: '', type: 'application/json' },
    { payload: 'null', type: 'application/json' },
    { payload: '[]', type: 'application/json' },
    { payload: '"x"', type: 'application/json' },
    { payload: json, type: 'text/plain' },
    { payload: `<x>${json}</x>`, type: 'application/xml' },
  ];
}

let sent = 0;

beforeAll(async () => {
  customer = await t.registerCustomer();
  seller = await t.loginSeller();
  productId = (await t.createProduct({ name: 'Hücum vitamini' }))._id;
  newsId = (await t.createNews())._id;
  addressId = (await t.createAddress(customer.cookie))._id;
  const order = await t.post(
    '/api/order/cod',
    { items: [{ product: productId, quantity: 1 }], address: addressId },
    customer.cookie,
  );
  orderId = order.body.order._id;
});

describe('hostile JSON bodies are refused and change nothing', () => {
  it.each(Object.keys(CALLS))('%s', async (name) => {
    const call = CALLS[name];
    const cookie = call.who === 'customer' ? customer.cookie : call.who === 'seller' ? seller : undefined;
    const before = await fingerprint(t.db);
    const inputs: { payload: string; type: string; what: string }[] = [];
    for (const [path, kind] of call.fields) {
      let values =
        path.length === 1 && kind === 'id' && ['cartItems', 'items', 'address'].includes(path[0])
          ? [...WRONG_TYPES, ...hostileValues('id')]
          : hostileValues(kind);
      if (path.join('.') === 'cartItems') values = values.filter((v) => toJson(v) !== '{}'); // an empty cart is a real cart
      for (const value of values)
        inputs.push({
          payload: toJson(withValue(call.body(), path, value)),
          type: 'application/json',
          what: `${path.join('.')}=${toJson(value).slice(0, 40)}`,
        });
    }
    for (const body of wholeBodies(call.body())) inputs.push({ ...body, what: body.payload.slice(0, 40) });
    for (const input of inputs) {
      const res = await t.call(call.method, call.url(), {
        payload: input.payload,
        headers: { 'content-type': input.type },
        cookie,
      });
      expect(REFUSED, `${name}: ${input.what} answered ${res.status}`).toContain(res.status);
      sent++;
    }
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it('sent at least 250 hostile JSON bodies in all', () => {
    expect(sent).toBeGreaterThanOrEqual(250);
  });
});
