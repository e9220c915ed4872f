/** The panel's batch reads (issue 41 items 5 and 6, decision 0147): the product a recall names by
 * SKU, barcode or name, and a product's batches with whether the storefront sells each, or why
 * not (blocked, expired, in the last 30 days of a medicine). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../../server/db/schema.ts';
import { batchStates, productsByCode } from '../../../server/services/stock/batch-desk.ts';
import { useTestApp } from '../../helpers/app.ts';
import { addBatch, batchProduct } from '../../helpers/batches.ts';

const t = useTestApp();

describe('the panel’s batch reads', () => {
  it('a product by its SKU or barcode exactly, else by a part of its name', async () => {
    const p = await batchProduct(t, 'Desk Milprazon 16 mg');
    const q = await batchProduct(t, 'Desk Milprazon 4 mg');
    await t.db.update(products).set({ sku: 'DSK-16', barcode: '4600000000016' }).where(eq(products.id, p._id));
    expect((await productsByCode(t.db, ' DSK-16 ')).map((c) => c._id)).toEqual([p._id]);
    expect((await productsByCode(t.db, '4600000000016')).map((c) => c._id)).toEqual([p._id]);
    expect((await productsByCode(t.db, 'desk milprazon')).map((c) => c._id)).toEqual([p._id, q._id]);
    expect(await productsByCode(t.db, '100%_yox')).toEqual([]);
  });

  it('each batch sellable, in its last days, expired or blocked', async () => {
    const p = await batchProduct(t, 'Desk Ivermectin');
    await addBatch(t, p._id, 'GONE', -2, 3);
    await addBatch(t, p._id, 'LAST', 10, 4);
    await addBatch(t, p._id, 'GOOD', 200, 5);
    await addBatch(t, p._id, 'HELD', 300, 6, true);
    const states = await batchStates(t.db, p._id);
    expect(states.map((b) => [b.number, b.quantity, b.state])).toEqual([
      ['GONE', 3, 'expired'],
      ['LAST', 4, 'lastDays'],
      ['GOOD', 5, 'sellable'],
      ['HELD', 6, 'blocked'],
    ]);
  });
});
