/** Paying by invoice (issue 34 item 2): the spec's checkout body unchanged; the method checked
 * against the zone and the company's terms; the credit limit holds under concurrent orders of one
 * company (its row locked in the order's transaction). */
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { useTestApp } from '../../helpers/app.ts';
import { companyOnTerms, placeOrder } from '../../helpers/payments.ts';

const t = useTestApp();

describe('payment methods at checkout', () => {
  it("the spec's body without a method orders as before: cash on delivery, unpaid", async () => {
    const p = await t.createProduct({ offerPrice: 12.5 });
    const res = await placeOrder(t, await t.registerCustomer(), p._id, 2);
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ paymentType: 'COD', paymentMethod: 'cod', isPaid: false, dueAt: null });
  });

  it('prepayment by bank transfer is chosen by a retail customer; terms are refused without terms', async () => {
    const p = await t.createProduct({ offerPrice: 10 });
    const customer = await t.registerCustomer();
    const prepaid = await placeOrder(t, customer, p._id, 1, 'prepay');
    expect(prepaid.status).toBe(201);
    expect(prepaid.body.order).toMatchObject({ paymentType: 'TRANSFER', paymentMethod: 'prepay' });
    const terms = await placeOrder(t, customer, p._id, 1, 'terms');
    expect(terms.status).toBe(400);
    expect(terms.body.message).toBe('Şirkətinizə möhlətli ödəniş verilməyib.');
  });

  it('a company on terms orders within its limit; over the remaining limit it is refused with the amounts', async () => {
    const p = await t.createProduct({ offerPrice: 40 });
    const { buyers } = await companyOnTerms(t, 100, 1, 15);
    const first = await placeOrder(t, buyers[0], p._id, 2, 'terms'); // 80 of 100
    expect(first.status).toBe(201);
    expect(first.body.order).toMatchObject({ paymentMethod: 'terms', paymentType: 'TRANSFER', dueAt: null });
    const over = await placeOrder(t, buyers[0], p._id, 1, 'terms'); // 40 > 20 left
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      'Sifariş məbləği (40,00\u00a0₼) kredit limitinizin qalığından (20,00\u00a0₼) çoxdur. Əvvəlcədən ödəmə ilə sifariş verə bilərsiniz.',
    );
    // offered as prepayment instead: the same order goes through
    expect((await placeOrder(t, buyers[0], p._id, 1, 'prepay')).status).toBe(201);
    // completed (delivered): it falls due 15 days later
    const seller = await t.loginSeller();
    const id = first.body.order._id;
    await t.put(`/api/order/seller/${id}/status`, { status: ORDER_STATUS.accepted }, seller);
    const done = await t.put(`/api/order/seller/${id}/status`, { status: ORDER_STATUS.completed }, seller);
    expect(done.body.order.isPaid).toBe(false); // not a COD order: paid only by payments
    const due = Date.parse(done.body.order.dueAt) - Date.now();
    expect(Math.round(due / 86_400_000)).toBe(15);
  });

  it('the limit holds when buyers of one company order at once', async () => {
    const p = await t.createProduct({ offerPrice: 30 });
    const { buyers } = await companyOnTerms(t, 100, 6); // 6 orders of 30 ₼ against 100 ₼: 3 fit
    const addresses = await Promise.all(buyers.map((b) => t.createAddress(b.cookie)));
    const results = await Promise.all(
      buyers.map((b, i) =>
        t.post(
          '/api/order/cod',
          { items: [{ product: p._id, quantity: 1 }], address: addresses[i]._id, paymentMethod: 'terms' },
          b.cookie,
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const statement = await t.get('/api/payments/statement', buyers[0].cookie);
    expect(statement.body.statement).toMatchObject({ creditLimit: 100, onTerms: 90, remaining: 10, owed: 90 });
  });

  it('cash on delivery is refused where the zone takes none', async () => {
    const seller = await t.loginSeller();
    const zones = [{ name: 'Regionlar', areas: ['Gəncə'], fee: 5, freeOver: null, daysMin: 3, daysMax: 5, cod: false }];
    expect((await t.put('/api/delivery', { zones }, seller)).status).toBe(200);
    const p = await t.createProduct({ offerPrice: 20 });
    const customer = await t.registerCustomer();
    const address = await t.createAddress(customer.cookie, { city: 'Gəncə', state: '' });
    const cod = await t.post(
      '/api/order/cod',
      { items: [{ product: p._id, quantity: 1 }], address: address._id, paymentMethod: 'cod' },
      customer.cookie,
    );
    expect(cod.status).toBe(400);
    expect(cod.body.message).toBe('Bu zonada yerində ödəmə yoxdur: bank köçürməsi ilə əvvəlcədən ödəməni seçin.');
    const plain = await t.post(
      '/api/order/cod',
      { items: [{ product: p._id, quantity: 1 }], address: address._id },
      customer.cookie,
    );
    expect(plain.body.order).toMatchObject({ paymentType: 'TRANSFER', paymentMethod: 'prepay' });
    await t.put('/api/delivery', { zones: [] }, seller);
  });
});
