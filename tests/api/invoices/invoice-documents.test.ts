/** The documents as the customer and the seller get them (issue 34 item 3): a prepaid order's
 * proforma at once, the hesab-faktura when the order is completed, each read back from its PDF
 * with pdftotext field by field; only the customer's own (or their company's) orders; private,
 * never cached; attached to the customer's e-mails; an issued invoice unchanged by later edits. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '../../../domain/orders/order-status.ts';
import { DEFAULT_SETTINGS } from '../../../domain/settings/site.ts';
import { companies, companyMembers, orderItems, outbox, shopSettings } from '../../../server/db/schema.ts';
import { mailFiles } from '../../../server/services/invoices/mail-files.ts';
import { useTestApp } from '../../helpers/app.ts';
import { buyerIn, complete, download, pdfText, placeOrder, setZones, type Buyer } from '../../helpers/invoices.ts';
import { addStaff } from '../../helpers/staff.ts';
import { approvedBuyer, clinicFields, createGroup } from '../../helpers/trade.ts';

const t = useTestApp();
const squash = (s: string) => s.replace(/[ \t]+/g, ' ');
let regional: Buyer;
let order: Awaited<ReturnType<typeof placeOrder>>;

beforeAll(async () => {
  await setZones(t);
  regional = await buyerIn(t, 'Şəki', 'Aygün Məmmədova');
  const p = await t.createProduct({ name: 'İvermektin 1% 50 ml', offerPrice: 12.5 });
  order = await placeOrder(t, regional, [{ product: p._id, quantity: 2 }]);
});

describe('the proforma of an order paid in advance', () => {
  it('is there at once; its PDF names both parties, the lines, totals in figures and words, and the reference', async () => {
    expect(order.paymentType).toBe('TRANSFER');
    const list = await t.get(`/api/invoices/order/${order._id}`, regional.cookie);
    expect(list.body.documents).toEqual([
      { _id: 'proforma', kind: 'proforma', number: `PF-${order.number}`, issuedAt: expect.any(String) },
    ]);
    const pdf = await download(t, `/api/invoices/order/${order._id}/proforma`, regional.cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="PF-${order.number}.pdf"`);
    const text = squash(await pdfText(pdf.body));
    expect(text).toContain(`Proforma hesab № PF-${order.number}`);
    expect(text).toContain(`Sifariş № ${order.number}`);
    expect(text).toMatch(/Satıcı +Alıcı/);
    expect(text).toMatch(/VetAqro Təchizat MMC +Aygün Məmmədova/);
    expect(text).toContain(`VÖEN: ${DEFAULT_SETTINGS.taxId}`);
    // 2 × 12,50 with 18 % ƏDV inside: 21,19 + 3,81; the Azərpoçt fee 6,00: 5,08 + 0,92
    expect(text).toMatch(/1 İvermektin 1% 50 ml 2 əd\. 12,50 21,19 3,81 25,00/);
    expect(text).toMatch(/2 Çatdırılma 1 əd\. 6,00 5,08 0,92 6,00/);
    expect(text).toMatch(/ƏDV-siz cəmi: 26,27 AZN/);
    expect(text).toMatch(/ƏDV \(18%\): 4,73 AZN/);
    expect(text).toMatch(/Ödəniləcək məbləğ: 31,00 AZN/);
    expect(text).toContain('Sözlə: Otuz bir manat sıfır qəpik');
    expect(text).toContain(`Ödənişin təyinatı: Sifariş № ${order.number}`);
    // the demo shop's bank details, as its settings hold them
    expect(text).toContain(`Hesab (IBAN): ${DEFAULT_SETTINGS.bankIban}`);
  });

  it('with no bank named in the settings, tells the customer to call', async () => {
    const seller = await t.loginSeller();
    const { settings } = (await t.get('/api/settings')).body;
    expect((await t.put('/api/settings', { ...settings, bankName: '', bankIban: '' }, seller)).status).toBe(200);
    const text = squash(
      await pdfText((await download(t, `/api/invoices/order/${order._id}/proforma`, regional.cookie)).body),
    );
    expect(text).toContain('Bank rekvizitlərini bizə zəng edib öyrənin: +994125554747.');
    expect(text).not.toContain('IBAN');
    await t.db.delete(shopSettings);
  });

  it('rides on the order confirmation mail', async () => {
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, regional.email));
    expect(mail.attachments).toEqual([{ kind: 'proforma', orderId: order._id }]);
    const [file] = await mailFiles(t.db, mail.attachments!);
    expect(file).toMatchObject({ filename: `PF-${order.number}.pdf`, contentType: 'application/pdf' });
    expect(await pdfText(file.content)).toContain(`PF-${order.number}`);
  });

  it('is nobody else’s: another customer 404, nobody signed in 401; a cash order has none', async () => {
    const other = await buyerIn(t, 'Bakı');
    expect((await t.get(`/api/invoices/order/${order._id}`, other.cookie)).status).toBe(404);
    expect((await download(t, `/api/invoices/order/${order._id}/proforma`, other.cookie)).status).toBe(404);
    expect((await download(t, `/api/invoices/order/${order._id}/proforma`)).status).toBe(401);
    const p = await t.createProduct({ offerPrice: 5 });
    const cash = await placeOrder(t, other, [{ product: p._id, quantity: 1 }]);
    expect((await t.get(`/api/invoices/order/${cash._id}`, other.cookie)).body.documents).toEqual([]);
    const none = await download(t, `/api/invoices/order/${cash._id}/proforma`, other.cookie);
    expect(none.status).toBe(404);
    expect(none.json.message).toBe('Bu sifariş bank köçürməsi ilə ödənilmir: proforma hesab yoxdur.');
  });
});

describe('the hesab-faktura of a completed order', () => {
  it('a company’s: its legal name, VÖEN and address, unchanged by later edits; its people and the seller read it', async () => {
    const group = await createGroup(t, 'Klinikalar');
    const fields = clinicFields({ legalName: 'Göygöl Baytar MMC', legalAddress: 'Gəncə, Nizami küç. 5' });
    const { customer, companyId } = await approvedBuyer(t, group._id, fields);
    const address = await t.createAddress(customer.cookie, { city: 'Bakı', state: 'Nəsimi' });
    const p = await t.createProduct({ name: 'Amoksisillin 15% LA 100 ml', offerPrice: 23.99 });
    const o = await placeOrder(t, { ...customer, addressId: address._id }, [{ product: p._id, quantity: 3 }]);
    await complete(t, o._id);
    const [invoice] = (await t.get(`/api/invoices/order/${o._id}`, customer.cookie)).body.documents;
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^VA-\d{4}-000001$/) });

    await t.db.update(companies).set({ legalName: 'Başqa Ad MMC' }).where(eq(companies.id, companyId));
    await t.db.update(orderItems).set({ name: 'Dəyişdirilmiş' }).where(eq(orderItems.orderId, o._id));
    const colleague = await t.registerCustomer('Rəşad Əliyev');
    await t.db.insert(companyMembers).values({ userId: colleague.user._id, companyId, role: 'member' });
    const pdf = await download(t, `/api/invoices/order/${o._id}/${invoice._id}`, colleague.cookie);
    expect(pdf.status).toBe(200);
    const text = squash(await pdfText(pdf.body));
    expect(text).toContain(`Hesab-faktura № ${invoice.number}`);
    expect(text).toMatch(/VetAqro Təchizat MMC +Göygöl Baytar MMC/);
    expect(text).toContain(`VÖEN: ${fields.voen}`);
    expect(text).toContain('Ünvan: Gəncə, Nizami küç. 5');
    expect(text).toMatch(/1 Amoksisillin 15% LA 100 ml 3 əd\. 23,99 60,99 10,98 71,97/);
    expect(text).toContain('Ödəniləcək məbləğ: 71,97 AZN');
    expect(text).toContain('Sözlə: Yetmiş bir manat doxsan yeddi qəpik');
    expect(text).not.toContain('Başqa Ad');

    const [mail] = (await t.db.select().from(outbox).where(eq(outbox.to, customer.email))).filter((m) => m.attachments);
    expect(mail.subject).toBe(`Hesab-faktura № ${invoice.number} (sifariş № ${o.number})`);
    expect(mail.attachments).toEqual([{ kind: 'document', invoiceId: invoice._id }]);

    const url = `/api/invoices/seller/order/${o._id}/${invoice._id}`;
    expect((await download(t, url, (await addStaff(t, 'accountant')).cookie)).status).toBe(200);
    expect((await download(t, url, (await addStaff(t, 'warehouse')).cookie)).status).toBe(403);
    expect((await download(t, url, regional.cookie)).status).toBe(403); // a customer is no staff
    expect((await download(t, url)).status).toBe(401);
  });

  it('a retail order completed twice over: one invoice; un-completing keeps it', async () => {
    const b = await buyerIn(t, 'Bakı', 'Elvin Quliyev');
    const p = await t.createProduct({ offerPrice: 7 });
    const o = await placeOrder(t, b, [{ product: p._id, quantity: 1 }]);
    await complete(t, o._id);
    expect(
      (await t.put(`/api/order/seller/${o._id}/status`, { status: S.completed }, await t.loginSeller())).status,
    ).toBe(409);
    const docs = (await t.get(`/api/invoices/order/${o._id}`, b.cookie)).body.documents;
    expect(docs.map((d: { kind: string }) => d.kind)).toEqual(['invoice']);
    const text = squash(
      await pdfText((await download(t, `/api/invoices/order/${o._id}/${docs[0]._id}`, b.cookie)).body),
    );
    expect(text).toMatch(/VetAqro Təchizat MMC +Elvin Quliyev/);
    expect(text).toContain('Sözlə: Yeddi manat sıfır qəpik');
  });
});
