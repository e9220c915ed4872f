/** /api/user: register, login, is-auth, logout, throttling, and the seller's
 * user list and deletion (docs/architecture.md §Data, §API). */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { PASSWORD, uniqueEmail, useTestApp } from '../../helpers/app.ts';

const t = useTestApp();

describe('registration', () => {
  it('creates the account, logs the customer in and answers 201 with the user', async () => {
    const email = uniqueEmail();
    const res = await t.post('/api/user/register', { name: 'Nərmin', email: email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ _id: expect.any(String), name: 'Nərmin', email, cart: {} });
    const me = await t.get('/api/user/is-auth', `sid=${res.cookies.sid}`);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
  });

  it('refuses an e-mail already taken with 409, whatever its case', async () => {
    const c = await t.registerCustomer();
    const res = await t.post('/api/user/register', { name: 'Başqa', email: c.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.emailTaken);
  });

  it.each([
    ['no name', { email: 'a@test.az', password: PASSWORD }],
    ['a blank name', { name: '   ', email: 'a@test.az', password: PASSWORD }],
    ['no e-mail', { name: 'A', password: PASSWORD }],
    ['a malformed e-mail', { name: 'A', email: 'not-an-email', password: PASSWORD }],
    ['a short password', { name: 'A', email: 'a@test.az', password: '123' }],
    ['a number for the name', { name: 42, email: 'a@test.az', password: PASSWORD }],
    ['an array body', [1, 2]],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await t.post('/api/user/register', body);
    expect(res.status).toBe(400);
  });
});

describe('login and logout', () => {
  it('logs in with the right password and sets the sid cookie', async () => {
    const c = await t.registerCustomer();
    const res = await t.post('/api/user/login', { email: c.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user._id).toBe(c.user._id);
    expect(res.cookies.sid).toBeTruthy();
  });

  it('answers 401 with one message for a wrong password and an unknown e-mail', async () => {
    const c = await t.registerCustomer();
    const wrong = await t.post('/api/user/login', { email: c.email, password: 'yanlis-parol' });
    const unknown = await t.post('/api/user/login', { email: uniqueEmail(), password: PASSWORD });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.message).toBe(MSG.loginFailed);
    expect(unknown.body.message).toBe(MSG.loginFailed);
  });

  it('refuses a login without a password with 400', async () => {
    expect((await t.post('/api/user/login', { email: 'a@test.az' })).status).toBe(400);
  });

  it('is-auth answers 401 when logged out or with a forged cookie', async () => {
    expect((await t.get('/api/user/is-auth')).status).toBe(401);
    expect((await t.get('/api/user/is-auth', 'sid=forged-token')).status).toBe(401);
  });

  it('logout ends the session: the old cookie is 401 afterwards', async () => {
    const c = await t.registerCustomer();
    const res = await t.get('/api/user/logout', c.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.loggedOut);
    expect(res.cookies.sid).toBe('');
    expect((await t.get('/api/user/is-auth', c.cookie)).status).toBe(401);
  });

  it('logout without a session still answers success', async () => {
    expect((await t.get('/api/user/logout')).status).toBe(200);
  });

  it('a seller cookie is not a customer session', async () => {
    expect((await t.get('/api/user/is-auth', await t.loginSeller())).status).toBe(401);
  });
});

describe('login throttling per e-mail and address (decision 0012)', () => {
  const ATTACKER = '203.0.113.9';
  const login = (json: object, remoteAddress?: string) => t.call('POST', '/api/user/login', { json, remoteAddress });

  it('answers the 6th failed attempt from one address with 429, while the owner and other e-mails still log in', async () => {
    const victim = await t.registerCustomer();
    const other = await t.registerCustomer();
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: victim.email, password: `yanlis-${i}` }, ATTACKER)).status).toBe(401);
    }
    const sixth = await login({ email: victim.email.toUpperCase(), password: 'yanlis-6' }, ATTACKER);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(MSG.tooManyAttempts);
    // the guesser's address waits even with the right password, else the block would not slow a guesser
    expect((await login({ email: victim.email, password: PASSWORD }, ATTACKER)).status).toBe(429);
    // the owner, from their own address, is never locked out by a stranger
    expect((await login({ email: victim.email, password: PASSWORD })).status).toBe(200);
    expect((await login({ email: other.email, password: PASSWORD }, ATTACKER)).status).toBe(200);
    // an existing session is not touched by the block
    expect((await t.get('/api/user/is-auth', victim.cookie)).status).toBe(200);
  });

  it('a successful login before the limit resets the count', async () => {
    const c = await t.registerCustomer();
    for (let i = 0; i < 4; i++) await t.post('/api/user/login', { email: c.email, password: 'yanlis' });
    expect((await t.post('/api/user/login', { email: c.email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await t.post('/api/user/login', { email: c.email, password: 'yanlis' })).status).toBe(401);
    expect((await t.post('/api/user/login', { email: c.email, password: PASSWORD })).status).toBe(200);
  });
});

