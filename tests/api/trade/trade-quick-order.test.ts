/** Quick order and saved lists (issue 33 item 5, decisions 0103, 0104): a pasted list into the cart
 * in one step, each bad line named (unknown code, not whole, under the minimum, not a whole box,
 * over the maximum, short stock) and the good lines added at the buyer's price; a double post adds
 * once; an uploaded CSV/XLSX; a saved list made from the cart, reordered with the same checks; and
 * another customer or company refused every list call. */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { quickOrderAction } from '../../../app/lib/trade/quick-order.server.ts';
import { createServices } from '../../../server/services/index.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { products, users } from '../../../server/db/schema.ts';
import { rebuildSearchDocs } from '../../../server/services/search/search-document.ts';
import { useTestApp } from '../../helpers/app.ts';
import { approvedBuyer, createGroup } from '../../helpers/trade.ts';
import { trackedProduct } from '../../helpers/tracked-product.ts';

const { QUICK_ORDER_MSG, STOCK_MSG, TRADE_QUANTITY_MSG } = textsIn('az');

const t = useTestApp();
let seq = 0;
const uniq = () => `${Date.now().toString(36)}${seq++}`.toUpperCase();

async function coded(p: { _id: string }, sku: string, barcode: string | null = null) {
  await t.db.update(products).set({ sku, barcode }).where(eq(products.id, p._id));
  await rebuildSearchDocs(t.db, eq(products.id, p._id));
}
const cartOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0].cart;

async function shop() {
  const group = await createGroup(t, `Klinika ${uniq()}`, { cataloguePercent: 10 });
  const u = uniq();
  const a = await t.createProduct({ name: `Meloksikam ${u}`, offerPrice: 12.5 });
  const b = await t.createProduct({ name: `Şpris ${u}`, offerPrice: 0.3 });
  const c = await trackedProduct(t, 3, `Vaksin ${u}`);
  await coded(a, `MX-${u}`, `476${String(seq).padStart(10, '0')}`);
  await coded(b, `SP-${u}`);
  await coded(c, `VK-${u}`);
  await t.put(
    `/api/trade/seller/groups/${group._id}/products/${b._id}`,
    { minimum: 20, increment: 10, maximum: 200 },
    await t.loginSeller(),
  );
  const { customer, companyId } = await approvedBuyer(t, group._id);
  return { group, a, b, c, u, customer, companyId };
}

