/** Invoice numbers (issue 34 item 3, decision 0110): one gapless series a year with no duplicate
 * under 50 concurrent completions and across a restart; one invoice an order however often it is
 * completed; credit notes in their own series; an issued invoice is never changed (the trigger). */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bakuYear, documentNumber } from '../../../domain/invoices/numbering.ts';
import { ORDER_STATUS as S } from '../../../domain/orders/order-status.ts';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { connect } from '../../../server/db/client.ts';
import { invoices } from '../../../server/db/schema.ts';
import { useTestApp } from '../../helpers/app.ts';
import { quietLog } from '../../helpers/database.ts';
import { buyerIn, complete, placeOrder, sellerDocuments, setStatus, setZones } from '../../helpers/invoices.ts';

const t = useTestApp();
const year = bakuYear(new Date());
const seqs = async (kind: string) =>
  (await t.db.select({ seq: invoices.seq }).from(invoices).where(eq(invoices.kind, kind)))
    .map((r) => r.seq)
    .sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('invoice numbers', () => {
  it('50 orders completed at once get 1…50 with no gap and no duplicate; each order one invoice', async () => {
    await setZones(t);
    const b = await buyerIn(t, 'Bakı');
    const p = await t.createProduct({ offerPrice: 12.5 });
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await placeOrder(t, b, [{ product: p._id, quantity: 1 + (i % 3) }]));
    for (const o of orders) expect((await setStatus(t, o._id, S.accepted)).status).toBe(200);
    // each completed twice at once: the second is refused, never a second invoice
    const answers = await Promise.all(
      orders.flatMap((o) => [setStatus(t, o._id, S.completed), setStatus(t, o._id, S.completed)]),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(50);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(50);
    expect(await seqs('invoice')).toEqual(oneTo(50));
    const numbers = await t.db.select({ n: invoices.number, order: invoices.orderId }).from(invoices);
    expect(new Set(numbers.map((r) => r.n)).size).toBe(50);
    expect(new Set(numbers.map((r) => r.order)).size).toBe(50);
    expect(numbers.map((r) => r.n)).toContain(documentNumber('invoice', year, 50));
  });

  it('a failed completion returns its number: the next invoice takes it, no gap', async () => {
    const b = await buyerIn(t, 'Bakı');
    const p = await t.createProduct({ offerPrice: 3 });
    const o = await placeOrder(t, b, [{ product: p._id, quantity: 1 }]);
    await setStatus(t, o._id, S.accepted);
    // a trigger makes this one completion fail after its invoice row is written (the owner's work)
    await t.database.owner.db.execute(
      sql.raw(`create function fail_once() returns trigger language plpgsql as $$
      begin if new.order_number = ${o.number} then raise exception 'boom'; end if; return new; end $$`),
    );
    await t.database.owner.db.execute(
      sql`create trigger fail_once after insert on invoices for each row execute function fail_once()`,
    );
    const cookie = await t.loginSeller();
    const failed = await t.app.inject({
      method: 'PUT',
      url: `/api/order/seller/${o._id}/status`,
      headers: { cookie },
      payload: { status: S.completed },
    });
    expect(failed.statusCode).toBe(500);
    await t.database.owner.db.execute(sql`drop trigger fail_once on invoices`);
    await t.database.owner.db.execute(sql`drop function fail_once()`);
    await complete(t, (await placeOrder(t, b, [{ product: p._id, quantity: 2 }]))._id);
    expect(await seqs('invoice')).toEqual(oneTo(51));
  });

  it('completed, un-completed and completed again: still one invoice; after a credit note, a new one', async () => {
    const b = await buyerIn(t, 'Bakı');
    const p = await t.createProduct({ offerPrice: 10 });
    const o = await placeOrder(t, b, [{ product: p._id, quantity: 1 }]);
    await complete(t, o._id);
    expect((await setStatus(t, o._id, S.accepted)).status).toBe(200);
    expect((await setStatus(t, o._id, S.completed)).status).toBe(200);
    const [invoice, ...more] = await sellerDocuments(t, o._id);
    expect(more).toEqual([]);
    expect(invoice.number).toBe(documentNumber('invoice', year, 52));

    const seller = await t.loginSeller();
    const credit = await t.post(`/api/invoices/seller/${invoice._id}/credit-note`, {}, seller);
    expect(credit.status).toBe(201);
    expect(credit.body.document.number).toBe(documentNumber('credit', year, 1));
    const twice = await t.post(`/api/invoices/seller/${invoice._id}/credit-note`, {}, seller);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Bu hesab-faktura artıq kredit qeydi ilə ləğv edilib.');
    const ofCredit = await t.post(`/api/invoices/seller/${credit.body.document._id}/credit-note`, {}, seller);
    expect(ofCredit.status).toBe(409);

    await setStatus(t, o._id, S.accepted);
    await setStatus(t, o._id, S.completed);
    const docs = await sellerDocuments(t, o._id);
    expect(docs.map((d) => d.number)).toEqual([
      documentNumber('invoice', year, 52),
      documentNumber('credit', year, 1),
      documentNumber('invoice', year, 53),
    ]);
    expect(await seqs('credit')).toEqual([1]);
  });

  it('an issued invoice cannot be changed or deleted, not even by the tables’ owner', async () => {
    // the shop's serving role holds no UPDATE, DELETE or TRUNCATE here (tests/api/platform/serving-role.test.ts); the
    // trigger refuses even the owner
    const owner = t.database.owner.db;
    const [row] = await t.db.select().from(invoices).limit(1);
    const refusal = (q: PromiseLike<unknown>) =>
      Promise.resolve(q).then(
        () => 'allowed',
        (e: Error & { cause?: Error }) => (e.cause ?? e).message,
      );
    const where = eq(invoices.id, row.id);
    expect(await refusal(owner.update(invoices).set({ totalQepik: 1 }).where(where))).toBe(
      'invoices are issued documents: UPDATE refused',
    );
    expect(
      await refusal(
        owner
          .update(invoices)
          .set({ snapshot: { ...row.snapshot, number: 'X' } })
          .where(where),
      ),
    ).toBe('invoices are issued documents: UPDATE refused');
    expect(await refusal(owner.delete(invoices).where(where))).toBe('invoices are issued documents: DELETE refused');
    expect(await refusal(owner.execute(sql`truncate invoices`))).toBe(
      'invoices are issued documents: TRUNCATE refused',
    );
    const [after] = await t.db.select().from(invoices).where(where);
    expect(after).toEqual(row);
  });

  it('continues after a restart: a new app on the same database issues the next number', async () => {
    const b = await buyerIn(t, 'Bakı');
    const p = await t.createProduct({ offerPrice: 4 });
    const o = await placeOrder(t, b, [{ product: p._id, quantity: 1 }]);
    await setStatus(t, o._id, S.accepted);
    await t.app.close();
    const { db, pool } = await connect(t.database.url, quietLog);
    const again = await buildApp({
      config: readConfig({ NODE_ENV: 'test', RATE_LIMIT_STORE: 'off' } as NodeJS.ProcessEnv),
      db,
      mailer: false,
    });
    try {
      const login = await again.inject({
        method: 'POST',
        url: '/api/seller/login',
        payload: { email: 'satici@test.az', password: 'Satici-parol-2026' },
      });
      const cookie = `seller_sid=${login.cookies.find((c) => c.name === 'seller_sid')!.value}`;
      const res = await again.inject({
        method: 'PUT',
        url: `/api/order/seller/${o._id}/status`,
        headers: { cookie },
        payload: { status: S.completed },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await again.close();
      await pool.end();
    }
    expect(await seqs('invoice')).toEqual(oneTo(54));
  });
});