describe("the seller's user list and deletion", () => {
  it('lists users with _id, name, email, createdAt for the seller', async () => {
    const c = await t.registerCustomer('Rəşad');
    const res = await t.get('/api/user/all-users', await t.loginSeller());
    expect(res.status).toBe(200);
    const row = res.body.data.find((u: { _id: string }) => u._id === c.user._id);
    expect(row).toMatchObject({ _id: c.user._id, name: 'Rəşad', email: c.email, createdAt: expect.any(String) });
  });

  it('refuses the list to anonymous (401) and customers (403)', async () => {
    const c = await t.registerCustomer();
    expect((await t.get('/api/user/all-users')).status).toBe(401);
    const res = await t.get('/api/user/all-users', c.cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.sellerOnly);
  });

  it('refuses deletion to anonymous (401) and customers (403), even of themselves', async () => {
    const c = await t.registerCustomer();
    expect((await t.del(`/api/user/delete/${c.user._id}`)).status).toBe(401);
    expect((await t.del(`/api/user/delete/${c.user._id}`, c.cookie)).status).toBe(403);
    expect((await t.get('/api/user/is-auth', c.cookie)).status).toBe(200);
  });

  it('deleting logs the user out, and their orders stay for the seller with name and e-mail', async () => {
    const seller = await t.loginSeller();
    const c = await t.registerCustomer('Silinəcək');
    const product = await t.createProduct({ offerPrice: 5 });
    const address = await t.createAddress(c.cookie);
    const placed = await t.post(
      '/api/order/cod',
      { items: [{ product: product._id, quantity: 2 }], address: address._id },
      c.cookie,
    );
    expect(placed.status).toBe(201);

    const res = await t.del(`/api/user/delete/${c.user._id}`, seller);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.userDeleted);
    expect((await t.get('/api/user/is-auth', c.cookie)).status).toBe(401);
    expect((await t.get('/api/address/get', c.cookie)).status).toBe(401);
    expect((await t.post('/api/user/login', { email: c.email, password: PASSWORD })).status).toBe(401);

    const orders = await t.get('/api/order/seller', seller);
    const kept = orders.body.orders.find((o: { _id: string }) => o._id === placed.body.order._id);
    expect(kept.customer).toEqual({ _id: null, name: 'Silinəcək', email: c.email });
    expect(kept.address.firstName).toBe('Aysel');
    expect(kept.amount).toBe(10);
    const users = await t.get('/api/user/all-users', seller);
    expect(users.body.data.some((u: { _id: string }) => u._id === c.user._id)).toBe(false);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const seller = await t.loginSeller();
    const unknown = await t.del('/api/user/delete/00000000-0000-4000-8000-000000000000', seller);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MSG.userNotFound);
    expect((await t.del('/api/user/delete/123', seller)).status).toBe(400);
  });
});
