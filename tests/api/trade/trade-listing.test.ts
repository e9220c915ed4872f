/** The API's product answers for a trade buyer's session (issue 33, decision 0093): `tradePrice`
 * and `tradeBreaks` beside `offerPrice` (which keeps the list price), computed by the one rule,
 * answered `private, no-store`; a visitor, a retail customer and another company's buyer never get
 * the first company's price, before or after the buyer's requests (the catalogue cache). */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.ts';
import { approvedBuyer, clinicFields, createGroup } from '../../helpers/trade.ts';

const t = useTestApp();
/** The first company's price as a number in an answer: not inside another number, such as a
 * timestamp's milliseconds (…:17.777Z failed this check once as a plain substring). */
const OWN_PRICE = /(?<![\d.])7\.77(?!\d)/;

async function raw(url: string, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { cacheControl: res.headers['cache-control'], body: res.json(), text: res.body };
}

describe("the API's products for a trade buyer's session", () => {
  it('carry tradePrice and tradeBreaks beside offerPrice, privately; nobody else gets them', async () => {
    const group = await createGroup(t, 'API Klinika', { cataloguePercent: 10 });
    const other = await createGroup(t, 'API Ferma', { cataloguePercent: 3 });
    const own = await t.createProduct({ name: 'Enrofloksasin 10%, 100 ml', offerPrice: 12.34 });
    const pct = await t.createProduct({ name: 'Vitamin B12, 50 ml', offerPrice: 9.99 });
    await t.put(
      `/api/trade/seller/groups/${group._id}/products/${own._id}`,
      { price: 7.77, breaks: [{ minQuantity: 10, price: 6.66 }] },
      await t.loginSeller(),
    );
    const { customer } = await approvedBuyer(t, group._id);
    const { customer: stranger } = await approvedBuyer(t, other._id, clinicFields({ legalName: 'Ferma MMC' }));
    const retail = await t.registerCustomer();

    const one = await raw(`/api/product/${own._id}`, customer.cookie);
    expect(one.cacheControl).toBe('private, no-store');
    expect(one.body.product).toMatchObject({
      offerPrice: 12.34,
      tradePrice: 7.77,
      tradeBreaks: [{ minQuantity: 10, price: 6.66 }],
    });
    const list = await raw('/api/product/list?limit=100', customer.cookie);
    expect(list.cacheControl).toBe('private, no-store');
    const byId = Object.fromEntries(list.body.products.map((p: { _id: string }) => [p._id, p]));
    expect(byId[own._id]).toMatchObject({ offerPrice: 12.34, tradePrice: 7.77 });
    // 9,99 less 10 % is 8,991: floored to 8,99
    expect(byId[pct._id]).toMatchObject({ offerPrice: 9.99, tradePrice: 8.99, tradeBreaks: [] });

    // another company's buyer gets their own group's price, never the first one's
    const theirs = await raw(`/api/product/${own._id}`, stranger.cookie);
    expect(theirs.body.product.tradePrice).toBe(11.96); // 12,34 less 3 % = 11,9698
    expect(theirs.text).not.toMatch(OWN_PRICE);
    for (const cookie of [undefined, retail.cookie]) {
      for (const url of [`/api/product/${own._id}`, '/api/product/list', '/api/product/list?limit=100']) {
        const res = await raw(url, cookie);
        expect(res.text, url).not.toContain('tradePrice');
        expect(res.text, url).not.toMatch(OWN_PRICE);
        // the cached answers stay public; the others are as they were (no cache header)
        expect(res.cacheControl, url).toBe(url.includes('limit') ? undefined : 'public, no-cache');
      }
    }
  });

  it('a company that is not approved (pending, suspended) gets the public answer', async () => {
    const group = await createGroup(t, 'API Dayandırılmış', { cataloguePercent: 20 });
    const p = await t.createProduct({ offerPrice: 10 });
    const { customer, companyId } = await approvedBuyer(t, group._id);
    expect((await raw(`/api/product/${p._id}`, customer.cookie)).body.product.tradePrice).toBe(8);
    const res = await t.post(`/api/trade/seller/companies/${companyId}/suspend`, {}, await t.loginSeller());
    expect(res.status).toBe(200);
    const after = await raw(`/api/product/${p._id}`, customer.cookie);
    expect(after.body.product.tradePrice).toBeUndefined();
    expect(after.cacheControl).toBe('public, no-cache');
  });
});
