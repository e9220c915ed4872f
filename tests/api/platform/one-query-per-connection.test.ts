/** One connection, one query at a time (issue 40 item 7): a transaction's client handed a second
 * query while one runs is what pg@8 warns about ("Calling client.query() when the client is already
 * executing a query") and pg@9 refuses. pg warns only from the third; this counts the second. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.ts';
import { buyerIn, placeOrder, setZones } from '../../helpers/invoices.ts';

const t = useTestApp();
const overlaps: string[] = [];
const original = pg.Client.prototype.query;

beforeAll(() => {
  pg.Client.prototype.query = function (this: pg.Client & { _activeQuery?: unknown }, ...args: unknown[]) {
    if (this._activeQuery) overlaps.push(String((args[0] as { text?: string })?.text ?? args[0]).slice(0, 120));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
});
afterAll(() => {
  pg.Client.prototype.query = original;
});

describe('an order placed in a zone', () => {
  it('gives its transaction one query at a time', async () => {
    await setZones(t);
    const b = await buyerIn(t, 'Bakı');
    const p = await t.createProduct({ offerPrice: 3 });
    overlaps.length = 0;
    await placeOrder(t, b, [{ product: p._id, quantity: 1 }]);
    expect(overlaps).toEqual([]);
  });
});
