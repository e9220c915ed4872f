/** Orders count stock (issue 24): taken in the order's transaction, refused with the product
 * and what is left, put back on cancellation and on deleting a pending order; the product's
 * quantity is always its ledger's sum. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { products, stockLedger, users } from '../../../server/db/schema.ts';
import { createSession } from '../../../server/auth/sessions.ts';
import { changeStock } from '../../../server/services/stock/stock.ts';
import { trackedProduct } from '../../helpers/tracked-product.ts';
import { useTestApp, type Customer } from '../../helpers/app.ts';

const { STOCK_MSG } = textsIn('az');

const t = useTestApp();

const tracked = (quantity: number, name?: string) => trackedProduct(t, quantity, name);

async function quantityAndLedger(id: string) {
  const [row] = await t.db.select({ q: products.stockQuantity }).from(products).where(eq(products.id, id));
  const [sum] = await t.db
    .select({ s: sql<number>`coalesce(sum(${stockLedger.delta}), 0)::int` })
    .from(stockLedger)
    .where(eq(stockLedger.productId, id));
  return { quantity: row.q, ledgerSum: sum.s };
}

/** A customer straight in the database (no password hashing: 50 of them must be quick). */
async function quickCustomer(i: number): Promise<Customer & { addressId: string }> {
  const [user] = await t.db
    .insert(users)
    .values({ name: `Müştəri ${i}`, email: `yarish-${i}-${Date.now()}@test.az`, passwordHash: 'x' })
    .returning();
  const cookie = `sid=${await createSession(t.db, { userId: user.id })}`;
  const addressId = (await t.createAddress(cookie))._id;
  return { cookie, email: user.email, password: '', user: { ...user, _id: user.id } as never, addressId };
}

const order = (c: { cookie: string; addressId: string }, product: string, quantity: number) =>
  t.post('/api/order/cod', { items: [{ product, quantity }], address: c.addressId }, c.cookie);

describe('orders take stock', () => {
  it('50 customers at once for the last 10 units: exactly 10 sold, 40 refused by name, 0 left, the ledger agrees', async () => {
    const p = await tracked(10, 'Peyvənd Nobivac');
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => quickCustomer(i)));
    const answers = await Promise.all(customers.map((c) => order(c, p._id, 1)));
    const sold = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(STOCK_MSG.notEnough('Peyvənd Nobivac', 0));
    }
    expect(await quantityAndLedger(p._id)).toEqual({ quantity: 0, ledgerSum: 0 });
    const rows = await t.db.select().from(stockLedger).where(eq(stockLedger.productId, p._id));
    expect(rows.filter((r) => r.reason === 'order')).toHaveLength(10);
    // the storefront now says it is out of stock
    expect((await t.get(`/api/product/${p._id}`)).body.product).toMatchObject({ inStock: false, stockLeft: 0 });
  });

  it('changeStock alone, 20 transactions at once for 10 units: 10 taken, 10 refused with what is left (0)', async () => {
    const p = await tracked(10);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.db.transaction((tx) => changeStock(tx, { productId: p._id, delta: -1, reason: 'order' })),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 10 }, () => ({ ok: false, left: 0 })));
    expect(await quantityAndLedger(p._id)).toEqual({ quantity: 0, ledgerSum: 0 });
  });

  it('asks for more than is left: refused naming the product and what is left, nothing taken of any line', async () => {
    const c = await quickCustomer(100);
    const plenty = await tracked(50, 'Vitamin A');
    const few = await tracked(3, 'Bravecto 20 kq');
    const res = await t.post(
      '/api/order/cod',
      {
        items: [
          { product: plenty._id, quantity: 5 },
          { product: few._id, quantity: 4 },
        ],
        address: c.addressId,
      },
      c.cookie,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('"Bravecto 20 kq" məhsulundan cəmi 3 ədəd qalıb. Səbətdəki miqdarı azaldın.');
    expect(await quantityAndLedger(plenty._id)).toEqual({ quantity: 50, ledgerSum: 50 });
    expect(await quantityAndLedger(few._id)).toEqual({ quantity: 3, ledgerSum: 3 });
    expect((await t.get('/api/order/user', c.cookie)).body.orders).toEqual([]);
  });

  it('an untracked product is never counted nor refused for quantity', async () => {
    const c = await quickCustomer(101);
    const p = await t.createProduct();
    expect((await order(c, p._id, 500)).status).toBe(201);
    expect(await quantityAndLedger(p._id)).toEqual({ quantity: 0, ledgerSum: 0 });
  });

  it('the customer cancelling puts the quantity back, once', async () => {
    const c = await quickCustomer(102);
    const p = await tracked(5);
    const placed = (await order(c, p._id, 2)).body.order;
    expect((await quantityAndLedger(p._id)).quantity).toBe(3);
    const cancel = await t.post(`/api/order/${placed._id}/cancel`, {}, c.cookie);
    expect(cancel.status).toBe(200);
    expect(await quantityAndLedger(p._id)).toEqual({ quantity: 5, ledgerSum: 5 });
    const reasons = (await t.db.select().from(stockLedger).where(eq(stockLedger.productId, p._id))).map((r) => [
      r.reason,
      r.delta,
    ]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['order', -2],
        ['cancel', 2],
      ]),
    );
  });

  it('the seller cancelling an accepted order puts it back; deleting a pending one gives back, an accepted one not', async () => {
    const seller = await t.loginSeller();
    const c = await quickCustomer(103);
    const p = await tracked(10);
    const a = (await order(c, p._id, 1)).body.order;
    const b = (await order(c, p._id, 2)).body.order;
    const d = (await order(c, p._id, 3)).body.order;
    expect((await quantityAndLedger(p._id)).quantity).toBe(4);
    const status = (id: string, s: string) => t.put(`/api/order/seller/${id}/status`, { status: s }, seller);
    expect((await status(a._id, 'Qəbul Edildi')).status).toBe(200);
    expect((await status(a._id, 'Ləğv Edildi')).status).toBe(200);
    expect((await quantityAndLedger(p._id)).quantity).toBe(5);
    expect((await t.del(`/api/order/seller/${b._id}`, seller)).status).toBe(200); // pending: back on the shelf
    expect((await quantityAndLedger(p._id)).quantity).toBe(7);
    expect((await status(d._id, 'Qəbul Edildi')).status).toBe(200);
    expect((await t.del(`/api/order/seller/${d._id}`, seller)).status).toBe(200); // accepted: packed, not back
    expect(await quantityAndLedger(p._id)).toEqual({ quantity: 7, ledgerSum: 7 });
    // a cancelled order deleted later gives nothing twice
    expect((await t.del(`/api/order/seller/${a._id}`, seller)).status).toBe(200);
    expect(await quantityAndLedger(p._id)).toEqual({ quantity: 7, ledgerSum: 7 });
  });
});