describe('quick order', () => {
  it('adds the good lines at the buyer price and names each bad line with its own message', async () => {
    const { a, b, c, u, customer } = await shop();
    const [{ barcode }] = await t.db.select().from(products).where(eq(products.id, a._id));
    const text = [
      'Artikul\tAd\tMiqdar', // a header, as Excel copies it
      `mx-${u.toLowerCase()}\tMeloksikam\t3`,
      '',
      `SP-${u}; 30`,
      `NO-SUCH-${u} 5`,
      `SP-${u} x 5`, // 35 in all: not a whole box
      `${barcode} 2,5`,
      `VK-${u} 4`, // 3 left
      `SP-${u} 500`,
    ].join('\n');
    const res = await t.post('/api/trade/quick-order', { text }, customer.cookie);
    expect(res.status).toBe(200);
    expect(res.body.added.map((l: { line: number; quantity: number }) => [l.line, l.quantity])).toEqual([
      [2, 3],
      [4, 30],
    ]);
    // 12,50 less 10 %: 11,25 a piece; the paste and the cart agree
    expect(res.body.added[0].price).toBe(11.25);
    expect(res.body.problems).toEqual([
      { line: 5, code: `NO-SUCH-${u}`, kind: 'unknown', message: QUICK_ORDER_MSG.unknownCode(`NO-SUCH-${u}`) },
      expect.objectContaining({ line: 6, kind: 'rule', message: TRADE_QUANTITY_MSG.notIncrement(b.name, 10, 20, 30) }),
      expect.objectContaining({ line: 7, kind: 'quantity', message: TRADE_QUANTITY_MSG.notWhole }),
      expect.objectContaining({ line: 8, kind: 'stock', message: STOCK_MSG.notEnough(c.name, 3) }),
      expect.objectContaining({ line: 9, kind: 'rule', message: TRADE_QUANTITY_MSG.aboveMaximum(b.name, 200) }),
    ]);
    expect(await cartOf(customer.user._id)).toEqual({ [a._id]: 3, [b._id]: 30 });
  });

  it('a line under the minimum is named; a retail customer has no rule and pays the list price', async () => {
    const { b, u, customer, group } = await shop();
    const res = await t.post('/api/trade/quick-order', { text: `SP-${u} 10` }, customer.cookie);
    expect(res.body.problems.map((p: { message: string }) => p.message)).toEqual([
      TRADE_QUANTITY_MSG.belowMinimum(b.name, 20),
    ]);
    expect(res.body.message).toBe(QUICK_ORDER_MSG.nothingAdded);
    const retail = await t.registerCustomer();
    const r = await t.post('/api/trade/quick-order', { text: `SP-${u} 10\nMX-${u} 1` }, retail.cookie);
    expect(r.body.problems).toEqual([]);
    expect(r.body.added.map((l: { price: number }) => l.price)).toEqual([0.3, 12.5]);
    expect(group._id).toBeTruthy();
  });

  it('posted twice with one Idempotency-Key adds once and answers the same', async () => {
    const { a, u, customer } = await shop();
    const send = () =>
      t.call('POST', '/api/trade/quick-order', {
        json: { text: `MX-${u} 4` },
        cookie: customer.cookie,
        headers: { 'idempotency-key': `k-${u}` },
      });
    const [one, two] = await Promise.all([send(), send()]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body.added).toEqual(one.body.added);
    expect(await cartOf(customer.user._id)).toEqual({ [a._id]: 4 });
    const other = await t.call('POST', '/api/trade/quick-order', {
      json: { text: `MX-${u} 5` },
      cookie: customer.cookie,
      headers: { 'idempotency-key': `k-${u}` },
    });
    expect(other.status).toBe(422);
  });

  it('the page form posted twice with its token (a double click) adds once, both answers alike', async () => {
    const { a, b, u, customer } = await shop();
    const context = { services: createServices(t.db) } as unknown as AppLoadContext;
    const fields = { intent: 'add', token: crypto.randomUUID(), text: `MX-${u} 2\nSP-${u} 20\nNO-${u} 1` };
    const post = () => quickOrderAction(context, customer.user._id, fields, {});
    const answers = await Promise.all([post(), post(), post()]);
    expect(await cartOf(customer.user._id)).toEqual({ [a._id]: 2, [b._id]: 20 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ ok: true, rest: `NO-${u} 1` });
    // a new form (the page's next token) adds again
    await quickOrderAction(context, customer.user._id, { ...fields, token: crypto.randomUUID() }, {});
    expect(await cartOf(customer.user._id)).toEqual({ [a._id]: 4, [b._id]: 40 });
  });

  it('reads a CSV as 1C writes it and an XLSX by their bytes, and refuses what is neither', async () => {
    const { a, b, u, customer } = await shop();
    const csv = Buffer.from(`\ufeffАртикул;Наименование;Количество\r\nMX-${u};Мелоксикам;2\r\nSP-${u};Шприц;20\r\n`);
    const one = await t.upload(
      'POST',
      '/api/trade/quick-order/file',
      {},
      [{ field: 'file', filename: 'zakaz.csv', contentType: 'text/csv', data: csv }],
      customer.cookie,
    );
    expect(one.status).toBe(200);
    expect(one.body.added.map((l: { product: string }) => l.product)).toEqual([a._id, b._id]);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sifariş');
    sheet.addRow(['SKU', 'Miqdar']);
    sheet.addRow([`MX-${u}`, 3]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const two = await t.upload(
      'POST',
      '/api/trade/quick-order/file',
      {},
      [{ field: 'file', filename: 'sifaris.xlsx', contentType: 'application/octet-stream', data: xlsx }],
      customer.cookie,
    );
    expect(two.status).toBe(200);
    expect(await cartOf(customer.user._id)).toEqual({ [a._id]: 5, [b._id]: 20 });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const bad = await t.upload(
      'POST',
      '/api/trade/quick-order/file',
      {},
      [{ field: 'file', filename: 'a.csv', contentType: 'text/csv', data: Buffer.concat([png, Buffer.alloc(10)]) }],
      customer.cookie,
    );
    expect(bad.status).toBe(415);
  });

  it('refuses an empty paste with its message and a visitor with 401', async () => {
    const customer = await t.registerCustomer();
    const res = await t.post('/api/trade/quick-order', { text: '\n\n' }, customer.cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(QUICK_ORDER_MSG.empty);
    expect((await t.post('/api/trade/quick-order', { text: 'VA-1 1' })).status).toBe(401);
  });
});

describe('saved lists', () => {
  it("a colleague reorders the company's list from the cart; the lines are checked again", async () => {
    const { a, b, u, customer, companyId } = await shop();
    await t.post('/api/trade/quick-order', { text: `MX-${u} 2\nSP-${u} 20` }, customer.cookie);
    const made = await t.post('/api/trade/lists', { name: 'Həftəlik', fromCart: true }, customer.cookie);
    expect(made.status).toBe(201);
    const items = made.body.list.items as { product: { _id: string }; quantity: number }[];
    expect(Object.fromEntries(items.map((i) => [i.product._id, i.quantity]))).toEqual({ [a._id]: 2, [b._id]: 20 });
    expect(made.body.list.shared).toBe(true);
    // a colleague of the same company: the same list
    const colleague = await t.registerCustomer('Nigar Əliyeva');
    const { companyMembers } = await import('../../../server/db/schema.ts');
    await t.db.insert(companyMembers).values({ userId: colleague.user._id, companyId, role: 'member' });
    const seen = await t.get('/api/trade/lists', colleague.cookie);
    expect(seen.body.lists.map((l: { name: string }) => l.name)).toEqual(['Həftəlik']);
    const again = await t.post(`/api/trade/lists/${made.body.list._id}/reorder`, {}, colleague.cookie);
    expect(again.status).toBe(200);
    expect(await cartOf(colleague.user._id)).toEqual({ [a._id]: 2, [b._id]: 20 });
    // again: 40 of the box of 10 is fine, 4 of the other fine; the third time 60 is fine too, until the maximum
    const edited = await t.put(
      `/api/trade/lists/${made.body.list._id}`,
      { name: 'Həftəlik', items: [{ product: b._id, quantity: 190 }] },
      colleague.cookie,
    );
    expect(edited.status).toBe(200);
    const over = await t.post(`/api/trade/lists/${made.body.list._id}/reorder`, {}, colleague.cookie);
    expect(over.body.problems.map((p: { message: string }) => p.message)).toEqual([
      TRADE_QUANTITY_MSG.aboveMaximum(b.name, 200),
    ]);
  });

  it('another customer and another company can neither read, change, reorder nor delete it', async () => {
    const { u, customer } = await shop();
    await t.post('/api/trade/quick-order', { text: `MX-${u} 1` }, customer.cookie);
    const id = (await t.post('/api/trade/lists', { name: 'Gizli', fromCart: true }, customer.cookie)).body.list._id;
    const stranger = (await shop()).customer;
    const retail = await t.registerCustomer();
    for (const who of [stranger, retail]) {
      expect((await t.get('/api/trade/lists', who.cookie)).body.lists).toEqual([]);
      expect((await t.get(`/api/trade/lists/${id}`, who.cookie)).status).toBe(404);
      expect((await t.put(`/api/trade/lists/${id}`, { name: 'x', items: [] }, who.cookie)).status).toBe(400);
      const reorder = await t.post(`/api/trade/lists/${id}/reorder`, {}, who.cookie);
      expect(reorder.status).toBe(404);
      expect(reorder.body.message).toBe(QUICK_ORDER_MSG.listNotFound);
      expect((await t.del(`/api/trade/lists/${id}`, who.cookie)).status).toBe(404);
      expect(await cartOf(who.user._id)).toEqual({});
    }
    expect((await t.get(`/api/trade/lists/${id}`, customer.cookie)).body.list.name).toBe('Gizli');
  });
});
