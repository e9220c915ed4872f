/** Issue 40 item 3 (decision 0121): a trade buyer's quantity rule (minimum 6, step 3, maximum 30,
 * the issue's own) holds on every path that changes a cart: the spec's `POST /api/cart/update`,
 * the cart page's change, quick order, a saved list's reorder, "order again" and the login's merge
 * of a visitor's cart. A refused change answers 400 with the rule's message naming the product, and
 * the cart keeps what it had; a retail customer has no rule. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeCarts } from '../../../domain/cart/cart.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { products, users } from '../../../server/db/schema.ts';
import { rebuildSearchDocs } from '../../../server/services/search/search-document.ts';
import { useTestApp, type Customer } from '../../helpers/app.ts';
import { approvedBuyer, createGroup } from '../../helpers/trade.ts';

const t = useTestApp();
const { TRADE_QUANTITY_MSG } = textsIn('az');
const NAME = 'Amoksisillin 15%, 100 ml';
const cartOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0].cart;

let p: { _id: string };
let other: { _id: string };
let buyer: Customer;
let seq = 0;
beforeAll(async () => {
  const group = await createGroup(t, 'Qutu 3');
  p = await t.createProduct({ name: NAME, offerPrice: 5 });
  other = await t.createProduct({ name: 'Vitamin B12', offerPrice: 3 });
  await t.db.update(products).set({ sku: 'AMX-15' }).where(eq(products.id, p._id));
  await rebuildSearchDocs(t.db, eq(products.id, p._id));
  const seller = await t.loginSeller();
  const rule = await t.put(
    `/api/trade/seller/groups/${group._id}/products/${p._id}`,
    { minimum: 6, increment: 3, maximum: 30 },
    seller,
  );
  expect(rule.status).toBe(200);
  ({ customer: buyer } = await approvedBuyer(t, group._id));
});

const refusals = [
  [4, TRADE_QUANTITY_MSG.belowMinimum(NAME, 6)],
  [7, TRADE_QUANTITY_MSG.notIncrement(NAME, 3, 6, 9)],
  [33, TRADE_QUANTITY_MSG.aboveMaximum(NAME, 30)],
] as const;

async function freshBuyerCart(cart: Record<string, number>) {
  await t.db.update(users).set({ cart }).where(eq(users.id, buyer.user._id));
}

describe("the spec's POST /api/cart/update", () => {
  it.each(refusals)('refuses %i with the rule named, the cart unchanged', async (quantity, message) => {
    await freshBuyerCart({ [p._id]: 9 });
    const res = await t.post('/api/cart/update', { cartItems: { [p._id]: quantity, [other._id]: 1 } }, buyer.cookie);
    expect([res.status, res.body.success, res.body.message]).toEqual([400, false, message]);
    expect(await cartOf(buyer.user._id)).toEqual({ [p._id]: 9 });
  });

  it('keeps 6, 9 and 30; a line left as it was is not asked again; a retail customer has no rule', async () => {
    for (const quantity of [6, 9, 30]) {
      const res = await t.post('/api/cart/update', { cartItems: { [p._id]: quantity } }, buyer.cookie);
      expect([res.status, res.body.cart]).toEqual([200, { [p._id]: quantity }]);
    }
    const removed = await t.post('/api/cart/update', { cartItems: {} }, buyer.cookie);
    expect([removed.status, removed.body.cart]).toEqual([200, {}]);
    const retail = await t.registerCustomer();
    const res = await t.post('/api/cart/update', { cartItems: { [p._id]: 4 } }, retail.cookie);
    expect([res.status, res.body.cart]).toEqual([200, { [p._id]: 4 }]);
  });
});

describe('every other path that changes the cart', () => {
  it("the cart page's change (checkCartQuantity, then changeAccountCart) refuses each", async () => {
    const carts = t.app.services.cart;
    for (const [quantity, message] of refusals) {
      await freshBuyerCart({ [p._id]: 9 });
      await expect(t.app.services.tradePricing.checkCartQuantity(buyer.user._id, p._id, quantity)).rejects.toThrow(
        message,
      );
      await expect(carts.changeAccountCart(buyer.user._id, (c) => ({ ...c, [p._id]: quantity }))).rejects.toThrow(
        message,
      );
      expect(await cartOf(buyer.user._id)).toEqual({ [p._id]: 9 });
    }
  });

  it('quick order names each refused line and adds none of them', async () => {
    await freshBuyerCart({});
    const res = await t.post('/api/trade/quick-order', { text: 'AMX-15 4\nAMX-15 7' }, buyer.cookie);
    expect(res.status).toBe(200);
    expect(res.body.problems.map((r: { message: string }) => r.message)).toEqual([
      TRADE_QUANTITY_MSG.belowMinimum(NAME, 6),
      TRADE_QUANTITY_MSG.notIncrement(NAME, 3, 6, 9),
    ]);
    expect(await cartOf(buyer.user._id)).toEqual({});
  });

  it("a saved list's reorder refuses a line over the maximum", async () => {
    await freshBuyerCart({ [p._id]: 27 });
    const list = await t.post(
      '/api/trade/lists',
      { name: `Həftəlik ${seq++}`, items: [{ product: p._id, quantity: 6 }] },
      buyer.cookie,
    );
    expect(list.status).toBe(201);
    const res = await t.post(`/api/trade/lists/${list.body.list._id}/reorder`, undefined, buyer.cookie);
    expect(res.body.problems.map((r: { message: string }) => r.message)).toEqual([
      TRADE_QUANTITY_MSG.aboveMaximum(NAME, 30),
    ]);
    expect(await cartOf(buyer.user._id)).toEqual({ [p._id]: 27 });
  });

  it('"order again" refuses a sum over the maximum, with its message', async () => {
    await freshBuyerCart({ [p._id]: 27 });
    await expect(t.app.services.cart.addToCart(buyer.user._id, [{ product: p._id, quantity: 6 }])).rejects.toThrow(
      TRADE_QUANTITY_MSG.aboveMaximum(NAME, 30),
    );
    expect(await cartOf(buyer.user._id)).toEqual({ [p._id]: 27 });
  });

  it("the login's merge of a visitor's cart leaves out a line the rule forbids, keeping the rest", async () => {
    await freshBuyerCart({ [p._id]: 9 });
    const merged = await t.app.services.cart.changeAccountCart(
      buyer.user._id,
      (account) => mergeCarts(account, { [p._id]: 10, [other._id]: 2 }),
      'keep',
    );
    expect(merged).toEqual({ [p._id]: 9, [other._id]: 2 });
  });
});
