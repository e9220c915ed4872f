/** A tracked order's stock taken last in its transaction (decision 0071): a refusal by the
 * conditional update itself (after the unlocked read let the order through) rolls back all of
 * the order, and an order raises the catalogue version only when a visitor's view changes. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { catalogVersion, orderItems, orders, outbox, products, stockLedger } from '../../../server/db/schema.ts';
import { changeStock } from '../../../server/services/stock/stock.ts';
import { trackedProduct } from '../../helpers/tracked-product.ts';
import { useTestApp } from '../../helpers/app.ts';

const { STOCK_MSG } = textsIn('az');

const t = useTestApp();

const tracked = (quantity: number, name?: string) => trackedProduct(t, quantity, name);

const quantity = async (id: string) =>
  (await t.db.select({ q: products.stockQuantity }).from(products).where(eq(products.id, id)))[0].q;
const ledgerSum = async (id: string) =>
  (
    await t.db
      .select({ s: sql<number>`coalesce(sum(${stockLedger.delta}), 0)::int` })
      .from(stockLedger)
      .where(eq(stockLedger.productId, id))
  )[0].s;
const version = async () => (await t.db.select().from(catalogVersion).where(eq(catalogVersion.id, 1)))[0].version;

async function customerWithAddress() {
  const c = await t.registerCustomer();
  return { ...c, addressId: (await t.createAddress(c.cookie))._id };
}
const order = (c: { cookie: string; addressId: string }, product: string, n: number) =>
  t.post('/api/order/cod', { items: [{ product, quantity: n }], address: c.addressId }, c.cookie);

describe("an order's stock take, last in its transaction", () => {
  it('refused by the database after the unlocked read passed: 409 with what is left, no order, no mail, nothing taken', async () => {
    const p = await tracked(3, 'Nobivac Rabies');
    const c = await customerWithAddress();
    let placing: ReturnType<typeof order> | undefined;
    // another transaction holds the row; the order reads 3 left, then waits for the row
    await t.db.transaction(async (tx) => {
      // the lock an UPDATE takes: the order's items (foreign key) pass, its stock take waits
      await tx.execute(sql`select 1 from products where id = ${p._id} for no key update`);
      placing = order(c, p._id, 3);
      let waited = false;
      for (let i = 0; i < 200 && !waited; i++) {
        const waiting = await t.db.execute(
          sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%from change_stock(%'`,
        );
        waited = (waiting as unknown as { rowCount: number }).rowCount > 0;
        if (!waited) await new Promise((r) => setTimeout(r, 25));
      }
      expect(waited).toBe(true);
      await changeStock(tx, { productId: p._id, delta: -2, reason: 'correction' });
    });
    const res = await placing!;
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(STOCK_MSG.notEnough('Nobivac Rabies', 1));
    expect(await quantity(p._id)).toBe(1);
    expect(await ledgerSum(p._id)).toBe(1);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.productId, p._id))).toEqual([]);
    expect(await t.db.select().from(orders).where(eq(orders.customerEmail, c.email))).toEqual([]);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, c.email))).toEqual([]);
  });

  it('an order far above the shown range leaves the catalogue version; one that leaves few raises it', async () => {
    const p = await tracked(100);
    const c = await customerWithAddress();
    const before = await version();
    expect((await order(c, p._id, 10)).status).toBe(201); // 90 left: nothing a visitor sees changes
    expect(await version()).toBe(before);
    expect((await order(c, p._id, 86)).status).toBe(201); // 4 left: the pages must show it
    expect(await version()).toBeGreaterThan(before);
    expect(await quantity(p._id)).toBe(4);
    expect(await ledgerSum(p._id)).toBe(4);
  });
});
