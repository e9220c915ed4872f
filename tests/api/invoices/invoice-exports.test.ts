/** The accountant's export (issue 34 item 6, decision 0109): invoices and credit notes of a period
 * as CSV (`;`, decimal comma, UTF-8 with BOM) and XLSX, read back; the monthly totals; staff
 * with the permission only; an audit row for each export; a bad period refused in Azerbaijani. */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { docDate } from '../../../domain/invoices/document-format.ts';
import { bakuToday } from '../../../domain/orders/order-filters.ts';
import { useTestApp } from '../../helpers/app.ts';
import { parseCsv } from '../../helpers/catalog-sheet.ts';
import { buyerIn, complete, download, placeOrder, sellerDocuments, setZones } from '../../helpers/invoices.ts';
import { addStaff } from '../../helpers/staff.ts';
import { approvedBuyer, clinicFields, createGroup } from '../../helpers/trade.ts';

const t = useTestApp();
const today = bakuToday();
const period = `from=${today}&to=${today}`;
let accountant: string;
let voen: string;
let invoiceNumbers: string[];
let creditNumber: string;
let orderNumbers: number[];

beforeAll(async () => {
  await setZones(t);
  accountant = (await addStaff(t, 'accountant')).cookie;
  const group = await createGroup(t, 'Fermalar');
  const fields = clinicFields({ legalName: 'Şəmkir Ferma; "Quzu" MMC' });
  voen = fields.voen;
  const { customer } = await approvedBuyer(t, group._id, fields);
  const address = await t.createAddress(customer.cookie, { city: 'Bakı', state: 'Nəsimi' });
  const retail = await buyerIn(t, 'Bakı', 'Elvin Quliyev');
  const p = await t.createProduct({ offerPrice: 1234.5 });
  const a = await placeOrder(t, { ...customer, addressId: address._id }, [{ product: p._id, quantity: 1 }]);
  const b = await placeOrder(t, retail, [{ product: p._id, quantity: 2 }]);
  orderNumbers = [a.number, b.number];
  // Payments recorded before completion: a completed cash-on-delivery order owes nothing more.
  const owner = await t.loginSeller();
  const pay = (id: string, json: object) => t.call('POST', `/api/payments/seller/order/${id}`, { json, cookie: owner });
  expect((await pay(a._id, { amount: 1000.5, paidOn: today, method: 'bank', reference: 'KB-771; "A"' })).status).toBe(
    201,
  );
  const cash = await pay(b._id, { amount: 2469, paidOn: today, method: 'cash' });
  expect((await t.post(`/api/payments/seller/${cash.body.payment._id}/reverse`, {}, owner)).status).toBe(201);
  expect((await pay(a._id, { amount: 5, paidOn: '2020-01-15', method: 'card' })).status).toBe(201);
  await complete(t, a._id);
  await complete(t, b._id);
  const [ia] = await sellerDocuments(t, a._id);
  const [ib] = await sellerDocuments(t, b._id);
  invoiceNumbers = [ia.number, ib.number];
  const credit = await t.post(`/api/invoices/seller/${ib._id}/credit-note`, {}, accountant);
  creditNumber = credit.body.document.number;
});

describe('the payments of a period', () => {
  it('CSV: date, order, buyer, method, bank reference, amount; a reversal negative; only the period', async () => {
    const res = await download(t, `/api/invoices/seller/export?${period}&part=payments`, accountant);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = res.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\n');
    const date = docDate(new Date().toISOString());
    const [a, b] = orderNumbers.map(String);
    expect(parseCsv(text.slice(1))).toEqual([
      ['Ödəniş tarixi', 'Sifariş', 'Alıcının VÖEN-i', 'Alıcı', 'Ödəniş üsulu', 'Bank arayışı', 'Məbləğ', 'Valyuta'],
      ...[
        [date, a, voen, 'Şəmkir Ferma; "Quzu" MMC', 'Bank köçürməsi', 'KB-771; "A"', '1000,50', 'AZN'],
        [date, b, '', 'Elvin Quliyev', 'Nağd', '', '2469,00', 'AZN'],
        [date, b, '', 'Elvin Quliyev', 'Nağd', '', '-2469,00', 'AZN'],
      ].sort((x, y) => Number(x[1]) - Number(y[1])),
    ]);
  });

  it('XLSX: a sheet "Ödənişlər" with amounts as numbers', async () => {
    const res = await download(t, `/api/invoices/seller/export?${period}&format=xlsx`, accountant);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Ödənişlər')!;
    expect(sheet.rowCount).toBe(4);
    const amounts = [2, 3, 4].map((n) => sheet.getRow(n).getCell(7).value);
    expect(amounts.sort()).toEqual([-2469, 1000.5, 2469].sort());
    const company = [2, 3, 4].map((n) => sheet.getRow(n)).find((r) => r.getCell(3).value === voen)!;
    expect(company.getCell(6).value).toBe('KB-771; "A"');
  });
});

