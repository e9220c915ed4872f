/** The documents in the order's language (issue 36 item 4, decision 0115): a Russian order's
 * proforma is Russian; its hesab-faktura and credit note are Azerbaijani with Russian beside each
 * label, every legal fact (VÖEN, numbers, amounts) printed once and the amount in words in both;
 * the mails carrying them are Russian; an Azerbaijani order's documents stay Azerbaijani. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../domain/settings/site.ts';
import { outbox, products, users } from '../../../server/db/schema.ts';
import { mailFiles } from '../../../server/services/invoices/mail-files.ts';
import { useTestApp } from '../../helpers/app.ts';
import { buyerIn, complete, download, pdfText, placeOrder, sellerDocuments, setZones } from '../../helpers/invoices.ts';

const t = useTestApp();
const squash = (s: string) => s.replace(/[ \t]+/g, ' ');
const CYRILLIC = /[А-Яа-яЁё]/;

async function orderIn(lang: 'az' | 'ru', name: string) {
  const b = await buyerIn(t, 'Şəki', name);
  await t.db.update(users).set({ lang }).where(eq(users.id, b.user._id));
  const p = await t.createProduct({ name: 'İvermektin 1% 50 ml', offerPrice: 12.5 });
  await t.db.update(products).set({ nameRu: 'Ивермектин 1% 50 мл' }).where(eq(products.id, p._id));
  return { b, order: await placeOrder(t, b, [{ product: p._id, quantity: 2 }]) };
}

async function mailsTo(email: string) {
  return (await t.db.select().from(outbox).where(eq(outbox.to, email))).filter((m) => m.attachments);
}

beforeAll(() => setZones(t));

describe('a Russian order’s documents', () => {
  it('the proforma is Russian, field by field, and rides on the Russian confirmation', async () => {
    const { b, order } = await orderIn('ru', 'Ирина Ахмедова');
    const pdf = await download(t, `/api/invoices/order/${order._id}/proforma`, b.cookie);
    expect(pdf.status).toBe(200);
    const text = squash(await pdfText(pdf.body));
    expect(text).toContain(`Счёт на оплату (проформа) № PF-${order.number}`);
    expect(text).toContain(`Заказ № ${order.number}`);
    expect(text).toMatch(/Продавец +Покупатель/);
    expect(text).toMatch(/VetAqro Təchizat MMC +Ирина Ахмедова/);
    expect(text).toContain(`ИНН: ${DEFAULT_SETTINGS.taxId}`);
    expect(text).toMatch(/1 Ивермектин 1% 50 мл 2 шт\. 12,50 21,19 3,81 25,00/);
    expect(text).toMatch(/2 Доставка 1 шт\. 6,00 5,08 0,92 6,00/);
    expect(text).toMatch(/К оплате: 31,00 AZN/);
    expect(text).toContain('Прописью: Тридцать один манат ноль гяпиков');
    expect(text).toContain(`Назначение платежа: Заказ № ${order.number}`);
    expect(text).not.toContain('Sözlə');

    const [mail] = await mailsTo(b.email);
    expect(mail.subject).toMatch(/^Заказ № \d+ отправлен/);
    const [file] = await mailFiles(t.db, mail.attachments!);
    expect(await pdfText(file.content)).toContain(`Счёт на оплату (проформа) № PF-${order.number}`);
  });

  it('the invoice and its credit note are bilingual, each fact once, the amount in words in both', async () => {
    const { b, order } = await orderIn('ru', 'Ирина Ахмедова');
    await complete(t, order._id);
    const invoice = (await sellerDocuments(t, order._id)).find((d) => d.kind === 'invoice')!;
    const pdf = await download(t, `/api/invoices/order/${order._id}/${invoice._id}`, b.cookie);
    const text = squash(await pdfText(pdf.body));
    expect(text).toContain(`Hesab-faktura / Счёт-фактура № ${invoice.number}`);
    expect(text).toContain(`Sifariş / Заказ № ${order.number}`);
    expect(text).toMatch(/Satıcı \/ Продавец +Alıcı \/ Покупатель/);
    expect(text).toMatch(/VetAqro Təchizat MMC +Ирина Ахмедова/);
    // the seller's VÖEN in its block and as the transfer's recipient in the bank box (the settings'
    // bank details, issue 40 item 2); each bank fact once
    expect(text.split(DEFAULT_SETTINGS.taxId).length - 1).toBe(2);
    expect(text.split(DEFAULT_SETTINGS.bankIban).length - 1).toBe(1);
    expect(text).toContain(`VÖEN / ИНН: ${DEFAULT_SETTINGS.taxId}`);
    expect(text).toMatch(/1 İvermektin 1% 50 ml \/ Ивермектин.* 2 əd\. \/ шт\. 12,50 21,19 3,81 25,00/);
    expect(text).toMatch(/Ödəniləcək məbləğ: \/ К оплате: 31,00 AZN/);
    expect(text).toContain('Sözlə: Otuz bir manat sıfır qəpik');
    expect(text).toContain('Прописью: Тридцать один манат ноль гяпиков');

    const done = (await mailsTo(b.email)).find((m) => m.attachments?.[0]?.kind === 'document')!;
    expect(done.subject).toBe(`Счёт-фактура № ${invoice.number} (заказ № ${order.number})`);
    expect(done.text).toContain('Здравствуйте, Ирина Ахмедова!');

    const seller = await t.loginSeller();
    const credit = await t.post(`/api/invoices/seller/${invoice._id}/credit-note`, {}, seller);
    expect(credit.status).toBe(201);
    const cpdf = await download(t, `/api/invoices/order/${order._id}/${credit.body.document._id}`, b.cookie);
    const ctext = squash(await pdfText(cpdf.body));
    expect(ctext).toContain(`Kredit qeydi / Кредит-нота № ${credit.body.document.number}`);
    expect(ctext).toContain(`Аннулирует счёт-фактуру № ${invoice.number}`);
    expect(ctext).toMatch(/Geri qaytarılan məbləğ: \/ Сумма к возврату: 31,00 AZN/);
    expect(ctext).toContain('Прописью: Тридцать один манат ноль гяпиков');
  });
});

describe('an Azerbaijani order’s documents', () => {
  it('stay Azerbaijani, with no Russian word', async () => {
    const { b, order } = await orderIn('az', 'Aygün Məmmədova');
    await complete(t, order._id);
    const docs = await sellerDocuments(t, order._id);
    for (const doc of docs) {
      const pdf = await download(t, `/api/invoices/order/${order._id}/${doc._id}`, b.cookie);
      const text = squash(await pdfText(pdf.body));
      expect(text).toContain(`№ ${doc.number}`);
      expect(text).toContain('Sözlə: Otuz bir manat sıfır qəpik');
      expect(text).not.toMatch(CYRILLIC);
    }
    expect(docs.map((d) => d.kind)).toEqual(['proforma', 'invoice']);
  });
});
