/** Order status changes through the API (docs/architecture.md §Order states, §API): the seller's
 * transitions with the spec's refusals, isPaid following completion, the
 * customer's cancel while 'Göndərilib', and deletion. */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { ORDER_STATUS as S, TRANSITION_MESSAGES as M, type OrderStatus } from '../../../domain/orders/order-status.ts';
import { UNKNOWN_ID, useTestApp } from '../../helpers/app.ts';

const t = useTestApp();

/** The seller's steps that bring a new order to each status. */
const PATH: Record<OrderStatus, OrderStatus[]> = {
  [S.sent]: [],
  [S.accepted]: [S.accepted],
  [S.completed]: [S.accepted, S.completed],
  [S.cancelled]: [S.cancelled],
};

async function newOrder() {
  const c = await t.registerCustomer();
  const address = await t.createAddress(c.cookie);
  const p = await t.createProduct({ offerPrice: 7 });
  const res = await t.post(
    '/api/order/cod',
    { items: [{ product: p._id, quantity: 1 }], address: address._id },
    c.cookie,
  );
  return { id: res.body.order._id as string, cookie: c.cookie };
}

async function orderIn(status: OrderStatus) {
  const order = await newOrder();
  const seller = await t.loginSeller();
  for (const step of PATH[status])
    expect((await t.put(`/api/order/seller/${order.id}/status`, { status: step }, seller)).status).toBe(200);
  return order;
}

// [from, to, refusal or null when allowed]
const SELLER_TABLE: [OrderStatus, OrderStatus, string | null][] = [
  [S.sent, S.sent, M.alreadyInStatus],
  [S.sent, S.accepted, null],
  [S.sent, S.completed, M.acceptFirst],
  [S.sent, S.cancelled, null],
  [S.accepted, S.sent, null],
  [S.accepted, S.accepted, M.alreadyInStatus],
  [S.accepted, S.completed, null],
  [S.accepted, S.cancelled, null],
  [S.completed, S.sent, M.cannotRevert],
  [S.completed, S.accepted, null],
  [S.completed, S.completed, M.alreadyInStatus],
  [S.completed, S.cancelled, M.completedCannotCancel],
  [S.cancelled, S.sent, M.cannotRevert],
  [S.cancelled, S.accepted, M.cannotRevert],
  [S.cancelled, S.completed, M.cancelledCannotComplete],
  [S.cancelled, S.cancelled, M.alreadyInStatus],
];

describe('seller status changes', () => {
  it.each(SELLER_TABLE)('%s → %s: %s', async (from, to, refusal) => {
    const order = await orderIn(from);
    const seller = await t.loginSeller();
    const res = await t.put(`/api/order/seller/${order.id}/status`, { status: to }, seller);
    const [after] = (await t.get('/api/order/user', order.cookie)).body.orders;
    if (refusal) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(refusal);
      expect(after.status).toBe(from);
    } else {
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.orderStatusUpdated(to));
      expect(res.body.order).toMatchObject({ _id: order.id, status: to, isPaid: to === S.completed });
      expect(after).toMatchObject({ status: to, isPaid: to === S.completed });
    }
  });

  it('completing marks the order paid; reverting the completion marks it unpaid', async () => {
    const order = await orderIn(S.completed);
    expect((await t.get('/api/order/user', order.cookie)).body.orders[0].isPaid).toBe(true);
    await t.put(`/api/order/seller/${order.id}/status`, { status: S.accepted }, await t.loginSeller());
    expect((await t.get('/api/order/user', order.cookie)).body.orders[0].isPaid).toBe(false);
  });

  it.each([
    ['an unknown status', { status: 'Ödənilib' }],
    ['a missing status', {}],
    ['a number', { status: 2 }],
  ])('refuses %s with 400', async (_label, body) => {
    const order = await newOrder();
    expect((await t.put(`/api/order/seller/${order.id}/status`, body, await t.loginSeller())).status).toBe(400);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const seller = await t.loginSeller();
    const res = await t.put(`/api/order/seller/${UNKNOWN_ID}/status`, { status: S.accepted }, seller);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.orderNotFound);
    expect((await t.put('/api/order/seller/42/status', { status: S.accepted }, seller)).status).toBe(400);
  });

  it('refuses anonymous callers (401) and customers (403), even on their own order', async () => {
    const order = await newOrder();
    expect((await t.put(`/api/order/seller/${order.id}/status`, { status: S.accepted })).status).toBe(401);
    expect((await t.put(`/api/order/seller/${order.id}/status`, { status: S.accepted }, order.cookie)).status).toBe(
      403,
    );
  });
});

describe('customer cancel', () => {
  it("cancels the customer's own order while it is 'Göndərilib'", async () => {
    const order = await newOrder();
    const res = await t.post(`/api/order/${order.id}/cancel`, undefined, order.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.orderCancelled);
    expect(res.body.order).toMatchObject({ _id: order.id, status: S.cancelled, isPaid: false });
    expect(res.body.order.customer).toBeUndefined();
  });

  it.each([S.accepted, S.completed, S.cancelled])('refuses to cancel an order in %s with 409', async (status) => {
    const order = await orderIn(status);
    const res = await t.post(`/api/order/${order.id}/cancel`, undefined, order.cookie);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.customerCancelOnlyPending);
  });

  it("answers 404 for another customer's order and leaves it untouched", async () => {
    const order = await newOrder();
    const stranger = await t.registerCustomer();
    const res = await t.post(`/api/order/${order.id}/cancel`, undefined, stranger.cookie);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.orderNotFound);
    expect((await t.get('/api/order/user', order.cookie)).body.orders[0].status).toBe(S.sent);
  });

  it('answers 404 unknown, 400 malformed, 401 anonymous or seller', async () => {
    const order = await newOrder();
    expect((await t.post(`/api/order/${UNKNOWN_ID}/cancel`, undefined, order.cookie)).status).toBe(404);
    expect((await t.post('/api/order/xyz/cancel', undefined, order.cookie)).status).toBe(400);
    expect((await t.post(`/api/order/${order.id}/cancel`)).status).toBe(401);
    expect((await t.post(`/api/order/${order.id}/cancel`, undefined, await t.loginSeller())).status).toBe(401);
  });
});

describe('deleting an order', () => {
  it('the seller deletes it: gone for the customer and the seller', async () => {
    const order = await newOrder();
    const seller = await t.loginSeller();
    const res = await t.del(`/api/order/seller/${order.id}`, seller);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.orderDeleted);
    expect((await t.get('/api/order/user', order.cookie)).body.orders).toEqual([]);
    expect((await t.del(`/api/order/seller/${order.id}`, seller)).status).toBe(404);
    expect((await t.del('/api/order/seller/not-an-id', seller)).status).toBe(400);
  });

  it('refuses anonymous callers (401) and customers (403)', async () => {
    const order = await newOrder();
    expect((await t.del(`/api/order/seller/${order.id}`)).status).toBe(401);
    expect((await t.del(`/api/order/seller/${order.id}`, order.cookie)).status).toBe(403);
    expect((await t.get('/api/order/user', order.cookie)).body.orders).toHaveLength(1);
  });
});