describe('the export of a period', () => {
  it('CSV: a BOM, `;` between fields, decimal comma, a credit note negative', async () => {
    const res = await download(t, `/api/invoices/seller/export?${period}&format=csv`, accountant);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = res.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'Tarix',
      'Sənədin növü',
      'Nömrə',
      'Əsas sənəd',
      'Sifariş',
      'Alıcının VÖEN-i',
      'Alıcı',
      'ƏDV-siz məbləğ',
      'ƏDV dərəcəsi',
      'ƏDV',
      'Cəmi',
      'Valyuta',
    ]);
    const date = docDate(new Date().toISOString());
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[5], r[6], r[7], r[8], r[9], r[10], r[11]])).toEqual([
      [
        date,
        'Hesab-faktura',
        invoiceNumbers[0],
        '',
        voen,
        'Şəmkir Ferma; "Quzu" MMC',
        '1046,19',
        '18',
        '188,31',
        '1234,50',
        'AZN',
      ],
      [date, 'Hesab-faktura', invoiceNumbers[1], '', '', 'Elvin Quliyev', '2092,37', '18', '376,63', '2469,00', 'AZN'],
      [
        date,
        'Kredit qeydi',
        creditNumber,
        invoiceNumbers[1],
        '',
        'Elvin Quliyev',
        '-2092,37',
        '18',
        '-376,63',
        '-2469,00',
        'AZN',
      ],
    ]);
  });

  it('XLSX: the documents with numbers as numbers, and the month’s totals', async () => {
    const res = await download(t, `/api/invoices/seller/export?${period}&format=xlsx`, accountant);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as unknown as ArrayBuffer);
    const docs = book.getWorksheet('Sənədlər')!;
    expect(docs.rowCount).toBe(4);
    expect(docs.getRow(2).getCell(7).value).toBe('Şəmkir Ferma; "Quzu" MMC');
    expect(docs.getRow(2).getCell(11).value).toBe(1234.5);
    expect(docs.getRow(4).getCell(11).value).toBe(-2469);
    const summary = book.getWorksheet('Aylar üzrə')!;
    expect(summary.getRow(1).values).toEqual([
      undefined,
      'Ay',
      'Hesab-fakturalar',
      'Kredit qeydləri',
      'ƏDV-siz məbləğ',
      'ƏDV',
      'Cəmi',
    ]);
    expect(summary.getRow(2).values).toEqual([undefined, today.slice(0, 7), 2, 1, 1046.19, 188.31, 1234.5]);
  });

  it('the monthly totals as CSV; another period is empty', async () => {
    const sum = await download(t, `/api/invoices/seller/export?${period}&part=summary`, accountant);
    expect(parseCsv(sum.body.toString('utf8').slice(1))[1]).toEqual([
      today.slice(0, 7),
      '2',
      '1',
      '1046,19',
      '188,31',
      '1234,50',
    ]);
    const empty = await download(t, '/api/invoices/seller/export?from=2020-01-01&to=2020-01-31', accountant);
    expect(parseCsv(empty.body.toString('utf8').slice(1))).toHaveLength(1);
  });

  it('leaves an audit row for each export, by whom', async () => {
    const owner = await t.loginSeller();
    const res = await t.get('/api/staff/audit?entity=invoice', owner);
    const exports = res.body.entries.filter((e: { action: string }) => e.action === 'export');
    expect(exports.length).toBeGreaterThanOrEqual(4);
    expect(exports[0].changes.export[1]).toMatchObject({
      from: '2020-01-01',
      to: '2020-01-31',
      format: 'csv',
      rows: 0,
    });
  });

  it('refuses a bad period in Azerbaijani, and staff without the permission', async () => {
    const bad = await t.get(`/api/invoices/seller/export?from=${today}&to=2020-01-01`, accountant);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Dövrü düzgün yazın: başlanğıc və son tarix (İİİİ-AA-GG), başlanğıc sondan sonra ola bilməz.',
    );
    const long = await t.get('/api/invoices/seller/export?from=2024-01-01&to=2025-06-01', accountant);
    expect(long.body.message).toBe('Dövr ən çox 366 gün ola bilər.');
    expect((await t.get(`/api/invoices/seller/export?from=2026-02-30&to=${today}`, accountant)).status).toBe(400);
    expect((await t.get(`/api/invoices/seller/export?${period}&format=pdf`, accountant)).body.message).toBe(
      'Format csv və ya xlsx olmalıdır.',
    );
    expect((await t.get(`/api/invoices/seller/export?${period}`, (await addStaff(t, 'warehouse')).cookie)).status).toBe(
      403,
    );
  });
});
