/** Payment reminders (issue 34 item 4, decision 0106): two job workers, each with its own pool on
 * the one database as two instances have, sweep at the same moment; each reminder is sent once,
 * an unpaid prepaid order is cancelled once with its stock returned once; a paid order is left
 * alone; an order on terms is reminded before and after its due date. */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { connect, type Db } from '../../../server/db/client.ts';
import { orderEvents, orders, outbox, products } from '../../../server/db/schema.ts';
import { runPaymentReminders } from '../../../server/services/payments/reminders.ts';
import { useTestApp } from '../../helpers/app.ts';
import { quietLog } from '../../helpers/database.ts';
import { companyOnTerms, placeOrder } from '../../helpers/payments.ts';
import { trackedProduct } from '../../helpers/tracked-product.ts';

const t = useTestApp();
let second: { db: Db; pool: { end: () => Promise<void> } };
beforeAll(async () => {
  second = await connect(t.database.url!, quietLog, 4);
});
afterAll(async () => second?.pool.end());

const age = (id: string, days: number) =>
  t.db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(orders.id, id));
const mailsOf = async (to: string, subject: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.to, to))).filter((m) => m.subject.includes(subject));
/** Two workers at once, as two instances' timers may fire. */
const bothSweep = () => Promise.all([runPaymentReminders(t.db), runPaymentReminders(second.db)]);

describe('payment reminders with two workers', () => {
  it('a prepaid order unpaid is reminded once, then cancelled once with its stock returned', async () => {
    const p = await trackedProduct(t, 10);
    const customer = await t.registerCustomer();
    const order = (await placeOrder(t, customer, p._id, 4, 'prepay')).body.order;
    await bothSweep(); // placed today: nothing yet
    expect(await mailsOf(customer.email, 'ödənişi gözləyirik')).toHaveLength(0);
    await age(order._id, 4); // past the 3 days of the demo settings
    for (let i = 0; i < 3; i++) await bothSweep();
    const reminders = await mailsOf(customer.email, 'ödənişi gözləyirik');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toContain('AZ21 NABZ 0000 0000 1370 1000 1944');
    expect(reminders[0].text).toContain(`Sifariş № ${order.number}`);
    await age(order._id, 8); // past the 7 days
    await bothSweep();
    await bothSweep();
    expect(await mailsOf(customer.email, 'ləğv edildi')).toHaveLength(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row.status).toBe(ORDER_STATUS.cancelled);
    const [product] = await t.db.select().from(products).where(eq(products.id, p._id));
    expect(product.stockQuantity).toBe(10);
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.toStatus, ORDER_STATUS.cancelled)));
    expect(events).toHaveLength(1);
    expect(events[0].actor).toBe('system');
  });

  it('a paid prepaid order is neither reminded nor cancelled', async () => {
    const p = await t.createProduct({ offerPrice: 15 });
    const customer = await t.registerCustomer();
    const order = (await placeOrder(t, customer, p._id, 1, 'prepay')).body.order;
    await t.post(`/api/payments/seller/order/${order._id}`, { amount: 15 }, await t.loginSeller());
    await age(order._id, 10);
    await bothSweep();
    await bothSweep();
    expect((await t.db.select().from(outbox).where(eq(outbox.to, customer.email))).map((m) => m.subject)).toEqual([
      expect.stringContaining('göndərildi'),
    ]);
  });

  it('an order on terms is reminded before its due date and once after it', async () => {
    const p = await t.createProduct({ offerPrice: 20 });
    const { buyers } = await companyOnTerms(t, 1000, 1, 30);
    const order = (await placeOrder(t, buyers[0], p._id, 1, 'terms')).body.order;
    const setDue = (days: number) =>
      t.db
        .update(orders)
        .set({ status: ORDER_STATUS.completed, dueAt: sql`now() + make_interval(days => ${days})` })
        .where(eq(orders.id, order._id));
    await setDue(10);
    await bothSweep();
    expect(await mailsOf(buyers[0].email, 'yaxınlaşır')).toHaveLength(0);
    await setDue(2);
    await bothSweep();
    await bothSweep();
    expect(await mailsOf(buyers[0].email, 'yaxınlaşır')).toHaveLength(1);
    await setDue(-1);
    await bothSweep();
    await bothSweep();
    expect(await mailsOf(buyers[0].email, 'keçib')).toHaveLength(1);
  });
});
