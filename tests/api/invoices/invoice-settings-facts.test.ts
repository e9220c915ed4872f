/** The documents read the shop's settings (issue 40 item 2): bank details and a 10 % ƏDV saved
 * through the seller's settings API are what the proforma of a prepaid order and the invoice of an
 * order on terms print, with the invoice's due date; an issued invoice keeps them when the settings
 * change (decision 0110); the statement keeps an amount on one line, and a credit note on a paid
 * order leaves a negative balance said to be owed back, in both languages (decision 0123). */
import { beforeAll, describe, expect, it } from 'vitest';
import { bakuToday } from '../../../domain/orders/order-filters.ts';
import { useTestApp, type Customer } from '../../helpers/app.ts';
import { buyerIn, complete, download, pdfText, placeOrder, setZones } from '../../helpers/invoices.ts';
import { companyOnTerms, placeOrder as placeTermsOrder } from '../../helpers/payments.ts';

const t = useTestApp();
/** pdftotext's layout spaces, and the no-break space between thousands, read as one space */
const squash = (s: string) => s.replace(/[ \t\u00a0]+/g, ' ');
const dmy = (day: string) => day.split('-').reverse().join('.');

const BANK = {
  bankName: 'PAŞA Bank ASC',
  bankCode: '505141',
  bankCorrAccount: 'AZ82NABZ01350100000000071944',
  bankSwift: 'PAHAAZ22',
  bankIban: 'AZ24PAHA00380010044210040119',
};

async function saveSettings(change: Record<string, unknown>) {
  const seller = await t.loginSeller();
  const { settings } = (await t.get('/api/settings')).body;
  const res = await t.put('/api/settings', { ...settings, ...change }, seller);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

function expectBank(text: string) {
  expect(text).toContain('Bank: PAŞA Bank ASC');
  expect(text).toContain('Bankın kodu: 505141');
  expect(text).toContain('Müxbir hesab: AZ82NABZ01350100000000071944');
  expect(text).toContain('SWIFT: PAHAAZ22');
  expect(text).toContain('Hesab (IBAN): AZ24PAHA00380010044210040119');
  expect(text).not.toContain('zəng edib öyrənin');
}

let buyer: Customer;
let termsOrder: { _id: string; number: number };
let invoice: { _id: string; number: string };

beforeAll(async () => {
  await setZones(t);
  await saveSettings({ ...BANK, vatRate: 10, vatIncluded: true });
  ({
    buyers: [buyer],
  } = await companyOnTerms(t, 5000, 1, 30));
  // 3 × 437,35 = 1 312,05: an amount with a thousands separator
  const p = await t.createProduct({ name: 'Enrofloksasin 10% 1 l', offerPrice: 437.35 });
  const placed = await placeTermsOrder(t, buyer, p._id, 3, 'terms');
  expect(placed.status).toBe(201);
  termsOrder = placed.body.order;
  await complete(t, termsOrder._id);
  const docs = (await t.get(`/api/invoices/order/${termsOrder._id}`, buyer.cookie)).body.documents;
  invoice = docs.find((d: { kind: string }) => d.kind === 'invoice');
});

const invoiceText = async () =>
  squash(await pdfText((await download(t, `/api/invoices/order/${termsOrder._id}/${invoice._id}`, buyer.cookie)).body));

describe('documents print what the settings hold', () => {
  it('the proforma of a prepaid order: the saved bank details and 10 % ƏDV', async () => {
    const regional = await buyerIn(t, 'Şəki', 'Nərmin Həsənova');
    const p = await t.createProduct({ offerPrice: 12.5 });
    const order = await placeOrder(t, regional, [{ product: p._id, quantity: 2 }]);
    const pdf = await download(t, `/api/invoices/order/${order._id}/proforma`, regional.cookie);
    const text = squash(await pdfText(pdf.body));
    expectBank(text);
    // 25,00 with 10 % inside: 22,73 + 2,27; the Azərpoçt fee 6,00: 5,45 + 0,55
    expect(text).toMatch(/2 əd\. 12,50 22,73 2,27 25,00/);
    expect(text).toMatch(/ƏDV \(10%\): 2,82 AZN/);
    expect(text).toContain('Qiymətlərə ƏDV daxildir.');
  });

  it('the invoice of an order on terms: the bank details, 10 % ƏDV and its due date', async () => {
    const text = await invoiceText();
    expectBank(text);
    expect(text).toMatch(/3 əd\. 437,35 1 192,77 119,28 1 312,05/);
    expect(text).toMatch(/ƏDV \(10%\): 119,28 AZN/);
    const due = bakuToday(new Date(Date.now() + 30 * 86_400_000));
    expect(text).toContain(`Ödəmə tarixi: ${dmy(due)}`);
  });

  it('an issued invoice keeps them when the settings change (decision 0110)', async () => {
    await saveSettings({ bankIban: 'AZ21NABZ00000000137010001944', vatRate: 18, vatIncluded: false });
    const text = await invoiceText();
    expect(text).toContain('Hesab (IBAN): AZ24PAHA00380010044210040119');
    expect(text).toMatch(/ƏDV \(10%\): 119,28 AZN/);
    expect(text).toContain('Qiymətlərə ƏDV daxildir.');
    await saveSettings({ ...BANK, vatRate: 10, vatIncluded: true });
  });
});

describe('the statement', () => {
  const statement = async (lang: 'az' | 'ru') =>
    squash(await pdfText((await download(t, `/api/trade/company/statement.pdf?lang=${lang}`, buyer.cookie)).body));

  it('keeps an amount on one line, and a credit note on a paid order is owed back, in both languages', async () => {
    const seller = await t.loginSeller();
    const paid = await t.post(
      `/api/payments/seller/order/${termsOrder._id}`,
      { amount: 1312.05, paidOn: bakuToday(), method: 'bank', reference: 'PB-77' },
      seller,
    );
    expect(paid.status).toBe(201);
    const before = await statement('az');
    // the amount whole, on the entry's line or the next, never «…: 1» above «312,05»
    expect(before).toMatch(
      new RegExp(`Hesab-faktura № ${invoice.number} \\(sifariş № ${termsOrder.number}\\):\\s+1 312,05`),
    );
    expect(before).not.toMatch(/ \d{1,3}\n\s*\d{3},\d{2}/);
    expect(before).toMatch(/Dövrün sonuna qalıq 0,00/);
    expect(before).not.toContain('qaytarılacaq');

    const credit = await t.post(`/api/invoices/seller/${invoice._id}/credit-note`, {}, seller);
    expect(credit.status).toBe(201);
    const az = await statement('az');
    expect(az).toMatch(/Kredit qeydi № \S+ \(sifariş № \d+\): 1 312,05 -1 312,05/);
    expect(az).toMatch(/Dövrün sonuna qalıq -1 312,05/);
    expect(az).toContain('Sizə qaytarılacaq: 1 312,05 AZN');
    const ru = await statement('ru');
    expect(ru).toMatch(/Сальдо на конец периода -1 312,05/);
    expect(ru).toContain('К возврату вам: 1 312,05 AZN');
  });
});
