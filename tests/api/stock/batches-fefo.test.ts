/** First expired, first out (issue 41 item 2): orders take from the earliest-expiring batches in
 * the order's transaction, never from an expired, blocked or last-days batch; no batch is ever
 * oversold under 50 concurrent orders; a cancellation gives back to the batches it took from. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batchTracked, sellWindowDays } from '../../../domain/stock/batches.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { batches, products, stockLedger } from '../../../server/db/schema.ts';
import { changeStock } from '../../../server/services/stock/stock.ts';
import { correctStock } from '../../../server/services/stock/stock-admin.ts';
import { useTestApp } from '../../helpers/app.ts';
import { addBatch, batchProduct, batchState, orderOf, quickBuyer, takenBy } from '../../helpers/batches.ts';

const { STOCK_MSG } = textsIn('az');

const t = useTestApp();

describe('first expired, first out', () => {
  it('50 concurrent orders of one product across three batches: the earliest emptied first, none oversold', async () => {
    const p = await batchProduct(t, 'Drontal Plus');
    await addBatch(t, p._id, 'C-LATE', 600, 30);
    await addBatch(t, p._id, 'A-EARLY', 200, 10);
    await addBatch(t, p._id, 'B-MID', 400, 20);
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => quickBuyer(t, i)));
    const answers = await Promise.all(buyers.map((b) => orderOf(t, b, p._id, 1)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(50);
    expect(await batchState(t, p._id)).toEqual({ batches: { 'A-EARLY': 0, 'B-MID': 0, 'C-LATE': 10 }, stock: 10 });
  });

  it('50 concurrent orders of 2 for 45 units in three batches: 22 sold, one line split over two batches, sums agree', async () => {
    const p = await batchProduct(t, 'Milbemax');
    await addBatch(t, p._id, 'S1', 100, 10);
    await addBatch(t, p._id, 'S2', 200, 15);
    await addBatch(t, p._id, 'S3', 300, 20);
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => quickBuyer(t, 100 + i)));
    const answers = await Promise.all(buyers.map((b) => orderOf(t, b, p._id, 2)));
    const sold = answers.filter((a) => a.status === 201);
    expect(sold).toHaveLength(22);
    for (const r of answers.filter((a) => a.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(STOCK_MSG.notEnough('Milbemax', 1));
    }
    expect(await batchState(t, p._id)).toEqual({ batches: { S1: 0, S2: 0, S3: 1 }, stock: 1 });
    const taken = await Promise.all(sold.map((a) => takenBy(t, a.body.order._id)));
    expect(taken.filter((x) => Object.keys(x).length === 2)).toEqual([{ S2: 1, S3: 1 }]);
    const [ledger] = await t.db
      .select({
        s: sql<number>`sum(${stockLedger.delta})::int`,
        unbatched: sql<number>`count(*) filter (where ${stockLedger.batchId} is null)::int`,
      })
      .from(stockLedger)
      .where(eq(stockLedger.productId, p._id));
    expect(ledger).toEqual({ s: 1, unbatched: 0 });
  });

  it('never sells an expired, a blocked or a last-30-days batch: refused with what may be sold', async () => {
    const p = await batchProduct(t, 'Baytril 5%');
    await addBatch(t, p._id, 'EXPIRED', -1, 5);
    await addBatch(t, p._id, 'BLOCKED', 300, 5, true);
    await addBatch(t, p._id, 'LAST-DAYS', 10, 5);
    await addBatch(t, p._id, 'GOOD', 90, 3);
    const b = await quickBuyer(t, 200);
    const refused = await orderOf(t, b, p._id, 4);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(STOCK_MSG.notEnough('Baytril 5%', 3));
    const placed = await orderOf(t, b, p._id, 3);
    expect(placed.status).toBe(201);
    expect(await takenBy(t, placed.body.order._id)).toEqual({ GOOD: 3 });
    expect((await batchState(t, p._id)).batches).toEqual({ EXPIRED: 5, BLOCKED: 5, 'LAST-DAYS': 5, GOOD: 0 });
    // a product whose window is 0 sells until its last day
    await t.db.update(products).set({ sellWindowDays: 0 }).where(eq(products.id, p._id));
    const late = await orderOf(t, b, p._id, 5);
    expect(late.status).toBe(201);
    expect(await takenBy(t, late.body.order._id)).toEqual({ 'LAST-DAYS': 5 });
  });

  it('a cancellation gives back to the batches the order took from', async () => {
    const p = await batchProduct(t, 'Nobivac Rabies');
    await addBatch(t, p._id, 'R1', 100, 2);
    await addBatch(t, p._id, 'R2', 200, 10);
    const b = await quickBuyer(t, 300);
    const placed = await orderOf(t, b, p._id, 5);
    expect(await takenBy(t, placed.body.order._id)).toEqual({ R1: 2, R2: 3 });
    // a newer, earlier batch arrives meanwhile: the return still goes where the units came from
    await addBatch(t, p._id, 'R0', 50, 4);
    expect((await t.post(`/api/order/${placed.body.order._id}/cancel`, {}, b.cookie)).status).toBe(200);
    expect(await batchState(t, p._id)).toEqual({ batches: { R0: 4, R1: 2, R2: 10 }, stock: 16 });
  });

  it('stock from before batches is the köhnə qalıq, sold first; a correction names its batch', async () => {
    const p = await batchProduct(t, 'Ivermek');
    await t.db.transaction((tx) =>
      changeStock(tx, { productId: p._id, delta: 4, reason: 'correction', note: 'sayım' }),
    );
    const fresh = await addBatch(t, p._id, 'N1', 300, 6);
    expect(await batchState(t, p._id)).toEqual({ batches: { '': 4, N1: 6 }, stock: 10 });
    const b = await quickBuyer(t, 400);
    const placed = await orderOf(t, b, p._id, 5);
    expect(await takenBy(t, placed.body.order._id)).toEqual({ '': 4, N1: 1 });
    const down = await t.db.transaction((tx) =>
      changeStock(tx, { productId: p._id, delta: -9, batchId: fresh.id, reason: 'correction', note: 'x' }),
    );
    expect(down).toEqual({ ok: false, left: 5 });
  });

  it('a product not batch-tracked (a pet toy) works as before: no batches, ledger rows without one', async () => {
    const p = await t.createProduct({ name: 'Top oyuncaq', offerPrice: 3, category: 'Digər' });
    await t.db.update(products).set({ trackStock: true }).where(eq(products.id, p._id));
    await t.db.transaction((tx) =>
      changeStock(tx, { productId: p._id, delta: 5, reason: 'correction', note: 'sayım' }),
    );
    const b = await quickBuyer(t, 500);
    expect((await orderOf(t, b, p._id, 2)).status).toBe(201);
    expect(await t.db.select().from(batches).where(eq(batches.productId, p._id))).toEqual([]);
    const rows = await t.db.select().from(stockLedger).where(eq(stockLedger.productId, p._id));
    expect(rows.map((r) => [r.delta, r.batchId])).toEqual(
      expect.arrayContaining([
        [5, null],
        [-2, null],
      ]),
    );
  });

  it('the database reads the same category defaults as domain/stock/batches.ts', async () => {
    for (const category of ['Həblər', 'Digər']) {
      const [row] = (
        (await t.db.execute(
          sql`select batch_tracked_default(${category}) as tracked, sell_window_default(${category}) as days`,
        )) as unknown as { rows: { tracked: boolean; days: number }[] }
      ).rows;
      expect(row).toEqual({
        tracked: batchTracked({ category, batchTracked: null, trackStock: true }),
        days: sellWindowDays({ category, sellWindowDays: null }),
      });
    }
  });

  it('a medicine counted while untracked keeps its stock when tracking is switched on and it is counted lower', async () => {
    // the catalogue's demo products carry a quantity before anyone tracks it (the import's case)
    const p = await t.createProduct({ name: 'Baytril 5% 100 ml', offerPrice: 21, category: 'Inyeksiyalar' });
    await t.db.update(products).set({ stockQuantity: 25 }).where(eq(products.id, p._id));
    await t.db.update(products).set({ trackStock: true }).where(eq(products.id, p._id));
    const counted = await correctStock(t.db, p._id, { mode: 'set', value: 10, note: 'sayım' }, null);
    expect(counted.quantity).toBe(10);
    expect(await batchState(t, p._id)).toEqual({ batches: { '': 10 }, stock: 10 });
  });
});
