/** Customer groups and their price lists (issue 33): percentages and a product's own price,
 * breaks and quantity rule as the seller sets them, refused with their messages; and a price
 * list's change raises the catalogue version, so no cache keeps a trade price past its rule. */
import { describe, expect, it } from 'vitest';
import { catalogVersion } from '../../../server/db/schema.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { tradeUnitPrice, termsFor } from '../../../domain/trade/pricing.ts';
import { useTestApp } from '../../helpers/app.ts';
import { createGroup } from '../../helpers/trade.ts';

const { COMPANY_SELLER_MSG } = textsIn('az');

const t = useTestApp();
const { TRADE_RULES_MSG } = textsIn('az');
const version = async () => Number((await t.db.select().from(catalogVersion))[0].version);

describe('customer groups', () => {
  it('keeps the percentages as written and refuses a bad one or a taken name', async () => {
    const group = await createGroup(t, 'Klinika sınaq', { cataloguePercent: 7.5, categoryPercents: { Həblər: 12 } });
    expect(group).toMatchObject({ cataloguePercent: 7.5, categoryPercents: { Həblər: 12 }, companyCount: 0 });
    const seller = await t.loginSeller();
    for (const body of [
      { name: 'X', cataloguePercent: 100 },
      { name: 'Y', cataloguePercent: 7.555 },
      { name: 'Z', cataloguePercent: -1 },
    ]) {
      const res = await t.post('/api/trade/seller/groups', body, seller);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TRADE_RULES_MSG.badPercent);
    }
    const taken = await t.post('/api/trade/seller/groups', { name: 'klinika sınaq' }, seller);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(COMPANY_SELLER_MSG.groupNameTaken);
    const customer = await t.registerCustomer();
    expect((await t.get('/api/trade/seller/groups', customer.cookie)).status).toBe(403);
  });

  it("sets a product's price, breaks and rule; the price rule reads them back", async () => {
    const group = await createGroup(t, 'Topdan sınaq', { cataloguePercent: 5 });
    const product = await t.createProduct({ offerPrice: 10 });
    const seller = await t.loginSeller();
    const url = `/api/trade/seller/groups/${group._id}/products/${product._id}`;
    const res = await t.put(
      url,
      { price: 9.5, breaks: [{ minQuantity: 10, price: 9.2 }], minimum: 5, increment: 5 },
      seller,
    );
    expect(res.status).toBe(200);
    expect(res.body.terms).toEqual({
      price: 9.5,
      breaks: [{ minQuantity: 10, price: 9.2 }],
      rule: { minimum: 5, increment: 5, maximum: null },
    });
    const { list, rules } = await t.app.services.tradeGroups.groupTerms(group._id);
    const terms = termsFor(list, product._id, product.category);
    expect(tradeUnitPrice(1000, terms, 5).unitQepik).toBe(950);
    expect(tradeUnitPrice(1000, terms, 10).unitQepik).toBe(920);
    expect(rules[product._id]).toEqual({ minimum: 5, increment: 5, maximum: null });
    const other = await t.createProduct({ offerPrice: 10 });
    expect(tradeUnitPrice(1000, termsFor(list, other._id, other.category), 1).unitQepik).toBe(950);
  });

  it.each([
    [{ minimum: 15, increment: 10 }, TRADE_RULES_MSG.minimumNotIncrement],
    [{ minimum: 20, maximum: 10 }, TRADE_RULES_MSG.maximumBelowMinimum],
    [{ breaks: [{ minQuantity: 1, price: 9 }] }, TRADE_RULES_MSG.badBreakQuantity],
    [
      {
        breaks: [
          { minQuantity: 10, price: 9 },
          { minQuantity: 10, price: 8 },
        ],
      },
      TRADE_RULES_MSG.duplicateBreak,
    ],
    [{ price: 9.999 }, TRADE_RULES_MSG.badPrice],
    [{ price: -1 }, TRADE_RULES_MSG.badPrice],
  ])('refuses %j with its message', async (body, message) => {
    const group = await createGroup(t, `Qrup ${Math.random()}`);
    const product = await t.createProduct();
    const res = await t.put(
      `/api/trade/seller/groups/${group._id}/products/${product._id}`,
      body,
      await t.loginSeller(),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a change of a price list raises the catalogue version', async () => {
    const group = await createGroup(t, 'Versiya');
    const product = await t.createProduct();
    const before = await version();
    await t.put(`/api/trade/seller/groups/${group._id}/products/${product._id}`, { price: 1 }, await t.loginSeller());
    expect(await version()).toBeGreaterThan(before);
    const mid = await version();
    await t.put(
      `/api/trade/seller/groups/${group._id}`,
      { name: 'Versiya', cataloguePercent: 3 },
      await t.loginSeller(),
    );
    expect(await version()).toBeGreaterThan(mid);
  });
});

describe('demo trade data', () => {
  it('seeds two groups whose prices follow the rule, and companies of every type and status', async () => {
    const { seedDemoTrade } = await import('../../../server/db/demo-trade.ts');
    const product = await t.createProduct({
      name: 'İvermektin 1% inyeksiya 50 ml',
      offerPrice: 12.5,
      category: 'Inyeksiyalar',
    });
    await seedDemoTrade(t.db);
    const groups = await t.app.services.tradeGroups.listGroups();
    const klinika = groups.find((g) => g.name === 'Klinika')!;
    expect(klinika).toMatchObject({ cataloguePercent: 8, categoryPercents: { Inyeksiyalar: 12 } });
    const { list, rules } = await t.app.services.tradeGroups.groupTerms(klinika._id);
    const terms = termsFor(list, product._id, 'Inyeksiyalar');
    expect(tradeUnitPrice(1250, terms, 5).unitQepik).toBe(1100); // 12 % off 12,50
    expect(tradeUnitPrice(1250, terms, 10).unitQepik).toBe(1040);
    expect(rules[product._id]).toEqual({ minimum: null, increment: 5, maximum: null });
    const all = await t.app.services.tradeSellerCompanies.listCompanies({});
    expect(new Set(all.map((c) => c.type))).toEqual(new Set(['clinic', 'pharmacy', 'farm', 'petshop', 'other']));
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(['pending', 'approved', 'rejected', 'suspended']));
    // the approved companies' people log in, and the clinic's demo order was charged its group's break
    const { DEMO_TRADE_BUYERS, DEMO_TRADE_PASSWORD } = await import('../../../server/db/demo-trade-people.ts');
    for (const person of DEMO_TRADE_BUYERS.flatMap((b) => b.people)) {
      const login = await t.post('/api/user/login', { email: person.email, password: DEMO_TRADE_PASSWORD });
      expect(login.status, person.email).toBe(200);
    }
    const login = await t.post('/api/user/login', { email: 'klinika@vetaqro.az', password: DEMO_TRADE_PASSWORD });
    const orders = await t.get('/api/order/user', `sid=${login.cookies.sid}`);
    const line = orders.body.orders
      .flatMap((o: { items: { product: { name: string; offerPrice: number }; quantity: number }[] }) => o.items)
      .find((i: { product: { name: string } }) => i.product.name === product.name);
    expect(line).toMatchObject({ quantity: 10, product: { offerPrice: 10.4 } });
  });
});
