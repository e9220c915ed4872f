/** Issue 36 item 4 (decision 0114): an order keeps the language it was placed in, and the customer's
 * e-mails about it are written in it, over real SMTP; the shop's copy stays Azerbaijani, and the
 * spec's API keeps answering its Azerbaijani messages verbatim whatever the customer's language. */
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAction } from '../../../app/lib/cart/cart-actions.server.ts';
import { orders, users } from '../../../server/db/schema.ts';
import { createServices } from '../../../server/services/index.ts';
import { useTestApp, type Customer } from '../../helpers/app.ts';
import { startSmtpServer } from '../../helpers/smtp.ts';

const SHOP = 'sifaris@vetaqro.test';
const ORIGIN = 'https://vetaqro.test';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => void (smtp = await startSmtpServer()));
afterAll(() => smtp?.close());
const t = useTestApp({
  env: () => ({ SMTP_URL: smtp.url, SHOP_NOTIFY_EMAIL: SHOP, PUBLIC_URL: ORIGIN }),
  mailer: { intervalMs: 200, retryBaseMs: 100 },
});

/** A customer with one product in the cart and an address. */
async function customerWithCart() {
  const c = await t.registerCustomer('Ольга Смирнова');
  const address = await t.createAddress(c.cookie, { phone: '055 765 43 21' });
  const p = await t.createProduct({ name: 'İvermektin 1%', offerPrice: 12.5 });
  return { c, address, p };
}

/** The cart page's order form posted from `path` (`/cart` or `/ru/cart`), as the browser posts it. */
async function orderFromPage(path: string, c: Customer, cart: Record<string, number>, address: string) {
  expect((await t.post('/api/cart/update', { cartItems: cart }, c.cookie)).status).toBe(200);
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'order', address, orderToken: crypto.randomUUID() }),
  });
  const context = {
    services: createServices(t.db),
    user: { ...c.user, cart },
    checkoutConfig: { shopNotifyEmail: SHOP, publicUrl: ORIGIN },
    origin: ORIGIN,
  } as unknown as AppLoadContext;
  try {
    return await cartAction({ request, context });
  } catch (thrown) {
    return thrown;
  }
}

const orderOf = async (c: Customer) => (await t.db.select().from(orders).where(eq(orders.userId, c.user._id)))[0];

describe('an order placed on a Russian page', () => {
  it('records ru, and the confirmation reaches the customer in Russian; the shop’s copy is Azerbaijani', async () => {
    const { c, address, p } = await customerWithCart();
    const answer = await orderFromPage('/ru/cart', c, { [p._id]: 2 }, address._id);
    const order = await orderOf(c);
    expect((answer as Response).headers.get('location')).toBe(`/ru/my-orders/${order.id}?placed=1`);
    expect(order.lang).toBe('ru');
    const mine = (await t.get('/api/order/user', c.cookie)).body.orders[0];
    expect(mine.lang).toBe('ru');

    const mail = await smtp.waitFor((m) => m.to.includes(c.email), 8_000);
    expect(mail.subject).toBe(`Заказ № ${order.number} отправлен — 25,00\u00a0₼`);
    expect(mail.text).toContain('Здравствуйте, Ольга Смирнова!');
    expect(mail.text).toContain('İvermektin 1% × 2 — 25,00\u00a0₼');
    expect(mail.text).toContain('Оплата: Оплата при получении'); // the order's method (issue 34) in Russian
    expect(mail.text).toContain(`Посмотреть заказ: ${ORIGIN}/ru/my-orders/${order.id}`);
    expect(mail.text).toContain(`Условия продажи: ${ORIGIN}/ru/sertler`);
    expect(mail.text).not.toMatch(/Salam|Ödəniş|Cəmi|Satıcı|Hörmətlə|Sifariş/);

    const shop = await smtp.waitFor((m) => m.to.includes(SHOP) && m.text.includes(`№ ${order.number}`), 8_000);
    expect(shop.subject).toBe(`Yeni sifariş: № ${order.number} — 25,00\u00a0₼`);
    expect(shop.text).toContain('Yerində ödəmə');
    expect(shop.text).toContain('Müştərinin dili: rus dili');
  });

  it('the same form on the Azerbaijani page records az and writes in Azerbaijani', async () => {
    const { c, address, p } = await customerWithCart();
    await orderFromPage('/cart', c, { [p._id]: 1 }, address._id);
    const order = await orderOf(c);
    expect(order.lang).toBe('az');
    const mail = await smtp.waitFor((m) => m.to.includes(c.email), 8_000);
    expect(mail.subject).toBe(`Sifariş № ${order.number} göndərildi — 12,50\u00a0₼`);
    expect(mail.text).toContain('Ödəniş: Yerində ödəmə');
    expect(mail.text).toContain(`Sifarişinizə baxmaq: ${ORIGIN}/my-orders/${order.id}`);
  });
});

describe('the API', () => {
  it('places in the language the account chose, and answers the spec’s Azerbaijani message verbatim', async () => {
    const { c, address, p } = await customerWithCart();
    await t.db.update(users).set({ lang: 'ru' }).where(eq(users.id, c.user._id));
    const refused = await t.post('/api/order/cod', { items: [{ product: p._id, quantity: 1 }] }, c.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Adressi daxil edin zəhmət olmasa');
    const res = await t.post(
      '/api/order/cod',
      { items: [{ product: p._id, quantity: 1 }], address: address._id },
      c.cookie,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(`Sifarişiniz göndərilib: № ${res.body.order.number}.`);
    expect(res.body.order.lang).toBe('ru');
    const mail = await smtp.waitFor((m) => m.to.includes(c.email), 8_000);
    expect(mail.subject).toMatch(/^Заказ № \d+ отправлен/);
  });

  it('sends the password-reset link in the account’s language, its answer staying Azerbaijani', async () => {
    const c = await t.registerCustomer('Ирина Ахмедова');
    await t.db.update(users).set({ lang: 'ru' }).where(eq(users.id, c.user._id));
    const res = await t.post('/api/user/forgot-password', { email: c.email });
    expect(res.body.message).toBe(
      'Bu e-poçtla hesab varsa, şifrəni yeniləmək üçün keçid göndərdik. Keçid 1 saat etibarlıdır.',
    );
    const mail = await smtp.waitFor((m) => m.to.includes(c.email), 8_000);
    expect(mail.subject).toBe('VetAqro Təchizat: восстановление пароля');
    expect(mail.text).toContain('Здравствуйте, Ирина Ахмедова!');
    expect(mail.text).toMatch(new RegExp(`${ORIGIN}/ru/reset-password\\?token=`));
  });
});
