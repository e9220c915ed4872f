/** A group's prices many at a time, and a product's prices per group (issue 33, decision 0093):
 * a percentage off the list price floored by the one rule, one price for a search, prices removed;
 * breaks and quantity rules kept; an audit row naming each product's old and new price; bad input
 * refused with its Azerbaijani message; what the buyer then pays is what the seller set. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { auditLog } from '../../../server/db/schema.ts';
import { useTestApp } from '../../helpers/app.ts';
import { approvedBuyer, createGroup } from '../../helpers/trade.ts';

const t = useTestApp();
const { BULK_PRICE_MSG, TRADE_RULES_MSG } = textsIn('az');
const tag = () => Math.random().toString(36).slice(2, 8);

describe("a group's prices in bulk", () => {
  it('sets a percentage for a category and one price for a search; the buyer pays them; audited', async () => {
    const group = await createGroup(t, `Toplu ${tag()}`);
    const word = `Bulkmaz${tag()}`;
    const a = await t.createProduct({ name: `${word} A`, offerPrice: 9.99, category: 'Maye məhsullar' });
    const b = await t.createProduct({ name: `${word} B`, offerPrice: 20, category: 'Maye məhsullar' });
    const other = await t.createProduct({ name: `Başqa ${tag()}`, offerPrice: 5, category: 'Həblər' });
    const seller = await t.loginSeller();
    await t.put(
      `/api/trade/seller/groups/${group._id}/products/${b._id}`,
      { breaks: [{ minQuantity: 10, price: 15 }], minimum: 2 },
      seller,
    );
    const url = `/api/trade/seller/groups/${group._id}/bulk-prices`;
    const pct = await t.post(url, { category: 'Maye məhsullar', search: word, percent: 12.5 }, seller);
    expect(pct.status).toBe(200);
    expect(pct.body.message).toBe(BULK_PRICE_MSG.done(2));
    // 9,99 less 12,5 % = 8,74125: 8,74; 20 less 12,5 % = 17,50
    expect(pct.body.changed.map((c: { after: number }) => c.after).sort()).toEqual([17.5, 8.74]);
    const { customer } = await approvedBuyer(t, group._id);
    const seen = async (id: string) =>
      (await t.get(`/api/product/${id}`, customer.cookie)).body.product as { tradePrice: number; tradeBreaks: unknown };
    expect(await seen(a._id)).toMatchObject({ tradePrice: 8.74 });
    expect(await seen(b._id)).toMatchObject({ tradePrice: 17.5, tradeBreaks: [{ minQuantity: 10, price: 15 }] });
    expect((await seen(other._id)).tradePrice).toBe(5);

    const one = await t.post(url, { search: `${word} A`, price: 7 }, seller);
    expect(one.body.changed).toEqual([{ productId: a._id, name: `${word} A`, before: 8.74, after: 7 }]);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer-group'), eq(auditLog.entityId, group._id)));
    expect(rows.at(-1)!.changes).toEqual({ [`${word} A (${a._id})`]: [8.74, 7] });

    // removing the prices keeps b's breaks and rule (its terms stay in the list)
    const cleared = await t.post(url, { search: word, clear: true }, seller);
    expect(cleared.body.message).toBe(BULK_PRICE_MSG.cleared(2));
    const terms = await t.get(`/api/trade/seller/groups/${group._id}/products/${b._id}`, seller);
    expect(terms.body.terms).toMatchObject({
      price: null,
      breaks: [{ minQuantity: 10, price: 15 }],
      rule: { minimum: 2 },
    });
    expect((await seen(a._id)).tradePrice).toBe(9.99);

    const prices = await t.get(`/api/trade/seller/products/${b._id}/group-prices`, seller);
    expect(prices.body.prices.find((p: { groupId: string }) => p.groupId === group._id)).toEqual({
      groupId: group._id,
      groupName: group.name,
      price: 20,
      source: 'list',
      breaks: [{ minQuantity: 10, price: 15 }],
    });
  });

  it('refuses bad input with its message, and a selection of nothing', async () => {
    const group = await createGroup(t, `Səhv ${tag()}`);
    const seller = await t.loginSeller();
    const url = `/api/trade/seller/groups/${group._id}/bulk-prices`;
    for (const [body, message] of [
      [{ search: 'x' }, BULK_PRICE_MSG.oneAction],
      [{ search: 'x', price: 5, percent: 5 }, BULK_PRICE_MSG.oneAction],
      [{ percent: 120 }, TRADE_RULES_MSG.badPercent],
      [{ price: -1 }, TRADE_RULES_MSG.badPrice],
      [{ search: `yoxdur-${tag()}`, price: 1 }, BULK_PRICE_MSG.noProducts],
    ] as const) {
      const res = await t.post(url, body, seller);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const customer = await t.registerCustomer();
    expect((await t.post(url, { price: 1 }, customer.cookie)).status).toBe(403);
  });
});
