/** Which batch went to whom, as the customer and the seller read it (issue 41 items 3 and 4): the
 * order's answers (placed, the customer's list, the seller's order) carry each line's batches with
 * their expiry, a line split over two batches names both, the confirmation e-mail lists them, and
 * the invoice prints them as they were when it was issued. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatExpiry } from '../../../domain/stock/batches.ts';
import { orderBatches, outbox } from '../../../server/db/schema.ts';
import { changeStock } from '../../../server/services/stock/stock.ts';
import { useTestApp } from '../../helpers/app.ts';
import { addBatch, batchProduct, orderOf, quickBuyer } from '../../helpers/batches.ts';
import { complete, download, pdfText } from '../../helpers/invoices.ts';

const t = useTestApp();

describe("an order's batches", () => {
  it('a line split over two batches names both, earliest first, in every answer and the e-mail', async () => {
    const p = await batchProduct(t, 'Drontal Plus');
    const late = await addBatch(t, p._id, 'DP-0926', 300, 10);
    const early = await addBatch(t, p._id, 'DP-0426', 90, 2);
    const buyer = await quickBuyer(t, 400);
    const placed = await orderOf(t, buyer, p._id, 5);
    expect(placed.status).toBe(201);
    const expected = [
      { number: 'DP-0426', expiry: early.expiry, expiryText: formatExpiry(early.expiry, 'day'), quantity: 2 },
      { number: 'DP-0926', expiry: late.expiry, expiryText: formatExpiry(late.expiry, 'day'), quantity: 3 },
    ];
    expect(placed.body.order.items[0].batches).toEqual(expected);
    const mine = (await t.get('/api/order/user', buyer.cookie)).body.orders[0];
    expect(mine.items[0].batches).toEqual(expected);
    const seller = await t.loginSeller();
    const listed = (await t.get('/api/order/seller', seller)).body.orders as { _id: string; items: unknown[] }[];
    const seen = listed.find((o) => o._id === placed.body.order._id)!;
    expect(seen.items[0]).toMatchObject({ batches: expected });

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, buyer.email));
    expect(mail.text).toContain(`Seriya DP-0426, son istifadə tarixi ${expected[0].expiryText} — 2 ədəd`);
    expect(mail.text).toContain(`Seriya DP-0926, son istifadə tarixi ${expected[1].expiryText} — 3 ədəd`);
  });

  it('the köhnə qalıq, taken first, is listed last, as the order reads it back', async () => {
    const p = await batchProduct(t, 'Ivomek 1%');
    // stock counted before batches: the köhnə qalıq, no number and no expiry
    await t.db.transaction((tx) => changeStock(tx, { productId: p._id, delta: 2, reason: 'correction', note: 'test' }));
    const dated = await addBatch(t, p._id, 'IV-0127', 200, 10);
    const buyer = await quickBuyer(t, 403);
    const placed = await orderOf(t, buyer, p._id, 5);
    expect(placed.status).toBe(201);
    const expected = [
      { number: 'IV-0127', expiry: dated.expiry, expiryText: formatExpiry(dated.expiry, 'day'), quantity: 3 },
      { number: '', expiry: null, expiryText: '', quantity: 2 },
    ];
    expect(placed.body.order.items[0].batches).toEqual(expected);
    const mine = (await t.get('/api/order/user', buyer.cookie)).body.orders[0];
    expect(mine.items[0].batches).toEqual(expected);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, buyer.email));
    expect(mail.text).toContain(`Seriya IV-0127, son istifadə tarixi ${expected[0].expiryText} — 3 ədəd`);
  });

  it('the invoice names the batches each line took, and keeps them once issued', async () => {
    const p = await batchProduct(t, 'Baytril 10%');
    const b = await addBatch(t, p._id, 'BT-2211', 200, 10);
    const buyer = await quickBuyer(t, 402);
    const placed = await orderOf(t, buyer, p._id, 4);
    expect(placed.status).toBe(201);
    await complete(t, placed.body.order._id);
    const url = `/api/invoices/order/${placed.body.order._id}`;
    const [invoice] = (await t.get(url, buyer.cookie)).body.documents;
    const line = `Seriya BT-2211, son istifadə tarixi ${formatExpiry(b.expiry, 'day')} — 4 ədəd`;
    const text = async () =>
      (await pdfText((await download(t, `${url}/${invoice._id}`, buyer.cookie)).body)).replace(/\s+/g, ' '); // a narrow column wraps the line
    expect(await text()).toContain(line);
    // an issued document is what was handed over: a later change of the record does not reach it
    await t.db.delete(orderBatches).where(eq(orderBatches.orderId, placed.body.order._id));
    expect(await text()).toContain(line);
  });

  it('a product without batches: its line took none, and the e-mail names none', async () => {
    const p = await t.createProduct({ name: 'Pişik oyuncağı', offerPrice: 4, category: 'Digər' });
    const buyer = await quickBuyer(t, 401);
    const placed = await orderOf(t, buyer, p._id, 1);
    expect(placed.status).toBe(201);
    expect(placed.body.order.items[0].batches).toEqual([]);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, buyer.email));
    expect(mail.text).not.toContain('Seriya');
  });
});
