/** The order history (issue 10): every change recorded with who and when, a
 * deletion too, outliving the order; a completed, paid order is deleted only
 * with its number typed. */
import { describe, expect, it } from 'vitest';
import { TRANSITION_MESSAGES } from '../../../domain/orders/order-status.ts';
import { listEventsByNumber } from '../../../server/services/orders/order-events.ts';
import { SELLER, useTestApp } from '../../helpers/app.ts';

const t = useTestApp();

async function placedOrder() {
  const c = await t.registerCustomer();
  const address = await t.createAddress(c.cookie);
  const product = await t.createProduct({ offerPrice: 5 });
  const res = await t.post(
    '/api/order/cod',
    { items: [{ product: product._id, quantity: 1 }], address: address._id },
    c.cookie,
  );
  expect(res.status).toBe(201);
  return { customer: c, order: res.body.order as { _id: string; number: number } };
}

describe('order history', () => {
  it('records the placing, each status change and who made it, oldest first', async () => {
    const { customer, order } = await placedOrder();
    const seller = await t.loginSeller();
    await t.put(`/api/order/seller/${order._id}/status`, { status: 'Qəbul Edildi' }, seller);
    await t.put(`/api/order/seller/${order._id}/status`, { status: 'Göndərilib' }, seller);
    expect((await t.post(`/api/order/${order._id}/cancel`, undefined, customer.cookie)).status).toBe(200);
    const res = await t.get(`/api/order/seller/${order._id}/events`, seller);
    expect(
      res.body.events.map((e: { actor: string; actorEmail: string; from: string | null; to: string }) => [
        e.actor,
        e.actorEmail,
        e.from,
        e.to,
      ]),
    ).toEqual([
      ['customer', customer.email, null, 'Göndərilib'],
      ['seller', SELLER.email, 'Göndərilib', 'Qəbul Edildi'],
      ['seller', SELLER.email, 'Qəbul Edildi', 'Göndərilib'],
      ['customer', customer.email, 'Göndərilib', 'Ləğv Edildi'],
    ]);
    expect(res.body.events.every((e: { createdAt: string }) => !Number.isNaN(Date.parse(e.createdAt)))).toBe(true);
  });

  it('a refused change records nothing; only a seller reads the history', async () => {
    const { customer, order } = await placedOrder();
    const seller = await t.loginSeller();
    expect((await t.put(`/api/order/seller/${order._id}/status`, { status: 'Tamamlandı' }, seller)).status).toBe(409);
    expect((await t.get(`/api/order/seller/${order._id}/events`, seller)).body.events).toHaveLength(1);
    expect((await t.get(`/api/order/seller/${order._id}/events`, customer.cookie)).status).toBe(403);
    expect((await t.get(`/api/order/seller/${order._id}/events`)).status).toBe(401);
  });
});

describe('deleting an order', () => {
  it('a pending order goes after the ordinary confirm; its deletion is recorded', async () => {
    const { order } = await placedOrder();
    const seller = await t.loginSeller();
    expect((await t.del(`/api/order/seller/${order._id}`, seller)).status).toBe(200);
    const events = await listEventsByNumber(t.db, order.number);
    expect(events.at(-1)).toMatchObject({
      actor: 'seller',
      actorEmail: SELLER.email,
      from: 'Göndərilib',
      to: 'deleted',
    });
  });

  it('a completed, paid order needs its number; the record of who deleted it outlives it', async () => {
    const { order } = await placedOrder();
    const seller = await t.loginSeller();
    await t.put(`/api/order/seller/${order._id}/status`, { status: 'Qəbul Edildi' }, seller);
    const done = await t.put(`/api/order/seller/${order._id}/status`, { status: 'Tamamlandı' }, seller);
    expect(done.body.order.isPaid).toBe(true);

    for (const url of [
      `/api/order/seller/${order._id}`,
      `/api/order/seller/${order._id}?confirm=${order.number + 1}`,
    ]) {
      const refused = await t.del(url, seller);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(TRANSITION_MESSAGES.typeNumberToDelete);
    }
    expect((await t.del(`/api/order/seller/${order._id}?confirm=abc`, seller)).status).toBe(400);
    expect((await t.del(`/api/order/seller/${order._id}?confirm=${order.number}`, seller)).status).toBe(200);
    expect(
      (await t.get('/api/order/seller', seller)).body.orders.some((o: { _id: string }) => o._id === order._id),
    ).toBe(false);

    const events = await listEventsByNumber(t.db, order.number);
    expect(events.map((e) => e.to)).toEqual(['Göndərilib', 'Qəbul Edildi', 'Tamamlandı', 'deleted']);
    expect(events.at(-1)).toMatchObject({ actor: 'seller', actorEmail: SELLER.email, from: 'Tamamlandı' });
  });
});
