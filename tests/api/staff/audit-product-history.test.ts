/** A product's history names every staff write about it (issue 40 item 4): a change of its price in
 * a customer group's list, one product's or many at once, is the group's audit row, and it names
 * each product so the product's own history (its seller page, the audit filter) shows it too. */
import { describe, expect, it } from 'vitest';
import { createServices } from '../../../server/services/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { createGroup } from '../../helpers/trade.ts';

const t = useTestApp();

describe("a group's price of a product in the product's history", () => {
  it('shows a one-product change and a bulk change, and nothing about another product', async () => {
    const owner = await t.loginSeller();
    const word = `Ketoprofen${Date.now().toString(36)}`;
    const a = await t.createProduct({ name: `${word} 10% 50 ml`, offerPrice: 14, category: 'Maye məhsullar' });
    const b = await t.createProduct({ name: `${word} 10% 100 ml`, offerPrice: 24, category: 'Maye məhsullar' });
    const other = await t.createProduct({ name: 'Tetrasiklin 10%', offerPrice: 8 });
    const group = await createGroup(t, `Fermerlər ${word}`);
    const one = await t.put(`/api/trade/seller/groups/${group._id}/products/${a._id}`, { price: 12.5 }, owner);
    expect(one.status).toBe(200);
    const bulk = await t.post(
      `/api/trade/seller/groups/${group._id}/bulk-prices`,
      { search: word, percent: 10 },
      owner,
    );
    expect(bulk.status).toBe(200);

    const history = async (id: string) =>
      (await t.get(`/api/staff/audit?entity=product&entityId=${id}`, owner)).body.entries as {
        entity: string;
        entityId: string;
      }[];
    const groupRows = (rows: { entity: string; entityId: string }[]) =>
      rows.filter((r) => r.entity === 'customer-group' && r.entityId === group._id);
    expect(groupRows(await history(a._id))).toHaveLength(2);
    expect(groupRows(await history(b._id))).toHaveLength(1);
    expect(groupRows(await history(other._id))).toHaveLength(0);
    // the seller's product page reads the same history
    const page = await createServices(t.db).audit.historyOf('product', b._id);
    expect(page.map((r) => r.entity)).toContain('customer-group');
  });
});
