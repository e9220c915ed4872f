/** A company's statement as PDF (issue 34 item 4): read back with pdftotext, its opening and
 * closing balance, dated lines and totals match the statement's figures (the closing balance is
 * the statement page's "owed"); a person of the company gets their own, the seller any, a visitor
 * 401, a retail customer 404, a customer the seller's 401/403; private, never cached; in the
 * asking page's language. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bakuToday } from '../../../domain/orders/order-filters.ts';
import { orders } from '../../../server/db/schema.ts';
import { useTestApp, type Customer } from '../../helpers/app.ts';
import { complete, download, pdfText } from '../../helpers/invoices.ts';
import { companyOnTerms, placeOrder } from '../../helpers/payments.ts';

const t = useTestApp();
const squash = (s: string) => s.replace(/[ \t]+/g, ' ');
const today = bakuToday();
const dmy = (day: string) => day.split('-').reverse().join('.');
const year = today.slice(0, 4);

let companyId: string;
let buyer: Customer;
let first: { _id: string; number: number };
let second: { _id: string; number: number };
let invoiceNumber: string;

beforeAll(async () => {
  ({
    companyId,
    buyers: [buyer],
  } = await companyOnTerms(t, 1000));
  const p = await t.createProduct({ offerPrice: 50 });
  const q = await t.createProduct({ offerPrice: 15 });
  first = (await placeOrder(t, buyer, p._id, 2, 'terms')).body.order;
  second = (await placeOrder(t, buyer, q._id, 2, 'terms')).body.order;
  // the first order was placed in January: before the period asked for
  await t.db
    .update(orders)
    .set({ createdAt: new Date(`${year}-01-10T08:00:00Z`) })
    .where(eq(orders.id, first._id));
  const seller = await t.loginSeller();
  const paid = await t.post(
    `/api/payments/seller/order/${first._id}`,
    { amount: 40, paidOn: `${year}-02-03`, method: 'bank', reference: 'KB-5521' },
    seller,
  );
  expect(paid.status).toBe(201);
  await complete(t, second._id);
  const docs = await t.get(`/api/invoices/seller/order/${second._id}`, seller);
  invoiceNumber = docs.body.documents.find((d: { kind: string }) => d.kind === 'invoice').number;
});

const own = (query: string, cookie?: string) => download(t, `/api/trade/company/statement.pdf${query}`, cookie);

describe('the statement as PDF', () => {
  it('matches the statement: opening balance, each dated line with its running balance, totals, closing', async () => {
    const pdf = await own(`?from=${year}-02-01&to=${today}`, buyer.cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const text = squash(await pdfText(pdf.body));
    const statement = (await t.get('/api/payments/statement', buyer.cookie)).body.statement;
    expect(text).toContain('Hesab çıxarışı');
    expect(text).toContain(`Dövr: 01.02.${year} – ${dmy(today)}`);
    expect(text).toContain(statement.company.legalName);
    expect(text).toContain(`VÖEN: ${statement.company.voen}`);
    expect(text).toMatch(new RegExp(`01\\.02\\.${year} Dövrün əvvəlinə qalıq 100,00`));
    expect(text).toMatch(new RegExp(`03\\.02\\.${year} Ödəniş, sifariş № ${first.number} \\(KB-5521\\) 40,00 60,00`));
    expect(text).toMatch(new RegExp(`${dmy(today)} Sifariş № ${second.number} 30,00 90,00`));
    expect(text).toMatch(
      new RegExp(`${dmy(today)} Hesab-faktura № ${invoiceNumber} \\(sifariş № ${second.number}\\): 30,00 90,00`),
    );
    expect(text).toMatch(/Dövr üzrə cəmi 30,00 40,00/);
    expect(text).toMatch(new RegExp(`${dmy(today)} Dövrün sonuna qalıq 90,00`));
    // the closing balance is what the statement page says is owed
    expect(statement.owed).toBe(90);
    // the first order is before the period: not a line of it
    expect(text).not.toContain(`Sifariş № ${first.number} 100,00`);
  });

  it('in the asking page’s language', async () => {
    const text = squash(await pdfText((await own(`?from=${year}-01-01&lang=ru`, buyer.cookie)).body));
    expect(text).toContain('Акт сверки расчётов');
    expect(text).toMatch(new RegExp(`01\\.01\\.${year} Сальдо на начало периода 0,00`));
    expect(text).toMatch(new RegExp(`10\\.01\\.${year} Заказ № ${first.number} 100,00 100,00`));
    expect(text).toMatch(/Итого за период 130,00 40,00/);
    expect(text).toMatch(/Сальдо на конец периода 90,00/);
    expect(text).not.toContain('Dövr');
  });

  it('only for a person of the company; the seller reads any company’s', async () => {
    expect((await own('')).status).toBe(401);
    const retail = await t.registerCustomer();
    const refused = await own('', retail.cookie);
    expect(refused.status).toBe(404);
    expect(refused.json.message).toMatch(/[əğıöşüç]/);
    // a person of another company gets that company's statement, never this one's
    const other = (await companyOnTerms(t, 500)).buyers[0];
    const theirs = squash(await pdfText((await own('', other.cookie)).body));
    expect(theirs).not.toContain(`Sifariş № ${second.number}`);
    expect(theirs).toContain('Bu dövrdə əməliyyat yoxdur.');

    const url = `/api/payments/seller/companies/${companyId}/statement.pdf?from=${year}-02-01`;
    expect([401, 403]).toContain((await download(t, url, buyer.cookie)).status);
    const seller = await download(t, url, await t.loginSeller());
    expect(seller.status).toBe(200);
    expect(seller.headers['cache-control']).toBe('private, no-store');
    expect(squash(await pdfText(seller.body))).toMatch(/Dövrün sonuna qalıq 90,00/);
    const missing = await download(
      t,
      '/api/payments/seller/companies/00000000-0000-4000-8000-000000000000/statement.pdf',
      await t.loginSeller(),
    );
    expect(missing.status).toBe(404);
  });

  it('a bad period is a 400 with an Azerbaijani message', async () => {
    for (const q of ['?from=2026-13-01', `?from=${year}-03-01&to=${year}-02-01`, '?lang=en']) {
      const res = await own(q, buyer.cookie);
      expect(res.status, q).toBe(400);
      expect(res.json.message).toMatch(/[əğıöşüç]/);
    }
    // the accountant's export read the same days: month 13 was a 500 there too
    const exported = await download(
      t,
      '/api/invoices/seller/export?from=2026-13-01&to=2026-12-01',
      await t.loginSeller(),
    );
    expect(exported.status).toBe(400);
  });
});
