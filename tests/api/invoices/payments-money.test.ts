/** Money in (issue 34 item 3): payments recorded by the accountant, the same payment twice counted
 * once, a reversal instead of an edit, the spec's isPaid following the payments, the customer's
 * and the company's view, the overdue list, audit rows for every write. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { auditLog, orders, payments } from '../../../server/db/schema.ts';
import { useTestApp } from '../../helpers/app.ts';
import { companyOnTerms, placeOrder } from '../../helpers/payments.ts';
import { staffOfEveryRole } from '../../helpers/staff.ts';

const t = useTestApp();
const pay = (id: string, body: object, cookie: string, key?: string) =>
  t.call('POST', `/api/payments/seller/order/${id}`, {
    json: body,
    cookie,
    headers: key ? { 'idempotency-key': key } : {},
  });
const isPaidOf = async (customer: { cookie: string }, id: string) =>
  (await t.get('/api/order/user', customer.cookie)).body.orders.find((o: { _id: string }) => o._id === id).isPaid;

describe('payments', () => {
  it('a payment sent twice with its key, or twice with its bank reference, counts once', async () => {
    const p = await t.createProduct({ offerPrice: 50 });
    const customer = await t.registerCustomer();
    const order = (await placeOrder(t, customer, p._id, 2, 'prepay')).body.order;
    const seller = await t.loginSeller();
    const first = await pay(order._id, { amount: 30, reference: 'KB-7781' }, seller, 'pay-1');
    expect(first.status).toBe(201);
    const again = await pay(order._id, { amount: 30, reference: 'KB-7781' }, seller, 'pay-1');
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Bu ödəniş artıq yazılıb.');
    expect(again.body.payment._id).toBe(first.body.payment._id);
    // without a key the bank reference is the payment's name; sent twice at once
    const twice = await Promise.all([1, 2].map(() => pay(order._id, { amount: 20, reference: 'KB-7790' }, seller)));
    expect(twice.map((r) => r.status).sort()).toEqual([200, 201]);
    const state = await t.get(`/api/payments/seller/order/${order._id}`, seller);
    expect(state.body.order).toMatchObject({ paid: 50, outstanding: 50, state: 'partly' });
    // the same key for another amount is refused
    expect((await pay(order._id, { amount: 5 }, seller, 'pay-1')).status).toBe(422);
  });

  it('isPaid follows the payments; a reversal is a negative entry and the order is unpaid again', async () => {
    const p = await t.createProduct({ offerPrice: 25 });
    const customer = await t.registerCustomer();
    const order = (await placeOrder(t, customer, p._id, 2, 'prepay')).body.order;
    const seller = await t.loginSeller();
    expect(
      (await pay(order._id, { amount: 20, paidOn: '2026-01-05', method: 'bank', reference: 'A1' }, seller)).status,
    ).toBe(201);
    expect(await isPaidOf(customer, order._id)).toBe(false);
    const mine = await t.get(`/api/payments/order/${order._id}`, customer.cookie);
    expect(mine.body.order).toMatchObject({ state: 'partly', paid: 20, outstanding: 30 });
    const rest = await pay(order._id, { amount: 30, reference: 'A2' }, seller);
    expect(await isPaidOf(customer, order._id)).toBe(true);
    expect((await pay(order._id, { amount: 0.01 }, seller)).body.message).toBe(
      'Məbləğ qalan borcdan çoxdur: qalıb 0,00\u00a0₼.',
    );
    const reversed = await t.post(`/api/payments/seller/${rest.body.payment._id}/reverse`, {}, seller);
    expect(reversed.status).toBe(201);
    expect(reversed.body.payment.amount).toBe(-30);
    expect((await t.post(`/api/payments/seller/${rest.body.payment._id}/reverse`, {}, seller)).status).toBe(409);
    expect(await isPaidOf(customer, order._id)).toBe(false);
    // never an edit: the database refuses it
    await expect(
      t.db.update(payments).set({ amountQepik: 1 }).where(eq(payments.orderId, order._id)),
    ).rejects.toThrow();
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'payment'));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'reverse']));
    // another customer's order: 404
    expect((await t.get(`/api/payments/order/${order._id}`, (await t.registerCustomer()).cookie)).status).toBe(404);
  });

  it('a COD order is paid when completed, as before', async () => {
    const p = await t.createProduct({ offerPrice: 10 });
    const customer = await t.registerCustomer();
    const order = (await placeOrder(t, customer, p._id, 1)).body.order;
    const seller = await t.loginSeller();
    await t.put(`/api/order/seller/${order._id}/status`, { status: ORDER_STATUS.accepted }, seller);
    const done = await t.put(`/api/order/seller/${order._id}/status`, { status: ORDER_STATUS.completed }, seller);
    expect(done.body.order.isPaid).toBe(true);
  });

  it("a company's balance moves with a payment; an order past its due date is on the overdue list", async () => {
    const p = await t.createProduct({ offerPrice: 40 });
    const { companyId, buyers } = await companyOnTerms(t, 500, 1, 10);
    const order = (await placeOrder(t, buyers[0], p._id, 2, 'terms')).body.order;
    const seller = await t.loginSeller();
    await t.put(`/api/order/seller/${order._id}/status`, { status: ORDER_STATUS.accepted }, seller);
    await t.put(`/api/order/seller/${order._id}/status`, { status: ORDER_STATUS.completed }, seller);
    await t.db
      .update(orders)
      .set({ dueAt: sql`now() - interval '1 day'` })
      .where(eq(orders.id, order._id));
    const before = (await t.get(`/api/payments/seller/companies/${companyId}`, seller)).body.statement;
    expect(before).toMatchObject({ owed: 80, overdue: 80, remaining: 420 });
    const overdue = (await t.get('/api/payments/seller/overdue', seller)).body.orders;
    expect(overdue.map((o: { number: number }) => o.number)).toContain(order.number);
    await pay(order._id, { amount: 50, reference: 'T-1' }, seller);
    const after = (await t.get(`/api/payments/seller/companies/${companyId}`, seller)).body.statement;
    expect(after).toMatchObject({ owed: 30, overdue: 30, remaining: 470 });
    expect(after.orders[0]).toMatchObject({ state: 'overdue', paid: 50 });
  });

  it('payments are the accountant’s: a manager reads, only owner and accountant write', async () => {
    const staff = await staffOfEveryRole(t);
    const p = await t.createProduct({ offerPrice: 10 });
    const order = (await placeOrder(t, await t.registerCustomer(), p._id, 1, 'prepay')).body.order;
    expect((await pay(order._id, { amount: 1 }, staff.manager.cookie)).status).toBe(403);
    expect((await t.get(`/api/payments/seller/order/${order._id}`, staff.manager.cookie)).status).toBe(200);
    expect((await pay(order._id, { amount: 1 }, staff.accountant.cookie)).status).toBe(201);
    expect((await pay(order._id, { amount: -1 }, staff.accountant.cookie)).status).toBe(400);
  });
});
