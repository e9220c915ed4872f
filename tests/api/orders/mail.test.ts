/** Mail (docs/architecture.md §Configuration): a new order reaches the shop's mailbox through a real
 * SMTP server, after the commit, from the outbox, retried when refused. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../server/db/schema.ts';
import { createMailTransport, enqueueMail, retryDelayMs, wakeMailers } from '../../../server/mail/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { parseMail, startSmtpServer } from '../../helpers/smtp.ts';

const SHOP = 'sifaris@vetaqro.test';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => void (smtp = await startSmtpServer()));
afterAll(() => smtp?.close());
const t = useTestApp({
  env: () => ({ SMTP_URL: smtp.url, SHOP_NOTIFY_EMAIL: SHOP, PUBLIC_URL: 'https://vetaqro.test' }),
  mailer: { intervalMs: 200, retryBaseMs: 100 },
});

describe('the new-order e-mail', () => {
  it('reaches the shop within seconds with the number, lines and total', async () => {
    const c = await t.registerCustomer('Nərmin Həsənova');
    const address = await t.createAddress(c.cookie, { phone: '055 765 43 21' });
    const a = await t.createProduct({ name: 'Ivermektin 1%', offerPrice: 12.5 });
    const b = await t.createProduct({ name: 'Qurd əleyhinə həb', offerPrice: 3.2 });
    const res = await t.post(
      '/api/order/cod',
      {
        items: [
          { product: a._id, quantity: 2 },
          { product: b._id, quantity: 3 },
        ],
        address: address._id,
      },
      c.cookie,
    );
    expect(res.status).toBe(201);
    const { number, _id } = res.body.order;

    const mail = await smtp.waitFor((m) => m.to.includes(SHOP) && m.text.includes(`№ ${number}`), 5_000); // the customer gets their own copy
    expect(mail.to).toEqual([SHOP]);
    expect(mail.subject).toBe(`Yeni sifariş: № ${number} — 34,60\u00a0₼`);
    expect(mail.text).toContain('Ivermektin 1% × 2 — 25,00\u00a0₼');
    expect(mail.text).toContain('Qurd əleyhinə həb × 3 — 9,60\u00a0₼');
    expect(mail.text).toContain('Cəmi: 34,60\u00a0₼');
    expect(mail.text).toContain('Nərmin Həsənova');
    expect(mail.text).toContain('+994 55 765 43 21');
    expect(mail.text).toContain('Yerində ödəmə');
    expect(mail.text).toContain(`https://vetaqro.test/seller/orders/${_id}`);
    // the customer's own confirmation (tests/api/accounts/password-reset.test.ts) is sent too: let it go before the retry test below
    await smtp.waitFor((m) => m.to.includes(c.email), 5_000);
  });

  it('is not written when the order fails', async () => {
    const before = (await t.db.select().from(outbox)).length;
    const c = await t.registerCustomer();
    const address = await t.createAddress(c.cookie);
    const out = await t.createProduct({ inStock: false });
    expect(
      (await t.post('/api/order/cod', { items: [{ product: out._id, quantity: 1 }], address: address._id }, c.cookie))
        .status,
    ).toBe(409);
    expect((await t.db.select().from(outbox)).length).toBe(before);
  });
});

describe('the outbox', () => {
  it('retries a mail the server refused, and records the attempts', async () => {
    smtp.failNext(2);
    await enqueueMail(t.db, { to: 'muhasib@vetaqro.test', subject: 'Sınaq məktubu', text: 'Salam, dünya' });
    wakeMailers();
    const mail = await smtp.waitFor((m) => m.subject === 'Sınaq məktubu', 8_000);
    expect(mail.text.trim()).toBe('Salam, dünya');
    await expect
      .poll(async () => (await t.db.select().from(outbox).where(eq(outbox.subject, 'Sınaq məktubu')))[0].sentAt)
      .not.toBeNull();
    const [row] = await t.db.select().from(outbox).where(eq(outbox.subject, 'Sınaq məktubu'));
    expect(row.attempts).toBe(3);
    expect(smtp.received.filter((m) => m.subject === 'Sınaq məktubu')).toHaveLength(1);
  });

  it('without SMTP_URL writes each mail as an .eml file under DATA_DIR/outbox/', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-test-'));
    const transport = createMailTransport({ dataDir, smtpUrl: undefined, mailFrom: undefined });
    const file = await transport.send('m1', {
      to: 'satici@vetaqro.test',
      subject: 'Yeni sifariş: № 10001',
      text: 'Cəmi: 5,00 ₼',
    });
    transport.close();
    expect(file).toBe(path.join(dataDir, 'outbox', 'm1.eml'));
    const mail = parseMail(await readFile(file, 'utf8'));
    expect(mail).toEqual({ subject: 'Yeni sifariş: № 10001', text: 'Cəmi: 5,00 ₼' });
    await rm(dataDir, { recursive: true });
  });

  it('waits longer after each failure, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
  });
});
