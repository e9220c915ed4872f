/** Goods in and recall through the API (issue 41 items 1 and 5): a receipt fills batches, a bad
 * line is refused on its line with nothing written; a recall lists exactly a batch's recipients,
 * exports them, blocks the batch at once and writes each a message in their language. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { auditLog, batches, orders, outbox, products, receipts } from '../../../server/db/schema.ts';
import { changeStock } from '../../../server/services/stock/stock.ts';
import { useTestApp } from '../../helpers/app.ts';
import { batchProduct, batchState, dayFromToday, orderOf, quickBuyer, takenBy } from '../../helpers/batches.ts';

const { BATCH_TEXT } = textsIn('az');

const t = useTestApp();
const nextYear = Number(dayFromToday(0).slice(0, 4)) + 1;

describe('goods in', () => {
  it('a receipt by id and by barcode fills its batches; the product sells from them, earliest first', async () => {
    const seller = await t.loginSeller();
    const p = await batchProduct(t, 'Cydectin');
    await t.db.update(products).set({ sku: 'CYD-1', barcode: '4601234567890' }).where(eq(products.id, p._id));
    const res = await t.post(
      '/api/batches/receipts',
      {
        supplier: 'Vet Pharma MMC',
        date: '15.03.2026',
        documentNumber: 'QAİ-77',
        lines: [
          { product: p._id, batch: 'L-200', expiry: `06.${nextYear + 1}`, quantity: 8, purchasePrice: '3,40' },
          { code: '4601234567890', batch: 'L-100', expiry: `03.${nextYear}`, quantity: 5 },
        ],
      },
      seller,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(BATCH_TEXT.received(2, 13));
    expect(await batchState(t, p._id)).toEqual({ batches: { 'L-100': 5, 'L-200': 8 }, stock: 13 });
    const list = await t.get(`/api/batches/product/${p._id}`, seller);
    expect(list.body.batches.map((b: { number: string; expiryText: string }) => [b.number, b.expiryText])).toEqual([
      ['L-100', `03.${nextYear}`],
      ['L-200', `06.${nextYear + 1}`],
    ]);
    const buyer = await quickBuyer(t, 1);
    const placed = await orderOf(t, buyer, p._id, 6);
    expect(await takenBy(t, placed.body.order._id)).toEqual({ 'L-100': 5, 'L-200': 1 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.receipt._id));
    expect(entry.action).toBe('receipt');
  });

  it('a wrong date, a past expiry, an unknown SKU: each refused on its line, nothing written', async () => {
    const seller = await t.loginSeller();
    const p = await batchProduct(t, 'Ivomec');
    const before = (await t.db.select().from(receipts)).length;
    const res = await t.post(
      '/api/batches/receipts',
      {
        supplier: 'Vet Pharma MMC',
        date: '15.03.2026',
        lines: [
          { product: p._id, batch: 'OK-1', expiry: `12.${nextYear}`, quantity: 4 },
          { product: p._id, batch: 'X-1', expiry: '31.02.2027', quantity: 4 },
          { product: p._id, batch: 'X-2', expiry: '01.2020', quantity: 4 },
          { code: 'YOXDUR-1', batch: 'X-3', expiry: `12.${nextYear}`, quantity: 4 },
        ],
      },
      seller,
    );
    expect(res.status).toBe(400);
    expect(res.body.message.split('\n')).toEqual([
      BATCH_TEXT.line(2, BATCH_TEXT.expiryInvalid),
      BATCH_TEXT.line(3, BATCH_TEXT.expiryPast),
      BATCH_TEXT.line(4, BATCH_TEXT.productUnknown('YOXDUR-1')),
    ]);
    expect((await t.db.select().from(receipts)).length).toBe(before);
    expect(await batchState(t, p._id)).toEqual({ batches: {}, stock: 0 });
    const badDate = await t.post('/api/batches/receipts', { supplier: 'X', date: '2026-13-01', lines: [] }, seller);
    expect(badDate.status).toBe(400);
  });

  it('is staff-only: a customer gets 403, a visitor 401', async () => {
    const c = await t.registerCustomer();
    const body = {
      supplier: 'X',
      date: '15.03.2026',
      lines: [{ code: 'A', batch: 'B', expiry: '03.2030', quantity: 1 }],
    };
    expect((await t.post('/api/batches/receipts', body, c.cookie)).status).toBe(403);
    expect((await t.post('/api/batches/receipts', body)).status).toBe(401);
  });
});

describe('recall', () => {
  it('lists exactly the recipients of a batch, exports them, blocks it and writes each a message in their language', async () => {
    const seller = await t.loginSeller();
    const p = await batchProduct(t, 'Rabisin');
    const receipt = {
      supplier: 'Boehringer',
      date: '01.03.2026',
      lines: [
        { product: p._id, batch: 'RB-1', expiry: `01.${nextYear}`, quantity: 3 },
        { product: p._id, batch: 'RB-2', expiry: `01.${nextYear + 1}`, quantity: 10 },
      ],
    };
    expect((await t.post('/api/batches/receipts', receipt, seller)).status).toBe(201);
    const [a, b, c] = await Promise.all([1, 2, 3].map((i) => quickBuyer(t, 10 + i)));
    const first = await orderOf(t, a, p._id, 2); // RB-1 ×2
    const split = await orderOf(t, b, p._id, 3); // RB-1 ×1, RB-2 ×2
    await orderOf(t, c, p._id, 2); // RB-2 only: not a recipient of RB-1
    await t.db.update(orders).set({ lang: 'ru' }).where(eq(orders.id, split.body.order._id));

    const list = await t.get(`/api/batches/recall?product=${p._id}&batch=RB-1`, seller);
    expect(list.status).toBe(200);
    expect(list.body.recipients.map((r: { email: string; quantity: number }) => [r.email, r.quantity])).toEqual([
      [a.email, 2],
      [b.email, 1],
    ]);
    expect(list.body.recipients[0]).toMatchObject({ orderNumber: first.body.order.number, phone: expect.any(String) });

    const file = (format: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/batches/recall?product=${p._id}&batch=RB-1&format=${format}`,
        headers: { cookie: seller },
      });
    const csv = await file('csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(a.email);
    expect(csv.body).not.toContain(c.email);
    const xlsx = await file('xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');

    const sent = await t.post('/api/batches/recall', { product: p._id, batch: 'RB-1' }, seller);
    expect(sent.status).toBe(200);
    expect(sent.body.sent).toBe(2);
    const [rb1] = await t.db.select().from(batches).where(eq(batches.number, 'RB-1'));
    expect(rb1.blocked).toBe(true);
    const mails = (await t.db.select().from(outbox)).filter((x) => x.subject.includes('RB-1'));
    const m = { product: 'Rabisin', batch: 'RB-1', expiry: `01.${nextYear}` };
    expect(mails.find((x) => x.to === a.email)?.subject).toBe(
      textsIn('az').RECALL_MAIL.subject(m.product, m.batch, m.expiry, ''),
    );
    expect(mails.find((x) => x.to === b.email)?.subject).toBe(
      textsIn('ru').RECALL_MAIL.subject(m.product, m.batch, m.expiry, ''),
    );
    expect(mails.filter((x) => x.to === c.email)).toEqual([]);
    expect(mails).toHaveLength(2);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, rb1.id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['block', 'recall']));

    // blocked at once: units of it found back on the shelf are not sold again
    await t.db.transaction((tx) =>
      changeStock(tx, { productId: p._id, delta: 3, batchId: rb1.id, reason: 'correction', note: 'rəfdə tapıldı' }),
    );
    const after = await orderOf(t, c, p._id, 2);
    expect(await takenBy(t, after.body.order._id)).toEqual({ 'RB-2': 2 });
    expect((await batchState(t, p._id)).batches).toEqual({ 'RB-1': 3, 'RB-2': 4 });
    const unknown = await t.get(`/api/batches/recall?product=${p._id}&batch=YOX`, seller);
    expect(unknown.status).toBe(404);
  });
});
