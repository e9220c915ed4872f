/** Issue 32 item 1 (decision 0078): every address the spec allows orders (201) with the spec's own
 * bodies. The zone is found as people write the place; an address that still names none orders
 * with its delivery "to be agreed" until the seller sets the zone or the fee (or completes it:
 * decision 0120), and the customer is e-mailed the final amount. */
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ZONES } from '../../../domain/delivery/demo-zones.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { outbox } from '../../../server/db/schema.ts';
import { getOverview } from '../../../server/services/orders/overview.ts';
import { useTestApp, type Customer } from '../../helpers/app.ts';

const t = useTestApp();

/** The spec's address (§3): firstName, email and phone required; the rest optional. */
const specAddress = (place: { city?: string; state?: string }) => ({
  firstName: 'Aysel',
  email: 'aysel@test.az',
  phone: '0501234567',
  ...place,
});

let seller: string;
let zoneIds: Record<string, string>;
beforeAll(async () => {
  seller = await t.loginSeller();
  expect((await t.put('/api/delivery', { zones: DEMO_ZONES }, seller)).status).toBe(200);
  const zones: { _id: string; name: string }[] = (await t.get('/api/delivery')).body.zones;
  zoneIds = Object.fromEntries(zones.map((z) => [z.name, z._id]));
});

/** A new customer adds the address through the spec's call and orders one 10 ₼ product. */
async function orderTo(place: { city?: string; state?: string }) {
  const customer: Customer = await t.registerCustomer();
  const added = await t.post('/api/address/add', { address: specAddress(place) }, customer.cookie);
  expect(added.status).toBe(201);
  const product = await t.createProduct({ offerPrice: 10 });
  const res = await t.post(
    '/api/order/cod',
    { items: [{ product: product._id, quantity: 1 }], address: added.body.address._id },
    customer.cookie,
  );
  return { customer, res };
}

describe('every address the spec allows orders', () => {
  it.each([
    ['city "Bakı" with no district', { city: 'Bakı' }],
    ['"Bakı" as the district', { state: 'Bakı' }],
    ['"Baku"', { city: 'Baku' }],
    ['no city at all', {}],
    ['a village no list names', { city: 'Qızılqaya kəndi' }],
  ])('%s: 201, its delivery to be agreed, the goods alone in the amount', async (_label, place) => {
    const { res } = await orderTo(place);
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ amount: 10, deliveryFee: 0, delivery: null, deliveryToAgree: true });
  });

  it.each([
    ['"Ganja"', { city: 'Ganja' }, 'Gəncə', 18],
    ['"Gandja"', { city: 'Gandja' }, 'Gəncə', 18],
    ['"Xırdalan"', { city: 'Xırdalan' }, 'Abşeron və Sumqayıt', 17],
    ['"Masazır"', { city: 'Masazır' }, 'Abşeron və Sumqayıt', 17],
    ['"Sumgait"', { city: 'Sumgait' }, 'Abşeron və Sumqayıt', 17],
    ['"Bakı şəhəri", "Nəsimi r."', { city: 'Bakı şəhəri', state: 'Nəsimi r.' }, 'Bakı – I zona', 13],
    ['"Bakı", "Nəsimi rayonu"', { city: 'Bakı', state: 'Nəsimi rayonu' }, 'Bakı – I zona', 13],
    ['a district in the city field', { city: 'Xətai' }, 'Bakı – II zona', 14],
    ['"Баку", "Насиминский р-н"', { city: 'Баку', state: 'Насиминский р-н' }, 'Bakı – I zona', 13],
    ['a settlement of Baku', { city: 'Mərdəkan' }, 'Bakı – III zona', 16],
  ])('%s: 201 priced in its zone', async (_label, place, zoneName, amount) => {
    const { res } = await orderTo(place);
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ amount, delivery: { zoneName }, deliveryToAgree: false });
  });

  it('says the delivery is to be agreed in the confirmation e-mail', async () => {
    const { customer, res } = await orderTo({ city: 'Baku' });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, customer.email));
    expect(mail.text).toContain('Çatdırılma: Razılaşdırılacaq');
    expect(mail.text).toContain('Cəmi (çatdırılmasız): 10,00\u00a0₼');
    expect(res.body.order.number).toBeGreaterThan(0);
  });
});

