/** The seller's stock (issue 24): the product form's tracking and threshold, corrections with
 * a reason, the paged ledger, the low list, seller-only; the storefront's answer follows, the
 * cart stops at what is left, and only a visible change of quantity raises the catalogue version. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';

const { STOCK_SELLER_TEXT } = textsIn('az');
import { catalogVersion } from '../../../server/db/schema.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();

/** Tracking on (with a threshold) through the product form, as the panel sends it. */
async function trackedProduct(threshold = '') {
  const seller = await t.loginSeller();
  const p = await t.createProduct({ name: `Peyvənd ${Math.random().toString(36).slice(2, 7)}` });
  const fields = {
    name: p.name,
    category: p.category,
    offerPrice: '10',
    trackStock: 'true',
    lowStockThreshold: threshold,
  };
  const res = await t.upload('PUT', `/api/product/${p._id}`, fields, [], seller);
  expect(res.status).toBe(200);
  return { p, seller };
}
const correct = (id: string, body: unknown, cookie: string) => t.post(`/api/stock/${id}/correction`, body, cookie);
const version = async () => (await t.db.select().from(catalogVersion).where(eq(catalogVersion.id, 1)))[0].version;

describe('the seller sets and corrects stock', () => {
  it('a tracked product at 0 is out of stock for the storefront while its switch stays on', async () => {
    const { p, seller } = await trackedProduct('3');
    expect((await t.get(`/api/stock/${p._id}`, seller)).body.stock).toEqual({
      _id: p._id,
      inStockSwitch: true,
      trackStock: true,
      stockQuantity: 0,
      sellableQuantity: 0,
      lowStockThreshold: 3,
      threshold: 3,
      low: true,
    });
    expect((await t.get(`/api/product/${p._id}`)).body.product).toMatchObject({ inStock: false, fewLeft: false });
    const res = await correct(p._id, { mode: 'set', value: 3, note: 'Anbar sayımı' }, seller);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Miqdar yeniləndi: 3.');
    expect((await t.get(`/api/product/${p._id}`)).body.product).toMatchObject({
      inStock: true,
      stockLeft: 3,
      fewLeft: true,
    });
    expect((await correct(p._id, { mode: 'add', value: '+5', note: 'Yeni partiya' }, seller)).body.stock).toMatchObject(
      {
        stockQuantity: 8,
        low: false,
      },
    );
    expect((await t.get(`/api/product/${p._id}`)).body.product).toMatchObject({ stockLeft: 8, fewLeft: false });
  });

  it('refuses a correction without a reason, a bad number, or one below zero, with nothing written', async () => {
    const { p, seller } = await trackedProduct();
    await correct(p._id, { mode: 'set', value: 2, note: 'sayım' }, seller);
    const cases: [unknown, number, string][] = [
      [{ mode: 'set', value: 5, note: '  ' }, 400, STOCK_SELLER_TEXT.noteRequired],
      [{ mode: 'set', value: 5 }, 400, STOCK_SELLER_TEXT.noteRequired],
      [{ mode: 'set', value: -1, note: 'x' }, 400, STOCK_SELLER_TEXT.quantityInvalid],
      [{ mode: 'set', value: '2.5', note: 'x' }, 400, STOCK_SELLER_TEXT.quantityInvalid],
      [{ mode: 'add', value: 0, note: 'x' }, 400, STOCK_SELLER_TEXT.deltaInvalid],
      [{ mode: 'add', value: -3, note: 'x' }, 409, STOCK_SELLER_TEXT.belowZero(2)],
    ];
    for (const [body, status, message] of cases) {
      const res = await correct(p._id, body, seller);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect((await t.get(`/api/stock/${p._id}/ledger`, seller)).body.entries).toHaveLength(1);
  });

  it('the ledger says who, why and how much, newest first, a keyset page at a time', async () => {
    const { p, seller } = await trackedProduct();
    for (let i = 1; i <= 5; i++) await correct(p._id, { mode: 'add', value: i, note: `partiya ${i}` }, seller);
    const first = await t.get(`/api/stock/${p._id}/ledger?limit=2`, seller);
    expect(first.body.total).toBe(5);
    expect(first.body.entries.map((e: { delta: number }) => e.delta)).toEqual([5, 4]);
    expect(first.body.entries[0]).toMatchObject({
      reason: 'correction',
      quantityAfter: 15,
      sellerEmail: 'satici@test.az',
      note: 'partiya 5',
      orderId: null,
    });
    const second = await t.get(`/api/stock/${p._id}/ledger?limit=2&after=${first.body.next}`, seller);
    expect(second.body.entries.map((e: { delta: number }) => e.delta)).toEqual([3, 2]);
    expect((await t.get(`/api/stock/${p._id}/ledger?after=zibil`, seller)).status).toBe(400);
  });

  it('the low list holds tracked products at or below their threshold, the emptiest first', async () => {
    const { p: empty, seller } = await trackedProduct();
    const { p: few } = await trackedProduct('10');
    const { p: plenty } = await trackedProduct();
    await correct(few._id, { mode: 'set', value: 10, note: 'x' }, seller);
    await correct(plenty._id, { mode: 'set', value: 50, note: 'x' }, seller);
    const ids = (await t.get('/api/stock/low', seller)).body.products.map((x: { _id: string }) => x._id);
    expect(ids).toContain(empty._id);
    expect(ids).toContain(few._id);
    expect(ids).not.toContain(plenty._id);
    expect(ids.indexOf(empty._id)).toBeLessThan(ids.indexOf(few._id));
  });

  it('is the seller’s only: a customer gets 403, a visitor 401', async () => {
    const { p } = await trackedProduct();
    const customer = await t.registerCustomer();
    for (const url of [`/api/stock/${p._id}`, `/api/stock/${p._id}/ledger`, '/api/stock/low']) {
      expect((await t.get(url, customer.cookie)).status).toBe(403);
      expect((await t.get(url)).status).toBe(401);
    }
    expect((await correct(p._id, { mode: 'set', value: 9, note: 'x' }, customer.cookie)).status).toBe(403);
  });
});

describe('what stock changes elsewhere', () => {
  it('the cart keeps a tracked line at what is left', async () => {
    const { p, seller } = await trackedProduct();
    await correct(p._id, { mode: 'set', value: 4, note: 'x' }, seller);
    const c = await t.registerCustomer();
    const res = await t.post('/api/cart/update', { cartItems: { [p._id]: 9 } }, c.cookie);
    expect(res.body.cart).toEqual({ [p._id]: 4 });
  });

  it('raises the catalogue version only when what a visitor sees changes', async () => {
    const { p, seller } = await trackedProduct();
    await correct(p._id, { mode: 'set', value: 100, note: 'x' }, seller);
    const before = await version();
    await correct(p._id, { mode: 'add', value: -10, note: 'x' }, seller); // 90: nothing shown changes
    expect(await version()).toBe(before);
    await correct(p._id, { mode: 'set', value: 4, note: 'x' }, seller); // few left now: pages must show it
    expect(await version()).toBeGreaterThan(before);
  });
});
