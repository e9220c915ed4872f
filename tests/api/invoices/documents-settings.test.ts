/** Where the settings meet the documents (issue 40 item 2, decision 0123): the ƏDV rate the seller
 * saved is the one an invoice computes; an invoice on terms says when it falls due; a statement's
 * amount in the thousands stays on one line; and a credit note on an order already paid shows on
 * the statement as money owed back to the company. Each read back from its PDF with pdftotext. */
import { describe, expect, it } from 'vitest';
import { bakuToday } from '../../../domain/orders/order-filters.ts';
import { useTestApp } from '../../helpers/app.ts';
import { complete, download, pdfText, sellerDocuments } from '../../helpers/invoices.ts';
import { companyOnTerms, placeOrder } from '../../helpers/payments.ts';

const t = useTestApp();
/** pdftotext's line, spaces folded; a no-break space reads as a space. */
const squash = (s: string) => s.replace(/[ \t\u00a0]+/g, ' ');
const dmy = (d: Date) => bakuToday(d).split('-').reverse().join('.');

async function invoiceText(orderId: string, cookie: string) {
  const invoice = (await sellerDocuments(t, orderId)).find((d) => d.kind === 'invoice')!;
  return squash(await pdfText((await download(t, `/api/invoices/order/${orderId}/${invoice._id}`, cookie)).body));
}

describe('an invoice reads the settings the seller saved', () => {
  it('computes the ƏDV rate saved (10 %), and an order on terms prints its due date', async () => {
    const owner = await t.loginSeller();
    const settings = (await t.get('/api/settings')).body.settings;
    expect((await t.put('/api/settings', { ...settings, vatRate: 10, vatIncluded: true }, owner)).status).toBe(200);
    const {
      buyers: [buyer],
    } = await companyOnTerms(t, 5000, 1, 45);
    const p = await t.createProduct({ name: 'Meloksikam 20 mq/ml, 100 ml', offerPrice: 55 });
    const order = (await placeOrder(t, buyer, p._id, 2, 'terms')).body.order;
    await complete(t, order._id);
    const text = await invoiceText(order._id, buyer.cookie);
    // 110,00 with 10 % inside: 100,00 + 10,00
    expect(text).toMatch(/1 Meloksikam 20 mq\/ml, 100 ml 2 əd\. 55,00 100,00 10,00 110,00/);
    expect(text).toMatch(/ƏDV \(10%\): 10,00 AZN/);
    expect(text).not.toContain('18%');
    expect(text).toContain(`Ödəmə tarixi: ${dmy(new Date(Date.now() + 45 * 86_400_000))}`);
    // prices without ƏDV: it is added on top
    expect((await t.put('/api/settings', { ...settings, vatRate: 10, vatIncluded: false }, owner)).status).toBe(200);
    const second = (await placeOrder(t, buyer, p._id, 1, 'terms')).body.order;
    await complete(t, second._id);
    expect(await invoiceText(second._id, buyer.cookie)).toMatch(/Ödəniləcək məbləğ: 60,50 AZN/);
    expect((await t.put('/api/settings', settings, owner)).status).toBe(200);
  });

  it('a cash order’s invoice names no due date', async () => {
    const customer = await t.registerCustomer();
    const p = await t.createProduct({ offerPrice: 12 });
    const order = (await placeOrder(t, customer, p._id, 1)).body.order;
    await complete(t, order._id);
    expect(await invoiceText(order._id, customer.cookie)).not.toContain('Ödəmə tarixi');
  });
});

describe('the company’s statement', () => {
  it('keeps an amount in the thousands on one line, and shows a credit note on a paid order as owed back', async () => {
    const {
      buyers: [buyer],
    } = await companyOnTerms(t, 10_000);
    const p = await t.createProduct({ name: 'Vaksin Nobivac DHPPi, 10 doza', offerPrice: 437.35 });
    const order = (await placeOrder(t, buyer, p._id, 3, 'terms')).body.order; // 1 312,05
    const accountant = await t.loginSeller();
    await complete(t, order._id);
    const paid = await t.post(
      `/api/payments/seller/order/${order._id}`,
      { amount: order.amount, method: 'bank', reference: 'KB-7001' },
      accountant,
    );
    expect(paid.status).toBe(201);
    const statement = async (lang: 'az' | 'ru') =>
      squash(await pdfText((await download(t, `/api/trade/company/statement.pdf?lang=${lang}`, buyer.cookie)).body));
    const before = await statement('az');
    expect(before).toMatch(new RegExp(`Sifariş № ${order.number} 1 312,05 1 312,05\\n`));
    expect(before).toMatch(/Dövrün sonuna qalıq 0,00/);
    expect(before).not.toContain('qaytarılacaq');

    const invoice = (await sellerDocuments(t, order._id)).find((d) => d.kind === 'invoice')!;
    const credit = await t.post(`/api/invoices/seller/${invoice._id}/credit-note`, {}, accountant);
    expect(credit.status).toBe(201);
    const after = await statement('az');
    expect(after).toMatch(/Dövrün sonuna qalıq -1 312,05/);
    expect(after).toContain('Sizə qaytarılacaq: 1 312,05 AZN');
    const ru = await statement('ru');
    expect(ru).toMatch(/Сальдо на конец периода -1 312,05/);
    expect(ru).toContain('К возврату вам: 1 312,05 AZN');
  });
});
