/** Forgotten password (decision 0025) and the order confirmation, through a
 * real SMTP server started by the test: the link arrives, works once, the new
 * password logs in and every old session is logged out. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../server/db/schema.ts';
import { PASSWORD, useTestApp } from '../../helpers/app.ts';
import { startSmtpServer } from '../../helpers/smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => void (smtp = await startSmtpServer()));
afterAll(() => smtp?.close());
const t = useTestApp({
  env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://vetaqro.test' }),
  mailer: { intervalMs: 200, retryBaseMs: 100 },
});

const SAME_ANSWER = 'Bu e-poçtla hesab varsa, şifrəni yeniləmək üçün keçid göndərdik. Keçid 1 saat etibarlıdır.';
const tokenOf = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];

describe('password reset', () => {
  it('mails a one-hour single-use link; the new password logs in and old sessions end', async () => {
    const c = await t.registerCustomer('Leyla Kərimova');
    const second = await t.post('/api/user/login', { email: c.email, password: PASSWORD }); // another device
    const otherCookie = `sid=${second.cookies.sid}`;

    const asked = await t.post('/api/user/forgot-password', { email: c.email.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(SAME_ANSWER);
    const mail = await smtp.waitFor((m) => m.to.includes(c.email) && m.subject.includes('şifrənin bərpası'), 5_000);
    expect(mail.text).toContain('Salam, Leyla Kərimova!');
    expect(mail.text).toContain('https://vetaqro.test/reset-password?token=');
    const token = tokenOf(mail.text)!;

    expect((await t.post('/api/user/reset-password', { token, password: '123' })).status).toBe(400); // the rule still holds
    const reset = await t.post('/api/user/reset-password', { token, password: 'Yeni-parol-456' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Şifrəniz yeniləndi. Yeni şifrə ilə daxil olun.');

    expect((await t.get('/api/user/is-auth', c.cookie)).status).toBe(401);
    expect((await t.get('/api/user/is-auth', otherCookie)).status).toBe(401);
    expect((await t.post('/api/user/login', { email: c.email, password: PASSWORD })).status).toBe(401);
    expect((await t.post('/api/user/login', { email: c.email, password: 'Yeni-parol-456' })).status).toBe(200);

    const again = await t.post('/api/user/reset-password', { token, password: 'Basqa-parol-789' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Keçid etibarsızdır və ya vaxtı bitib. Yeni keçid istəyin.');
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const before = (await t.db.select().from(outbox)).length;
    const res = await t.post('/api/user/forgot-password', { email: 'hec-kim@test.az' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SAME_ANSWER);
    expect((await t.db.select().from(outbox)).length).toBe(before);
  });

  it('sends at most 3 links an hour to one account, answering the same', async () => {
    const c = await t.registerCustomer();
    for (let i = 0; i < 5; i++)
      expect((await t.post('/api/user/forgot-password', { email: c.email })).body.message).toBe(SAME_ANSWER);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, c.email))).toHaveLength(3);
  });

  it('refuses a made-up or expired token in Azerbaijani', async () => {
    const res = await t.post('/api/user/reset-password', { token: 'x'.repeat(43), password: 'Yeni-parol-456' });
    expect(res.status).toBe(400);
    expect((await t.post('/api/user/reset-password', { token: 'qisa', password: 'Yeni-parol-456' })).status).toBe(400);
  });
});

describe('order confirmation e-mail', () => {
  it('reaches the customer with the number, lines, total and what happens next', async () => {
    const c = await t.registerCustomer('Rauf Məmmədov');
    const address = await t.createAddress(c.cookie, { city: 'Şəki' });
    const p = await t.createProduct({ name: 'Albendazol 10%', offerPrice: 7.25 });
    const res = await t.post(
      '/api/order/cod',
      { items: [{ product: p._id, quantity: 2 }], address: address._id },
      c.cookie,
    );
    expect(res.status).toBe(201);
    const { number, _id } = res.body.order;
    expect(res.body.message).toBe(`Sifarişiniz göndərilib: № ${number}.`); // sent, not yet accepted
    const mail = await smtp.waitFor((m) => m.to.includes(c.email) && m.text.includes(`№ ${number}`), 5_000);
    expect(mail.subject).toBe(`Sifariş № ${number} göndərildi — 14,50\u00a0₼`);
    expect(mail.text).toContain('Albendazol 10% × 2 — 14,50\u00a0₼');
    expect(mail.text).toContain('Cəmi: 14,50\u00a0₼');
    expect(mail.text).toContain('Şəki');
    expect(mail.text).toContain('Bundan sonra nə olacaq?');
    expect(mail.text).toContain(`https://vetaqro.test/my-orders/${_id}`);
  });
});