describe('the seller sets a delivery that was to be agreed', () => {
  it('prices it, accepts it and e-mails the customer the final amount (decision 0120: accepting first is allowed too)', async () => {
    const { customer, res } = await orderTo({ city: 'Bakı' });
    const id = res.body.order._id;

    const set = await t.put(`/api/order/seller/${id}/delivery`, { zone: zoneIds['Bakı – II zona'] }, seller);
    expect(set.status).toBe(200);
    expect(set.body.order).toMatchObject({
      amount: 14,
      deliveryFee: 4,
      deliveryToAgree: false,
      delivery: { zoneName: 'Bakı – II zona', daysMin: 1, daysMax: 2 },
      paymentType: 'COD',
    });
    const mine = (await t.get('/api/order/user', customer.cookie)).body.orders[0];
    expect(mine).toMatchObject({ amount: 14, deliveryFee: 4, deliveryToAgree: false });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, customer.email), like(outbox.subject, '%yekun məbləğ%')));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Yekun məbləğ: 14,00\u00a0₼');
    const accepted = await t.put(`/api/order/seller/${id}/status`, { status: ORDER_STATUS.accepted }, seller);
    expect(accepted.status).toBe(200);
    // an accepted order's priced delivery is no longer changed
    const late = await t.put(`/api/order/seller/${id}/delivery`, { zone: zoneIds['Gəncə'] }, seller);
    expect(late.status).toBe(409);
  });

  it("takes a fee of the seller's own, with the zone's days and payment", async () => {
    const { res } = await orderTo({});
    const set = await t.put(
      `/api/order/seller/${res.body.order._id}/delivery`,
      { zone: zoneIds['Digər rayonlar – Azərpoçt'], fee: 12.5 },
      seller,
    );
    expect(set.status).toBe(200);
    expect(set.body.order).toMatchObject({ amount: 22.5, deliveryFee: 12.5, paymentType: 'TRANSFER' });
  });

  it('is the seller’s only, and refuses an unknown zone or a bad fee with 400', async () => {
    const { customer, res } = await orderTo({ city: 'Baku' });
    const url = `/api/order/seller/${res.body.order._id}/delivery`;
    const zone = zoneIds['Gəncə'];
    expect((await t.put(url, { zone })).status).toBe(401);
    expect((await t.put(url, { zone }, customer.cookie)).status).toBe(403);
    const unknown = await t.put(url, { zone: '00000000-0000-4000-8000-000000000000' }, seller);
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Çatdırılma zonası tapılmadı.']);
    const badFee = await t.put(url, { zone, fee: -1 }, seller);
    expect([badFee.status, badFee.body.message]).toEqual([400, 'Çatdırılma haqqı 0 ilə 1000 ₼ arasında olmalıdır.']);
    expect((await t.get('/api/order/user', customer.cookie)).body.orders[0].deliveryToAgree).toBe(true);
  });
});

describe('the seller finds what waits for a delivery to be agreed', () => {
  it('lists only those orders with ?delivery=agree, and the overview counts the waiting ones', async () => {
    const { res: toAgree } = await orderTo({ city: 'Baku' });
    const { res: priced } = await orderTo({ city: 'Ganja' });
    const before = await getOverview(t.db);
    const listed = await t.get('/api/order/seller?delivery=agree&limit=100', seller);
    expect(listed.status).toBe(200);
    const ids = listed.body.orders.map((o: { _id: string }) => o._id);
    expect(ids).toContain(toAgree.body.order._id);
    expect(ids).not.toContain(priced.body.order._id);
    expect(listed.body.orders.every((o: { deliveryToAgree: boolean }) => o.deliveryToAgree)).toBe(true);
    expect(before.deliveryToAgree).toBe(listed.body.total);

    await t.put(`/api/order/seller/${toAgree.body.order._id}/delivery`, { zone: zoneIds['Gəncə'] }, seller);
    expect((await getOverview(t.db)).deliveryToAgree).toBe(before.deliveryToAgree - 1);
    const bad = await t.get('/api/order/seller?delivery=yes', seller);
    expect([bad.status, bad.body.message]).toEqual([400, 'Çatdırılma süzgəci düzgün deyil.']);
  });
});
