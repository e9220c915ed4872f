/** Issue 40 item 1 (decision 0120, amending 0078): an order from the spec's own address (city
 * "Bakı", state "Bakı", no district: Baku with its district unknown, which no demo zone holds
 * whole) is placed with its delivery to be agreed, and the spec's status calls still run it:
 * accept, revert, complete, revert completion, cancel after accept. `POST /api/order/cod` places
 * it as COD; completing it with its fee never set settles the fee as 0 ₼, in its history and by
 * e-mail; the seller may set the fee until then, and finds such orders in the list and overview. */
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ZONES } from '../../../domain/delivery/demo-zones.ts';
import { zoneForAddress } from '../../../domain/delivery/zone-match.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { outbox } from '../../../server/db/schema.ts';
import { getOverview } from '../../../server/services/orders/overview.ts';
import { useTestApp } from '../../helpers/app.ts';
import { companyOnTerms } from '../../helpers/payments.ts';

const t = useTestApp();

/** The spec's address object (§3) as its client sends it: Baku in both fields, no district. */
const specAddress = {
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  email: 'aysel@test.az',
  street: 'Nizami küçəsi 10',
  city: 'Bakı',
  state: 'Bakı',
  zipCode: 'AZ1000',
  country: 'Azərbaycan',
  phone: '0501234567',
};

let seller: string;
let zoneIds: Record<string, string>;
beforeAll(async () => {
  seller = await t.loginSeller();
  expect((await t.put('/api/delivery', { zones: DEMO_ZONES }, seller)).status).toBe(200);
  const zones: { _id: string; name: string }[] = (await t.get('/api/delivery')).body.zones;
  zoneIds = Object.fromEntries(zones.map((z) => [z.name, z._id]));
});

async function specOrder(cookie?: string) {
  const customer = cookie ? { cookie, email: '' } : await t.registerCustomer();
  const added = await t.post('/api/address/add', { address: specAddress }, customer.cookie);
  expect(added.status).toBe(201);
  const product = await t.createProduct({ offerPrice: 10 });
  const res = await t.post(
    '/api/order/cod',
    { items: [{ product: product._id, quantity: 2 }], address: added.body.address._id },
    customer.cookie,
  );
  expect(res.status).toBe(201);
  return { customer, order: res.body.order, id: res.body.order._id as string };
}

const status = (id: string, s: string) => t.put(`/api/order/seller/${id}/status`, { status: s }, seller);

describe("the spec's address", () => {
  it('names no demo zone: Baku with its district unknown', () => {
    expect(zoneForAddress(DEMO_ZONES, specAddress)).toBeNull();
  });

  it('orders as COD with its delivery to be agreed, for a retail buyer and a company on terms', async () => {
    const retail = await specOrder();
    expect(retail.order).toMatchObject({ amount: 20, deliveryToAgree: true, paymentType: 'COD', paymentMethod: 'cod' });
    const onTerms = (await companyOnTerms(t, 1000)).buyers[0];
    const company = await specOrder(onTerms.cookie);
    expect(company.order).toMatchObject({ deliveryToAgree: true, paymentType: 'COD' });
  });
});

describe("the spec's status calls run an order whose fee is still to be agreed", () => {
  it('accept, revert, accept, complete, revert completion, complete: each 200 with the spec message', async () => {
    const { id } = await specOrder();
    for (const s of [
      ORDER_STATUS.accepted,
      ORDER_STATUS.sent,
      ORDER_STATUS.accepted,
      ORDER_STATUS.completed,
      ORDER_STATUS.accepted,
      ORDER_STATUS.completed,
    ]) {
      const res = await status(id, s);
      expect([res.status, res.body.message]).toEqual([200, `Sifariş statusu yenilənib: ${s}`]);
    }
  });

  it('cancels after accepting', async () => {
    const { id } = await specOrder();
    expect((await status(id, ORDER_STATUS.accepted)).status).toBe(200);
    const cancelled = await status(id, ORDER_STATUS.cancelled);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe(ORDER_STATUS.cancelled);
  });
});

describe('the fee is set until completion, else settled as 0 ₼', () => {
  it('the seller sets it on an accepted order; the customer is e-mailed the final amount', async () => {
    const { customer, id } = await specOrder();
    expect((await status(id, ORDER_STATUS.accepted)).status).toBe(200);
    const set = await t.put(`/api/order/seller/${id}/delivery`, { zone: zoneIds['Bakı – II zona'] }, seller);
    expect(set.status).toBe(200);
    expect(set.body.order).toMatchObject({
      amount: 24,
      deliveryFee: 4,
      deliveryToAgree: false,
      status: 'Qəbul Edildi',
    });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, customer.email), like(outbox.subject, '%yekun məbləğ%')));
    expect(mails.map((m) => m.text.includes('Yekun məbləğ: 24,00\u00a0₼'))).toEqual([true]);
  });

  it('completing it unset settles 0 ₼: final amount, history row, e-mail; no fee is set after', async () => {
    const { customer, id } = await specOrder();
    await status(id, ORDER_STATUS.accepted);
    const done = await status(id, ORDER_STATUS.completed);
    expect(done.body.order).toMatchObject({ amount: 20, deliveryFee: 0, deliveryToAgree: false, isPaid: true });
    const mine = (await t.get('/api/order/user', customer.cookie)).body.orders[0];
    expect(mine).toMatchObject({ amount: 20, deliveryFee: 0, deliveryToAgree: false });
    const history = (await t.get(`/api/order/seller/${id}/events`, seller)).body.events.map(
      (e: { to: string }) => e.to,
    );
    expect(history).toContain('delivery-settled');
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, customer.email), like(outbox.subject, '%yekun məbləğ%')));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Yekun məbləğ: 20,00\u00a0₼');
    expect(mails[0].text).toContain('0,00\u00a0₼');
    await status(id, ORDER_STATUS.accepted); // un-completed: the settled fee stays final
    const late = await t.put(`/api/order/seller/${id}/delivery`, { zone: zoneIds['Gəncə'] }, seller);
    expect(late.status).toBe(409);
  });

  it('the list and the overview count accepted orders still waiting for their fee', async () => {
    const { id } = await specOrder();
    await status(id, ORDER_STATUS.accepted);
    const listed = await t.get('/api/order/seller?delivery=agree&limit=100', seller);
    expect(listed.body.orders.map((o: { _id: string }) => o._id)).toContain(id);
    const overview = await getOverview(t.db);
    expect(overview.deliveryToAgree).toBe(listed.body.total);
    const { id: cancelled } = await specOrder();
    await status(cancelled, ORDER_STATUS.cancelled); // a cancelled order waits for nothing
    const after = await t.get('/api/order/seller?delivery=agree&limit=100', seller);
    expect(after.body.orders.map((o: { _id: string }) => o._id)).not.toContain(cancelled);
    expect((await getOverview(t.db)).deliveryToAgree).toBe(after.body.total);
  });
});
