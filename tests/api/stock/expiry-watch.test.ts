/** Expiry on the seller's desk (issue 41 item 6): the overview lists the batches on hand that have
 * expired or expire within 90 days, earliest first, and says which the storefront no longer sells;
 * an emptied batch, a later one and a product's köhnə qalıq are not listed. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.ts';
import { addBatch, batchProduct } from '../../helpers/batches.ts';

const t = useTestApp();

describe("the overview's expiry list", () => {
  it('expired, last-days and 60-day batches on hand, earliest first; nothing emptied, later or undated', async () => {
    const p = await batchProduct(t, 'Nobivac DHPPi');
    await addBatch(t, p._id, 'GONE', -5, 3);
    await addBatch(t, p._id, 'EMPTY', 10, 0);
    await addBatch(t, p._id, 'LAST-DAYS', 20, 4);
    await addBatch(t, p._id, 'SIXTY', 60, 7, true);
    await addBatch(t, p._id, 'LATER', 200, 9);
    await addBatch(t, p._id, '', null, 2); // the köhnə qalıq: no expiry to watch
    const { batches, total } = await t.app.services.expiryWatch.expiringBatches();
    const mine = batches.filter((b) => b.productId === p._id);
    expect(mine.map((b) => [b.number, b.daysLeft, b.quantity, b.offSale, b.blocked])).toEqual([
      ['GONE', -5, 3, true, false],
      ['LAST-DAYS', 20, 4, true, false],
      ['SIXTY', 60, 7, false, true],
    ]);
    expect(total).toBeGreaterThanOrEqual(3);
  });
});
