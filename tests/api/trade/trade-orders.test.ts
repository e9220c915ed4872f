/** A trade buyer's order (issue 33): charged at the group's price computed by the one rule (the
 * amount, the order's lines and the e-mail agree), quantity rules refused with their message, a
 * suspended company back at retail, the company and licence recorded; and prescription-only items
 * for a licensed clinic without a prescription, an expired licence told why (decision 0053). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';

const { RX_MESSAGES, TRADE_QUANTITY_MSG, TRADE_RX_MSG } = textsIn('az');
import { companies, orderPrescriptions, outbox, products, tradeOrders } from '../../../server/db/schema.ts';
import { useTestApp, type Customer } from '../../helpers/app.ts';
import { approvedBuyer, clinicFields, createGroup } from '../../helpers/trade.ts';

const t = useTestApp();

async function order(customer: Customer, items: { product: string; quantity: number }[], extra: object = {}) {
  const address = (await t.createAddress(customer.cookie))._id;
  return t.post('/api/order/cod', { items, address, ...extra }, customer.cookie);
}
const goods = (o: { amount: number; deliveryFee: number }) => Math.round((o.amount - o.deliveryFee) * 100);

describe("a trade buyer's order", () => {
  it('is charged the group price: percentage floored, own price, break; the lines and e-mail say the same', async () => {
    const group = await createGroup(t, 'Klinika sifariş', { cataloguePercent: 7.5 });
    const a = await t.createProduct({ name: 'Ivermektin 1%, 50 ml', offerPrice: 9.99 });
    const b = await t.createProduct({ name: 'Vitamin AD3E, 100 ml', offerPrice: 20 });
    const seller = await t.loginSeller();
    await t.put(
      `/api/trade/seller/groups/${group._id}/products/${b._id}`,
      { price: 18, breaks: [{ minQuantity: 10, price: 16.5 }] },
      seller,
    );
    const { customer } = await approvedBuyer(t, group._id);
    const res = await order(customer, [
      { product: a._id, quantity: 3 },
      { product: b._id, quantity: 10 },
    ]);
    expect(res.status).toBe(201);
    // 9,99 less 7,5 % is 9,24075: 9,24 a piece; b at its break 16,50
    expect(res.body.order.items.map((i: { product: { offerPrice: number } }) => i.product.offerPrice)).toEqual([
      9.24, 16.5,
    ]);
    expect(goods(res.body.order)).toBe(3 * 924 + 10 * 1650);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, customer.email));
    const mail = mails.find((m) => m.subject.includes(String(res.body.order.number)))!;
    expect(mail.text).toContain('Ivermektin 1%, 50 ml × 3 — 27,72\u00a0₼'); // 29,97 at retail
    expect(mail.text).toContain('Vitamin AD3E, 100 ml × 10 — 165,00\u00a0₼');
    const [row] = await t.db.select().from(tradeOrders).where(eq(tradeOrders.orderId, res.body.order._id));
    expect(row).toMatchObject({ groupName: 'Klinika sifariş', licenceNumber: null });
  });

  it('a retail customer pays the list price for the same products', async () => {
    const group = await createGroup(t, 'Pərakəndə yox', { cataloguePercent: 10 });
    expect(group._id).toBeTruthy();
    const p = await t.createProduct({ offerPrice: 9.99 });
    const res = await order(await t.registerCustomer(), [{ product: p._id, quantity: 3 }]);
    expect(goods(res.body.order)).toBe(2997);
  });

  it('a quantity outside the rule is refused with its message and nothing is ordered', async () => {
    const group = await createGroup(t, 'Qutu qaydası');
    const p = await t.createProduct({ name: 'Şpris 5 ml', offerPrice: 0.3 });
    await t.put(
      `/api/trade/seller/groups/${group._id}/products/${p._id}`,
      { minimum: 20, increment: 10, maximum: 200 },
      await t.loginSeller(),
    );
    const { customer } = await approvedBuyer(t, group._id);
    for (const [quantity, message] of [
      [10, TRADE_QUANTITY_MSG.belowMinimum('Şpris 5 ml', 20)],
      [25, TRADE_QUANTITY_MSG.notIncrement('Şpris 5 ml', 10, 20, 30)],
      [210, TRADE_QUANTITY_MSG.aboveMaximum('Şpris 5 ml', 200)],
    ] as const) {
      const res = await order(customer, [{ product: p._id, quantity }]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await order(customer, [{ product: p._id, quantity: 30 }])).status).toBe(201);
    // the cart's page action asks the same before it saves a line
    const cart = t.app.services.tradePricing;
    await expect(cart.checkCartQuantity(customer.user._id, p._id, 25)).rejects.toThrow(
      TRADE_QUANTITY_MSG.notIncrement('Şpris 5 ml', 10, 20, 30),
    );
    await expect(cart.checkCartQuantity(customer.user._id, p._id, 40)).resolves.toBeUndefined();
    const retail = await t.registerCustomer();
    await expect(cart.checkCartQuantity(retail.user._id, p._id, 1)).resolves.toBeUndefined();
  });

  it('a suspended company buys at the list price again, without its rules', async () => {
    const group = await createGroup(t, 'Dayandırılan', { cataloguePercent: 50 });
    const p = await t.createProduct({ offerPrice: 10 });
    const { customer, companyId } = await approvedBuyer(t, group._id);
    await t.post(`/api/trade/seller/companies/${companyId}/suspend`, undefined, await t.loginSeller());
    const res = await order(customer, [{ product: p._id, quantity: 1 }]);
    expect(goods(res.body.order)).toBe(1000);
    expect(await t.db.select().from(tradeOrders).where(eq(tradeOrders.orderId, res.body.order._id))).toEqual([]);
  });
});

describe('prescription-only items for licensed buyers', () => {
  async function rxProduct() {
    const p = await t.createProduct({ name: 'Amoksisillin 15% inyeksiya', offerPrice: 12 });
    await t.db.update(products).set({ rx: true }).where(eq(products.id, p._id));
    return p;
  }

  it('a clinic with a valid licence orders without a prescription; the order records the licence', async () => {
    const group = await createGroup(t, 'Rx klinika');
    const p = await rxProduct();
    const { customer } = await approvedBuyer(t, group._id, clinicFields({ licenceNumber: 'BL-2025-0099' }));
    const res = await order(customer, [{ product: p._id, quantity: 2 }]);
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(tradeOrders).where(eq(tradeOrders.orderId, res.body.order._id));
    expect(row.licenceNumber).toBe('BL-2025-0099');
    expect(
      await t.db.select().from(orderPrescriptions).where(eq(orderPrescriptions.orderId, res.body.order._id)),
    ).toEqual([]);
  });

  it('an expired licence falls back to the prescription, and the refusal says why', async () => {
    const group = await createGroup(t, 'Rx bitmiş');
    const p = await rxProduct();
    const { customer, companyId } = await approvedBuyer(t, group._id);
    await t.db.update(companies).set({ licenceExpires: '2025-03-31' }).where(eq(companies.id, companyId));
    const refused = await order(customer, [{ product: p._id, quantity: 1 }]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`${TRADE_RX_MSG.licenceExpired('31 mart 2025')} ${RX_MESSAGES.needPrescription}`);
    const withPrescription = await order(customer, [{ product: p._id, quantity: 1 }], {
      prescription: { vetName: 'Dr. Rəşad Məmmədov', clinic: 'Vet-Mərkəz' },
    });
    expect(withPrescription.status).toBe(201);
    const [row] = await t.db.select().from(tradeOrders).where(eq(tradeOrders.orderId, withPrescription.body.order._id));
    expect(row.licenceNumber).toBeNull();
  });

  it('a farm follows the retail rule', async () => {
    const group = await createGroup(t, 'Rx ferma');
    const p = await rxProduct();
    const { customer } = await approvedBuyer(
      t,
      group._id,
      clinicFields({ type: 'farm', licenceNumber: '', licenceExpires: '' }),
    );
    const refused = await order(customer, [{ product: p._id, quantity: 1 }]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(RX_MESSAGES.needPrescription);
  });
});
