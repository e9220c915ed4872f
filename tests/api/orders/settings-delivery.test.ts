/** /api/settings and /api/delivery (issue 25): public reads, seller-only
 * writes, bad input refused with nothing stored; orders priced with the
 * delivery fee on the server and keeping it when the zone changes later. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../domain/settings/site.ts';
import { deliveryZones, outbox, shopSettings } from '../../../server/db/schema.ts';
import * as profile from '../../../server/services/accounts/profile.ts';
import { PASSWORD, useTestApp, type Customer } from '../../helpers/app.ts';

const t = useTestApp();

const zones = [
  {
    name: 'Bakı – I zona',
    areas: ['Bakı/Nəsimi', 'Bakı/Yasamal'],
    fee: 3,
    freeOver: 50,
    daysMin: 1,
    daysMax: 1,
    cod: true,
  },
  {
    name: 'Digər rayonlar – Azərpoçt',
    areas: ['Şəki', 'Quba'],
    fee: 6,
    freeOver: null,
    daysMin: 4,
    daysMax: 6,
    cod: false,
  },
];

describe('shop settings', () => {
  it('answers anyone with the demo defaults until the seller saves', async () => {
    const res = await t.get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('lets only a seller change them', async () => {
    const body = { ...DEFAULT_SETTINGS, phones: ['+994125550000'] };
    expect((await t.put('/api/settings', body)).status).toBe(401);
    const customer = await t.registerCustomer();
    expect((await t.put('/api/settings', body, customer.cookie)).status).toBe(403);
    expect(await t.db.select().from(shopSettings)).toEqual([]);
  });

  it.each([
    ['a VÖEN of nine digits', { taxId: '140512345' }, 'VÖEN 10 rəqəmdən ibarət olmalıdır.'],
    [
      'a phone that is no number',
      { phones: ['055 abc'] },
      'Telefon nömrəsi düzgün deyil (məs. 050 123 45 67): 055 abc',
    ],
    ['no phone at all', { phones: [] }, 'Ən azı bir telefon nömrəsi daxil edin.'],
    [
      'a social link over http',
      { social: [{ label: 'Instagram', href: 'http://x.az' }] },
      'Keçid https:// ilə başlamalıdır.',
    ],
    ['empty returns text', { returns: '  ' }, 'Qaytarma qaydalarının mətnini daxil edin.'],
    ['a negative minimum', { minOrder: -1 }, 'Minimum sifariş məbləği mənfi ola bilməz.'],
    ['a minimum with three decimals', { minOrder: 1.005 }, 'Minimum sifariş məbləği ən çox iki onluq rəqəmlə yazılır.'],
    ['a bad e-mail', { email: 'info@' }, 'E-poçt ünvanı düzgün deyil.'],
    ['a missing legal name', { legalName: undefined }, 'Hüquqi adı daxil edin.'],
    ['six phones', { phones: Array(6).fill('+994125554747') }, 'Ən çox 5 telefon nömrəsi ola bilər.'],
    ['a minimum written as text', { minOrder: '30' }, 'Minimum sifariş məbləği ədəd olmalıdır.'],
  ])('refuses %s with 400 and its message, storing nothing', async (_label, change, message) => {
    const seller = await t.loginSeller();
    const res = await t.put('/api/settings', { ...DEFAULT_SETTINGS, ...change }, seller);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
    expect(await t.db.select().from(shopSettings)).toEqual([]);
    expect((await t.get('/api/settings')).body.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('refuses a body that is no settings object with 400, storing nothing', async () => {
    const seller = await t.loginSeller();
    for (const body of [[], 'VÖEN', 42]) {
      const res = await t.put('/api/settings', body, seller);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect(await t.db.select().from(shopSettings)).toEqual([]);
  });

  it('signs the password-reset and e-mail-change notices with the phone set now, not the demo one', async () => {
    const seller = await t.loginSeller();
    await t.put('/api/settings', { ...DEFAULT_SETTINGS, phones: ['+994125558800'] }, seller);
    try {
      const c = await t.registerCustomer();
      expect((await t.post('/api/user/forgot-password', { email: c.email })).status).toBe(200);
      await profile.changeEmail(t.db, c.user._id, { email: `yeni-${c.email}`, currentPassword: PASSWORD });
      const mails = await t.db.select().from(outbox).where(eq(outbox.to, c.email));
      expect(mails.map((m) => m.subject).sort()).toEqual([
        'VetAqro Təchizat: e-poçt ünvanı dəyişdirildi',
        'VetAqro Təchizat: şifrənin bərpası',
      ]);
      for (const mail of mails) {
        expect(mail.text).toContain('Telefon: +994 12 555 88 00');
        expect(mail.text).not.toContain('+994 12 555 47 47');
      }
    } finally {
      await t.put('/api/settings', DEFAULT_SETTINGS, seller);
    }
  });

  it('keeps a change, phones in E.164, and every reader sees it at once', async () => {
    const seller = await t.loginSeller();
    const res = await t.put(
      '/api/settings',
      { ...DEFAULT_SETTINGS, phones: ['012 555 00 11', '+994 50 111 22 33'], whatsapp: '0501112233' },
      seller,
    );
    expect(res.status).toBe(200);
    expect(res.body.settings.phones).toEqual(['+994125550011', '+994501112233']);
    const read = await t.get('/api/settings');
    expect(read.body.settings).toMatchObject({ phones: ['+994125550011', '+994501112233'], whatsapp: '+994501112233' });
    await t.put('/api/settings', DEFAULT_SETTINGS, seller);
  });
});

describe('delivery zones', () => {
  it('refuses bad zones with 400 and stores none of them', async () => {
    const seller = await t.loginSeller();
    for (const [bad, message] of [
      [{ ...zones[0], areas: ['Bakı/Atlantida'] }, 'Naməlum ərazi.'],
      [{ ...zones[0], daysMin: 3, daysMax: 1 }, 'Ən çox gün ən az gündən kiçik ola bilməz.'],
      [{ ...zones[0], fee: -2 }, 'Çatdırılma haqqı mənfi ola bilməz.'],
      [{ ...zones[0], areas: [] }, 'Zonaya ən azı bir ərazi seçin.'],
    ] as const) {
      const res = await t.put('/api/delivery', { zones: [bad, zones[1]] }, seller);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const twice = await t.put('/api/delivery', { zones: [zones[0], { ...zones[1], areas: ['Bakı/Nəsimi'] }] }, seller);
    expect(twice.body.message).toBe('Bakı/Nəsimi iki zonadadır: Bakı – I zona, Digər rayonlar – Azərpoçt.');
    expect((await t.put('/api/delivery', { zones })).status).toBe(401);
    expect(await t.db.select().from(deliveryZones)).toEqual([]);
  });
});

describe('an order with delivery', () => {
  let seller: string;
  const customer = async (city: string, state = ''): Promise<Customer & { addressId: string }> => {
    const c = await t.registerCustomer();
    return { ...c, addressId: (await t.createAddress(c.cookie, { city, state }))._id };
  };
  const order = (c: { cookie: string; addressId: string }, product: string, quantity: number, zone?: string) =>
    t.post('/api/order/cod', { items: [{ product, quantity }], address: c.addressId, zone }, c.cookie);

  it('is priced with the zone fee, free from the threshold, below the minimum refused', async () => {
    seller = await t.loginSeller();
    const saved = await t.put('/api/delivery', { zones }, seller);
    expect(saved.status).toBe(200);
    expect((await t.get('/api/delivery')).body).toMatchObject({
      minOrder: 0,
      zones: [{ name: 'Bakı – I zona', fee: 3 }, {}],
    });
    const justUnder = await t.createProduct({ offerPrice: 49.99 });
    const justAt = await t.createProduct({ offerPrice: 50 });
    const nearMinimum = await t.createProduct({ offerPrice: 29.99 });
    const c = await customer('Bakı', 'Nəsimi');

    const under = await order(c, justUnder._id, 1); // one qəpik under the 50 ₼ threshold
    expect(under.status).toBe(201);
    expect(under.body.order).toMatchObject({
      amount: 52.99,
      deliveryFee: 3,
      delivery: { zoneName: 'Bakı – I zona', daysMin: 1, daysMax: 1 },
      paymentType: 'COD',
    });
    const at = await order(c, justAt._id, 1);
    expect(at.body.order).toMatchObject({ amount: 50, deliveryFee: 0, paymentType: 'COD' });

    await t.put('/api/settings', { ...DEFAULT_SETTINGS, minOrder: 30 }, seller);
    const below = await order(c, nearMinimum._id, 1);
    expect(below.status).toBe(400);
    expect(below.body.message).toBe('Minimum sifariş məbləği 30,00\u00a0₼: daha 0,01\u00a0₼ lazımdır.');
    await t.put('/api/settings', { ...DEFAULT_SETTINGS, minOrder: 29.99 }, seller);
    expect((await order(c, nearMinimum._id, 1)).status).toBe(201);
    await t.put('/api/settings', DEFAULT_SETTINGS, seller);
  });

  it('asks paying in advance where cash on delivery is off', async () => {
    const p = await t.createProduct({ offerPrice: 10 });
    const res = await order(await customer('Şəki'), p._id, 1);
    expect(res.body.order).toMatchObject({ amount: 16, deliveryFee: 6, paymentType: 'TRANSFER' });
  });

  it('orders with the delivery to be agreed when the address names no zone, or takes the chosen one', async () => {
    const p = await t.createProduct({ offerPrice: 10 });
    const c = await customer('Bakı'); // no district: Baku is in more than one zone
    const toAgree = await order(c, p._id, 1); // decision 0078: never refused for it
    expect(toAgree.status).toBe(201);
    expect(toAgree.body.order).toMatchObject({ amount: 10, deliveryFee: 0, delivery: null, deliveryToAgree: true });
    const [first] = (await t.get('/api/delivery')).body.zones;
    const chosen = await order(c, p._id, 1, first._id);
    expect(chosen.status).toBe(201);
    expect(chosen.body.order).toMatchObject({ amount: 13, deliveryFee: 3, delivery: { zoneName: 'Bakı – I zona' } });
  });

  it('keeps its fee, zone and days when the zone changes later', async () => {
    const p = await t.createProduct({ offerPrice: 10 });
    const c = await customer('Bakı', 'Yasamal');
    const placed = (await order(c, p._id, 1)).body.order;
    const current = (await t.get('/api/delivery')).body.zones;
    current[0] = { ...current[0], name: 'Mərkəz', fee: 9, daysMin: 2, daysMax: 3 };
    expect((await t.put('/api/delivery', { zones: current }, seller)).status).toBe(200);
    const [mine] = (await t.get('/api/order/user', c.cookie)).body.orders;
    expect(mine).toMatchObject({
      _id: placed._id,
      amount: 13,
      deliveryFee: 3,
      delivery: { zoneName: 'Bakı – I zona', daysMin: 1, daysMax: 1 },
    });
    const next = (await order(c, p._id, 1)).body.order;
    expect(next).toMatchObject({
      amount: 19,
      deliveryFee: 9,
      delivery: { zoneName: 'Mərkəz', daysMin: 2, daysMax: 3 },
    });
  });

  it("shows the kept fee, zone and days in the seller's CSV", async () => {
    const p = await t.createProduct({ offerPrice: 10 });
    const c = await customer('Bakı', 'Yasamal');
    const placed = (await order(c, p._id, 1)).body.order;
    const res = await t.app.inject({ method: 'GET', url: '/api/order/seller/export', headers: { cookie: seller } });
    expect(res.statusCode).toBe(200);
    const row = res.body
      .split('\r\n')
      .find((l) => l.startsWith(`${placed.number};`))!
      .split(';');
    expect(row.slice(9)).toEqual(['19,00', 'Yerində ödəmə', 'Xeyr', 'Mərkəz', '9,00', '2–3 iş günü']);
  });

  it("sends the confirmation with the fee, the seller's details and the policy links", async () => {
    const p = await t.createProduct({ offerPrice: 10 });
    const c = await customer('Bakı', 'Yasamal');
    await t.put('/api/settings', { ...DEFAULT_SETTINGS, phones: ['+994125559999'] }, seller);
    await order(c, p._id, 1);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, c.email));
    expect(mail.text).toContain('Çatdırılma (Mərkəz): 9,00\u00a0₼');
    expect(mail.text).toContain('Cəmi: 19,00\u00a0₼');
    expect(mail.text).toContain('"VetAqro Təchizat" MMC');
    expect(mail.text).toContain('VÖEN 1405123456');
    expect(mail.text).toContain('Telefon: +994 12 555 99 99');
    expect(mail.text).toMatch(/Satış şərtləri: http\S+\/sertler/);
    expect(mail.text).toMatch(/Qaytarma qaydaları: http\S+\/qaytarma/);
    await t.put('/api/settings', DEFAULT_SETTINGS, seller);
  });
});
