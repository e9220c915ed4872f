/** The Rx supplies report (issue 41 item 6, decision 0148): a period's supplies of
 * prescription-only products, each with its batch, expiry and recipient, as JSON, CSV and XLSX;
 * other products and other days left out; a bad period refused in Azerbaijani. */
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { RX_SUPPLIES_TEXT } from '../../../domain/stock/rx-supplies.ts';
import { companies, companyMembers, orders, products } from '../../../server/db/schema.ts';
import { useTestApp } from '../../helpers/app.ts';
import { addBatch, batchProduct, orderOf, quickBuyer } from '../../helpers/batches.ts';

const t = useTestApp();
let seller = '';
let inPeriod = 0;

/** Orders placed now, moved to the day they are said to be of (Baku noon). */
const placedOn = (ids: string[], day: string) =>
  t.db
    .update(orders)
    .set({ createdAt: new Date(`${day}T08:00:00Z`) })
    .where(inArray(orders.id, ids));

beforeAll(async () => {
  seller = await t.loginSeller();
  const rx = await batchProduct(t, 'Enroflon 10% (Rx)');
  const otc = await batchProduct(t, 'Vitamin AD3E');
  await addBatch(t, rx._id, 'RX-1', 400, 2);
  await addBatch(t, rx._id, 'RX-2', 600, 10);
  await addBatch(t, otc._id, 'OTC-1', 400, 10);
  const clinic = await quickBuyer(t, 1);
  const [company] = await t.db
    .insert(companies)
    .values({ legalName: 'Vet Klinika MMC', voen: '1234567891', type: 'clinic', legalAddress: 'Bakı', phone: '012' })
    .returning();
  await t.db.insert(companyMembers).values({ userId: clinic.userId, companyId: company.id, role: 'owner' });
  const farmer = await quickBuyer(t, 2);
  const a = await orderOf(t, clinic, rx._id, 3); // 2 of RX-1, 1 of RX-2
  const b = await orderOf(t, clinic, otc._id, 1); // not Rx
  const c = await orderOf(t, farmer, rx._id, 1); // out of the period
  for (const o of [a, b, c]) expect(o.status).toBe(201);
  inPeriod = a.body.order.number;
  await placedOn([a.body.order._id, b.body.order._id], '2026-03-10');
  await placedOn([c.body.order._id], '2026-04-02');
  // flagged after the orders: the checkout's own Rx rules are not what this report tests
  await t.db.update(products).set({ rx: true }).where(eq(products.id, rx._id));
});

describe('the Rx supplies report', () => {
  it("lists only the period's supplies of Rx products, each batch with its expiry and recipient", async () => {
    const res = await t.get('/api/batches/rx-supplies?from=01.03.2026&to=31.03.2026', seller);
    expect(res.status).toBe(200);
    const rows = res.body.supplies.map((s: Record<string, unknown>) => [s.orderNumber, s.product, s.batch, s.quantity]);
    expect(rows).toEqual([
      [inPeriod, 'Enroflon 10% (Rx)', 'RX-1', 2],
      [inPeriod, 'Enroflon 10% (Rx)', 'RX-2', 1],
    ]);
    expect(res.body.supplies[0]).toMatchObject({
      customerName: 'Alıcı 1',
      company: 'Vet Klinika MMC',
      voen: '1234567891',
      address: 'Nizami küçəsi 10, Bakı, Yasamal, AZ1000, Azərbaycan',
    });
    expect(res.body.supplies[0].expiry).toMatch(/^\d\d\.\d\d\.\d{4}$/);
  });

  it('the XLSX opens with the same rows; the CSV says the same', async () => {
    const xlsx = await t.app.inject({
      url: '/api/batches/rx-supplies?from=2026-03-01&to=2026-03-31&format=xlsx',
      headers: { cookie: seller },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet(RX_SUPPLIES_TEXT.sheetName)!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([...RX_SUPPLIES_TEXT.columns]);
    expect(sheet.rowCount).toBe(3);
    expect(values(2).slice(0, 7)).toEqual([
      '2026-03-10',
      inPeriod,
      'Enroflon 10% (Rx)',
      '',
      'RX-1',
      expect.any(String),
      2,
    ]);
    expect(values(2).slice(8, 10)).toEqual(['Vet Klinika MMC', '1234567891']);
    const csv = await t.app.inject({
      url: '/api/batches/rx-supplies?from=2026-03-01&to=2026-03-31&format=csv',
      headers: { cookie: seller },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(3);
    expect(csv.body).toContain('RX-2');
  });

  it('a bad period is refused with a 400 in Azerbaijani; a customer may not read it', async () => {
    const bad = [
      ['from=31.02.2026&to=31.03.2026', RX_SUPPLIES_TEXT.fromInvalid],
      ['from=01.03.2026&to=x', RX_SUPPLIES_TEXT.toInvalid],
      ['from=01.04.2026&to=01.03.2026', RX_SUPPLIES_TEXT.order],
      ['from=01.01.2010&to=01.03.2026', RX_SUPPLIES_TEXT.tooLong],
      ['to=01.03.2026', RX_SUPPLIES_TEXT.fromInvalid],
    ];
    for (const [query, message] of bad) {
      const res = await t.get(`/api/batches/rx-supplies?${query}`, seller);
      expect([query, res.status, res.body.message]).toEqual([query, 400, message]);
    }
    const customer = await quickBuyer(t, 3);
    const res = await t.get('/api/batches/rx-supplies?from=01.03.2026&to=31.03.2026', customer.cookie);
    expect(res.status).toBe(403);
  });
});
