/** The services behind /account (decision 0026): addresses with one default,
 * a customer reaching only their own; name, e-mail and password changes that
 * need the current password; deleting the account keeps its orders. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses as addressTable, orders, outbox } from '../../../server/db/schema.ts';
import * as addressService from '../../../server/services/accounts/addresses.ts';
import * as profile from '../../../server/services/accounts/profile.ts';
import { PASSWORD, sampleAddress, UNKNOWN_ID, useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const status = async (work: Promise<unknown>) =>
  work.then(
    () => 200,
    (e: { statusCode?: number }) => e.statusCode ?? 500,
  );
const input = (city: string) => ({ ...sampleAddress, city, zipCode: 'AZ1000', phone: '+994501234567' });

describe('addresses', () => {
  it('the first is the default; choosing another moves the flag; deleting the default hands it on', async () => {
    const c = await t.registerCustomer();
    const first = await t.createAddress(c.cookie, { city: 'Bakı' });
    const second = await t.createAddress(c.cookie, { city: 'Gəncə' });
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);

    await addressService.setDefaultAddress(t.db, c.user._id, second._id);
    const listed = (await t.get('/api/address/get', c.cookie)).body.addresses;
    expect(listed.map((a: { city: string; isDefault: boolean }) => [a.city, a.isDefault])).toEqual([
      ['Gəncə', true],
      ['Bakı', false],
    ]);

    await addressService.deleteAddress(t.db, c.user._id, second._id);
    const [left] = await t.db.select().from(addressTable).where(eq(addressTable.userId, c.user._id));
    expect(left.isDefault).toBe(true);
  });

  it('an edit changes the address but not an order placed with it', async () => {
    const c = await t.registerCustomer();
    const a = await t.createAddress(c.cookie, { city: 'Şəki' });
    const p = await t.createProduct();
    const placed = (
      await t.post('/api/order/cod', { items: [{ product: p._id, quantity: 1 }], address: a._id }, c.cookie)
    ).body.order;
    const updated = await addressService.updateAddress(t.db, c.user._id, a._id, input('Quba'));
    expect(updated.city).toBe('Quba');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(order.address.city).toBe('Şəki');
  });

  it("another customer's address is not found, for edit, delete and default alike", async () => {
    const owner = await t.registerCustomer();
    const other = await t.registerCustomer();
    const a = await t.createAddress(owner.cookie);
    expect(await status(addressService.updateAddress(t.db, other.user._id, a._id, input('Quba')))).toBe(404);
    expect(await status(addressService.deleteAddress(t.db, other.user._id, a._id))).toBe(404);
    expect(await status(addressService.setDefaultAddress(t.db, other.user._id, a._id))).toBe(404);
    expect(await status(addressService.deleteAddress(t.db, owner.user._id, UNKNOWN_ID))).toBe(404);
  });
});

describe('profile', () => {
  it('an e-mail change needs the current password and a free address, and tells the old address', async () => {
    const c = await t.registerCustomer('Səbinə Axundova');
    const taken = await t.registerCustomer();
    expect(
      await status(profile.changeEmail(t.db, c.user._id, { email: 'yeni@test.az', currentPassword: 'sehv' })),
    ).toBe(400);
    expect(await status(profile.changeEmail(t.db, c.user._id, { email: taken.email, currentPassword: PASSWORD }))).toBe(
      409,
    );
    const { user } = await profile.changeEmail(t.db, c.user._id, {
      email: `yeni-${c.email}`,
      currentPassword: PASSWORD,
    });
    expect(user.email).toBe(`yeni-${c.email}`);
    const [notice] = await t.db.select().from(outbox).where(eq(outbox.to, c.email));
    expect(notice.text).toContain(`yeni-${c.email}`);
    expect((await t.post('/api/user/login', { email: `yeni-${c.email}`, password: PASSWORD })).status).toBe(200);
  });

  it('a password change keeps this session and ends the others', async () => {
    const c = await t.registerCustomer();
    const second = `sid=${(await t.post('/api/user/login', { email: c.email, password: PASSWORD })).cookies.sid}`;
    const token = c.cookie.slice('sid='.length);
    expect(
      await status(
        profile.changePassword(t.db, c.user._id, { currentPassword: 'sehv', newPassword: 'Yeni-parol-1' }, token),
      ),
    ).toBe(400);
    await profile.changePassword(t.db, c.user._id, { currentPassword: PASSWORD, newPassword: 'Yeni-parol-1' }, token);
    expect((await t.get('/api/user/is-auth', c.cookie)).status).toBe(200);
    expect((await t.get('/api/user/is-auth', second)).status).toBe(401);
    expect((await t.post('/api/user/login', { email: c.email, password: 'Yeni-parol-1' })).status).toBe(200);
  });

  it('deleting the account needs the password; its orders stay, detached', async () => {
    const c = await t.registerCustomer();
    const a = await t.createAddress(c.cookie);
    const p = await t.createProduct();
    const placed = (
      await t.post('/api/order/cod', { items: [{ product: p._id, quantity: 1 }], address: a._id }, c.cookie)
    ).body.order;
    expect(await status(profile.deleteOwnAccount(t.db, c.user._id, 'sehv'))).toBe(400);
    await profile.deleteOwnAccount(t.db, c.user._id, PASSWORD);
    expect((await t.get('/api/user/is-auth', c.cookie)).status).toBe(401);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(order.userId).toBeNull();
    expect(order.customerEmail).toBe(c.email);
  });
});
