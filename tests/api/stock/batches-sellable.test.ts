/** What the storefront offers is what may be sold (issue 41, decision 0138): a product whose every
 * unit is expired, in its last days or blocked is "out of stock" in every answer a customer gets
 * (the product, the in-stock lists, the cart's limit), never "in stock" and then refused at
 * the order; blocking a batch and a batch crossing into its last days overnight change that at
 * once, cached answers included. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batches, catalogVersion, products } from '../../../server/db/schema.ts';
import { setBatchBlocked } from '../../../server/services/stock/batches.ts';
import { listProducts } from '../../../server/services/catalog/catalog.ts';
import { refreshSellable, startSellableJob } from '../../../server/services/stock/sellable-stock.ts';
import { useTestApp } from '../../helpers/app.ts';
import { addBatch, batchProduct, dayFromToday, orderOf, quickBuyer } from '../../helpers/batches.ts';

const t = useTestApp();
const version = async () => (await t.db.select().from(catalogVersion).where(eq(catalogVersion.id, 1)))[0].version;
const shown = async (id: string) => (await t.get(`/api/product/${id}`)).body.product;
/** In the storefront's in-stock lists (the home page's, the similar products'). */
const listed = async (name: string) =>
  (await listProducts(t.db, { inStock: true, limit: 100 })).some((p) => p.name === name);

describe('the storefront offers what may be sold', () => {
  it('every unit expired or blocked: out of stock on the product and the in-stock lists, refused by the order; a receipt brings it back', async () => {
    const p = await batchProduct(t, 'Nobivac Rabies');
    await addBatch(t, p._id, 'OLD-1', -3, 12);
    await addBatch(t, p._id, 'RECALLED', 200, 8, true);
    const [row] = await t.db.select().from(products).where(eq(products.id, p._id));
    expect(row.stockQuantity).toBe(20); // still on the shelf, for the warehouse
    expect((await shown(p._id)).inStock).toBe(false);
    expect(await listed('Nobivac Rabies')).toBe(false);
    const buyer = await quickBuyer(t, 300);
    expect((await orderOf(t, buyer, p._id, 1)).status).toBe(409);

    await addBatch(t, p._id, 'FRESH', 300, 3);
    const back = await shown(p._id);
    expect(back).toMatchObject({ inStock: true, stockLeft: 3, fewLeft: true });
    expect(await listed('Nobivac Rabies')).toBe(true);
  });

  it('blocking the last sellable batch takes the product off the storefront at once, cached answers included', async () => {
    const p = await batchProduct(t, 'Rabisin');
    const only = await addBatch(t, p._id, 'R-77', 400, 30);
    expect((await shown(p._id)).inStock).toBe(true);
    const before = await version();
    await setBatchBlocked(t.db, only.id, true);
    expect(await version()).toBeGreaterThan(before);
    expect((await shown(p._id)).inStock).toBe(false);
    await setBatchBlocked(t.db, only.id, false);
    expect((await shown(p._id)).inStock).toBe(true);
  });

  it('a batch entering its last days overnight: the new day’s count takes it off, and raises the catalogue version', async () => {
    const p = await batchProduct(t, 'Cydectin');
    const b = await addBatch(t, p._id, 'C-31', 31, 6);
    expect((await shown(p._id)).inStock).toBe(true);
    // the same batch a day later: 30 days left, inside the medicine's 30-day window
    await t.db.execute(sql`update ${batches} set expiry = shop_today() + 29 where id = ${b.id}`);
    const before = await version();
    const job = startSellableJob(t.db, { warn: () => {} }, { intervalMs: 3_600_000 });
    await job.settled();
    expect((await shown(p._id)).inStock).toBe(false);
    expect(await version()).toBeGreaterThan(before);
    // nothing changed since: the same day counts nothing again and raises nothing
    const counted = await version();
    expect(await refreshSellable(t.db)).toBe(0);
    expect(await version()).toBe(counted);
    await job.stop();
  });

  it('the earliest expiry a customer will receive, as kept for the product page: the next batch once an order empties it', async () => {
    const p = await batchProduct(t, 'Milbemax mini');
    await addBatch(t, p._id, 'OLD', -2, 10); // expired: never what a customer receives
    await addBatch(t, p._id, 'LATE', 400, 10);
    const early = await addBatch(t, p._id, 'EARLY', 100, 2);
    const kept = () => t.app.services.cached.expiryShown.earliestExpiry(p._id);
    expect(await kept()).toEqual({ expiry: early.expiry, precision: 'day' });
    const buyer = await quickBuyer(t, 302);
    expect((await orderOf(t, buyer, p._id, 2)).status).toBe(201);
    expect((await kept())?.expiry).toBe(dayFromToday(400));
  });

  it('40 expired and 2 good: the cart and the order stop at the 2 that may be sold', async () => {
    const p = await batchProduct(t, 'Ivomec');
    await addBatch(t, p._id, 'GONE', -1, 40);
    await addBatch(t, p._id, 'GOOD', 120, 2);
    expect(await shown(p._id)).toMatchObject({ inStock: true, stockLeft: 2, fewLeft: true });
    const buyer = await quickBuyer(t, 301);
    // the cart's line is cut to the 2 that may be sold, not to the 42 on hand
    const cart = await t.post('/api/cart/update', { cartItems: { [p._id]: 5 } }, buyer.cookie);
    expect(cart.body.cart[p._id]).toBe(2);
    const refused = await orderOf(t, buyer, p._id, 3);
    expect(refused.status).toBe(409);
    expect((await orderOf(t, buyer, p._id, 2)).status).toBe(201);
    expect((await shown(p._id)).inStock).toBe(false);
  });
});
