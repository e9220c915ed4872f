/** Prescription-only (Rx) items at checkout (issue 22 item 6, decision 0053): an
 * order holding one needs the vet and clinic or a photo, else it is refused with
 * a message and nothing is stored; "ask us" refuses it; a photo is checked by its
 * bytes; the seller reads the prescription and ticks it, who and when in the history. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';

const { RX_MESSAGES, RX_TEXT, RX_SELLER_TEXT } = textsIn('az');
import { DEFAULT_SETTINGS } from '../../../domain/settings/site.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { orderPrescriptions, orders, outbox, products } from '../../../server/db/schema.ts';
import { checkout } from '../../../server/services/orders/checkout.ts';
import { SELLER, useTestApp, type Customer } from '../../helpers/app.ts';

const t = useTestApp();

async function rxProduct(name = 'Amoksisillin 15% inyeksiya') {
  const p = await t.createProduct({ name, offerPrice: 12 });
  await t.db
    .update(products)
    .set({ rx: true, withdrawalMeatDays: 28, withdrawalMilkDays: 4 })
    .where(eq(products.id, p._id));
  return p;
}

async function customerWithAddress(): Promise<{ customer: Customer; address: string }> {
  const customer = await t.registerCustomer();
  return { customer, address: (await t.createAddress(customer.cookie))._id };
}

const orderCount = async () => (await t.db.select({ id: orders.id }).from(orders)).length;
const prescriptionCount = async () => (await t.db.select().from(orderPrescriptions)).length;

describe('an order holding a prescription-only item', () => {
  it.each([
    ['without any prescription', undefined, RX_MESSAGES.needPrescription],
    ['with the vet but no clinic', { vetName: 'Dr. Rəşad Məmmədov' }, RX_MESSAGES.needClinic],
    ['with the clinic but no vet', { clinic: 'Vet-Mərkəz, Bakı' }, RX_MESSAGES.needVet],
    ['with blank names', { vetName: '  ', clinic: ' ' }, RX_MESSAGES.needPrescription],
  ])('is refused %s, with a message, nothing stored', async (_label, prescription, message) => {
    const p = await rxProduct();
    const { customer, address } = await customerWithAddress();
    const before = await orderCount();
    const res = await t.post(
      '/api/order/cod',
      { items: [{ product: p._id, quantity: 1 }], address, prescription },
      customer.cookie,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
    expect(await orderCount()).toBe(before);
  });

  it('goes with the vet and clinic, which the seller reads, ticks, and finds in the history', async () => {
    const p = await rxProduct();
    const plain = await t.createProduct({ name: 'Qida qabı' });
    const { customer, address } = await customerWithAddress();
    const res = await t.post(
      '/api/order/cod',
      {
        items: [
          { product: p._id, quantity: 2 },
          { product: plain._id, quantity: 1 },
        ],
        address,
        prescription: { vetName: 'Dr. Rəşad Məmmədov', clinic: 'Vet-Mərkəz, Bakı' },
      },
      customer.cookie,
    );
    expect(res.status).toBe(201);
    const order = res.body.order;
    expect(order.rx).toBe(true);
    expect(order.items[0].product).toMatchObject({ rx: true, withdrawal: { meat: 28, milk: 4, eggs: null } });
    expect(order.items[1].product.rx).toBe(false);
    // the confirmation e-mail says the call before delivery
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, customer.email));
    expect(mail.text).toContain(RX_TEXT.customerNote);

    // private to the seller
    expect((await t.get(`/api/order/seller/${order._id}/prescription`, customer.cookie)).status).toBe(403);
    const seller = await t.loginSeller();
    const read = await t.get(`/api/order/seller/${order._id}/prescription`, seller);
    expect(read.body.prescription).toEqual({
      vetName: 'Dr. Rəşad Məmmədov',
      clinic: 'Vet-Mərkəz, Bakı',
      hasPhoto: false,
      checkedAt: null,
      checkedBy: null,
      licence: null, // a customer's prescription, not a clinic's licence (decision 0122)
    });
    const listed = await t.get('/api/order/seller', seller);
    expect(listed.body.orders.find((o: { _id: string }) => o._id === order._id).rx).toBe(true);

    const ticked = await t.post(`/api/order/seller/${order._id}/prescription/checked`, undefined, seller);
    expect(ticked.status).toBe(200);
    expect(ticked.body.message).toBe(RX_SELLER_TEXT.checkedSaved);
    expect(ticked.body.prescription.checkedBy).toBe(SELLER.email);
    // ticking again keeps the first check: one history line
    await t.post(`/api/order/seller/${order._id}/prescription/checked`, undefined, seller);
    const events = (await t.get(`/api/order/seller/${order._id}/events`, seller)).body.events;
    const checks = events.filter((e: { to: string }) => e.to === 'rx-checked');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ actor: 'seller', actorEmail: SELLER.email, from: 'Göndərilib' });
    // the four statuses are untouched by the check
    expect((await t.get(`/api/order/user`, customer.cookie)).body.orders[0].status).toBe('Göndərilib');
  });

  it('needs no prescription for an order without Rx items, and keeps none', async () => {
    const plain = await t.createProduct();
    const { customer, address } = await customerWithAddress();
    const before = await prescriptionCount();
    const res = await t.post(
      '/api/order/cod',
      { items: [{ product: plain._id, quantity: 1 }], address },
      customer.cookie,
    );
    expect(res.status).toBe(201);
    expect(res.body.order.rx).toBe(false);
    expect(await prescriptionCount()).toBe(before);
    const seller = await t.loginSeller();
    const tick = await t.post(`/api/order/seller/${res.body.order._id}/prescription/checked`, undefined, seller);
    expect(tick.status).toBe(409);
    expect(tick.body.message).toBe(RX_MESSAGES.noPrescription);
  });

  it('goes with a photo alone, re-encoded and served only to the seller', async () => {
    const p = await rxProduct();
    const { customer, address } = await customerWithAddress();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ddeeff' } })
      .png()
      .toBuffer();
    const order = await checkout(
      t.db,
      t.app.config,
      customer.user._id,
      { items: [{ product: p._id, quantity: 1 }], address },
      'http://x',
      png,
    );
    const seller = await t.loginSeller();
    expect((await t.get(`/api/order/seller/${order._id}/prescription`, seller)).body.prescription.hasPhoto).toBe(true);
    const photo = await t.app.inject({
      url: `/api/order/seller/${order._id}/prescription/photo`,
      headers: { cookie: seller },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('webp');
    const stranger = await t.app.inject({
      url: `/api/order/seller/${order._id}/prescription/photo`,
      headers: { cookie: customer.cookie },
    });
    expect(stranger.statusCode).toBe(403);
  });

  it('refuses a photo that is not an image, storing nothing', async () => {
    const p = await rxProduct();
    const { customer, address } = await customerWithAddress();
    const before = await orderCount();
    const fake = Buffer.from('%PDF-1.4 not a picture at all');
    await expect(
      checkout(
        t.db,
        t.app.config,
        customer.user._id,
        { items: [{ product: p._id, quantity: 1 }], address },
        'http://x',
        fake,
      ),
    ).rejects.toMatchObject({ statusCode: 415, message: MSG.notAnImage });
    expect(await orderCount()).toBe(before);
  });

  it('is refused in "ask us" mode even with the prescription; other orders still go', async () => {
    const seller = await t.loginSeller();
    expect((await t.put('/api/settings', { ...DEFAULT_SETTINGS, rxMode: 'ask' }, seller)).status).toBe(200);
    try {
      const p = await rxProduct('Enrofloksasin 10%');
      const plain = await t.createProduct();
      const { customer, address } = await customerWithAddress();
      const before = await orderCount();
      const res = await t.post(
        '/api/order/cod',
        { items: [{ product: p._id, quantity: 1 }], address, prescription: { vetName: 'Dr. A', clinic: 'B' } },
        customer.cookie,
      );
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: RX_MESSAGES.askUs('Enrofloksasin 10%') });
      expect(await orderCount()).toBe(before);
      const ok = await t.post(
        '/api/order/cod',
        { items: [{ product: plain._id, quantity: 1 }], address },
        customer.cookie,
      );
      expect(ok.status).toBe(201);
    } finally {
      await t.put('/api/settings', DEFAULT_SETTINGS, seller);
    }
  });

  it('refuses an unknown Rx mode in the settings', async () => {
    const seller = await t.loginSeller();
    const res = await t.put('/api/settings', { ...DEFAULT_SETTINGS, rxMode: 'never' }, seller);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: RX_MESSAGES.badMode });
  });
});
