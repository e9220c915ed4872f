/** /api/seller: the staff login, kept apart from customers (docs/architecture.md §Roles). */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { SELLER, useTestApp } from '../../helpers/app.ts';

const t = useTestApp();

describe('seller login', () => {
  it('logs the seller in with a seller_sid cookie; is-auth then answers 200', async () => {
    const res = await t.post('/api/seller/login', { email: SELLER.email.toUpperCase(), password: SELLER.password });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.cookies.seller_sid).toBeTruthy();
    expect(res.cookies.sid).toBeUndefined();
    expect((await t.get('/api/seller/is-auth', `seller_sid=${res.cookies.seller_sid}`)).status).toBe(200);
  });

  it('answers 401 for a wrong password and 400 for a missing one', async () => {
    const wrong = await t.post('/api/seller/login', { email: SELLER.email, password: 'yanlis' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(MSG.loginFailed);
    expect((await t.post('/api/seller/login', { email: SELLER.email })).status).toBe(400);
  });

  it('a customer account cannot log in as seller, and a customer cookie is not a seller session', async () => {
    const c = await t.registerCustomer();
    expect((await t.post('/api/seller/login', { email: c.email, password: c.password })).status).toBe(401);
    expect((await t.get('/api/seller/is-auth', c.cookie)).status).toBe(401);
    expect((await t.get('/api/seller/is-auth', `seller_sid=${c.cookie.slice(4)}`)).status).toBe(401);
  });

  it('is-auth answers 401 with a message when nobody is logged in', async () => {
    const res = await t.get('/api/seller/is-auth');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.unauthorized);
  });

  it('logout ends the seller session', async () => {
    const login = await t.post('/api/seller/login', SELLER);
    const cookie = `seller_sid=${login.cookies.seller_sid}`;
    const res = await t.get('/api/seller/logout', cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.loggedOut);
    expect((await t.get('/api/seller/is-auth', cookie)).status).toBe(401);
    expect((await t.get('/api/order/seller', cookie)).status).toBe(401);
  });

  it('throttles a seller e-mail after 5 failures from one address, separately from a customer with the same e-mail', async () => {
    const email = 'ikinci-satici@test.az';
    for (let i = 0; i < 5; i++)
      expect((await t.post('/api/seller/login', { email, password: 'yanlis' })).status).toBe(401);
    expect((await t.post('/api/seller/login', { email, password: 'yanlis' })).status).toBe(429);
    expect((await t.post('/api/user/login', { email, password: 'yanlis' })).status).toBe(401);
    expect((await t.post('/api/seller/login', SELLER)).status).toBe(200);
  });

  it('a stranger guessing the seller password cannot keep the seller out', async () => {
    const stranger = { remoteAddress: '198.51.100.7' };
    for (let i = 0; i < 12; i++) {
      const res = await t.call('POST', '/api/seller/login', {
        json: { email: SELLER.email, password: `yanlis-${i}` },
        ...stranger,
      });
      expect(res.status).toBe(i < 5 ? 401 : 429);
    }
    expect((await t.call('POST', '/api/seller/login', { json: SELLER, remoteAddress: '192.0.2.44' })).status).toBe(200);
  });
});
