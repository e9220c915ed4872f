/** The import's receipt sheet (issue 41 item 1, decision 0148): a valid "Mədaxil" sheet becomes one
 * receipt whose lines land in batches (written by Excel's writer, by LibreOffice, with a real date
 * cell); each bad line is refused on its row and nothing is written. */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { RECEIPT_SHEET_TEXT } from '../../../domain/catalog/receipt-sheet.ts';
import { auditLog, batches, products, receipts, stockLedger } from '../../../server/db/schema.ts';
import { useTestApp } from '../../helpers/app.ts';
import { batchProduct, batchState, dayFromToday } from '../../helpers/batches.ts';

const { BATCH_TEXT } = textsIn('az');

const t = useTestApp();
const nextYear = Number(dayFromToday(0).slice(0, 4)) + 1;
const HEAD = [
  'Artikul və ya barkod',
  'Seriya',
  'Son istifadə tarixi',
  'Say',
  'Alış qiyməti (₼)',
  'Tədarükçü',
  'Tarix',
  'Sənəd nömrəsi',
];
let seller = '';
let productId = '';

beforeAll(async () => {
  seller = await t.loginSeller();
  const p = await batchProduct(t, 'Baytril 10% 100 ml');
  productId = p._id;
  await t.db.update(products).set({ sku: 'BAY-100', barcode: '4600000000017' }).where(eq(products.id, p._id));
});

async function workbook(rows: unknown[][], sheetName = 'Mədaxil', catalogue = false) {
  const book = new ExcelJS.Workbook();
  if (catalogue)
    book.addWorksheet('Kataloq').addRows([
      ['Artikul', 'Qiymət (₼)'],
      ['BAY-100', '12,50'],
    ]);
  book.addWorksheet(sheetName).addRows([HEAD, ...rows]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(sheet: Buffer) {
  const id = randomUUID();
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const res = await t.upload(
    'POST',
    `/api/catalog/import?id=${id}`,
    {},
    [{ field: 'sheet', filename: 'medaxil.xlsx', contentType: type, data: sheet }],
    seller,
  );
  return { id, res };
}

const apply = (id: string, allOrNothing = true) =>
  t.call('POST', `/api/catalog/import/${id}/apply`, { json: { allOrNothing }, cookie: seller });

const receiptCount = async () => (await t.db.select().from(receipts)).length;

describe('the receipt sheet', () => {
  it('a valid sheet, one expiry a real Excel date cell, lands in batches through one receipt', async () => {
    const before = await batchState(t, productId);
    const day = new Date(Date.UTC(nextYear + 1, 5, 15)); // a date cell, as Excel stores a typed date
    const { id, res } = await upload(
      await workbook([
        ['BAY-100', 'S-100', `03.${nextYear}`, 5, '3,40', 'Vet Pharma MMC', '15.03.2026', 'QAİ-12'],
        ['4600000000017', 'S-200', day, '7', '', 'Vet Pharma MMC', '15.03.2026', 'QAİ-12'],
      ]),
    );
    expect(res.status).toBe(200);
    const receipt = res.body.import.summary.receipt;
    expect(receipt).toMatchObject({ supplier: 'Vet Pharma MMC', lines: 2, units: 12, refusedCount: 0 });
    expect(receipt.items.map((i: { batch: string; expiry: string }) => [i.batch, i.expiry])).toEqual([
      ['S-100', `03.${nextYear}`],
      ['S-200', `15.06.${nextYear + 1}`],
    ]);
    expect(await batchState(t, productId)).toEqual(before); // the preview wrote nothing
    const done = await apply(id);
    expect(done.status).toBe(200);
    expect(done.body.import.message).toContain(BATCH_TEXT.received(2, 12));
    const after = await batchState(t, productId);
    expect(after.batches).toMatchObject({ 'S-100': 5, 'S-200': 7 });
    expect(after.stock).toBe(before.stock + 12);
    const [s200] = await t.db
      .select()
      .from(batches)
      .where(and(eq(batches.productId, productId), eq(batches.number, 'S-200')));
    expect(s200.expiry).toBe(`${nextYear + 1}-06-15`);
    const ledger = await t.db
      .select()
      .from(stockLedger)
      .where(
        and(eq(stockLedger.productId, productId), eq(stockLedger.reason, 'receipt'), isNotNull(stockLedger.batchId)),
      );
    expect(ledger.map((l) => l.delta).sort()).toEqual([5, 7]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'receipt'));
    expect(entry.entity).toBe('receipt');
  });

  it('a wrong date, a past expiry, an unknown SKU, a zero quantity: each refused on its row, nothing written', async () => {
    const before = await batchState(t, productId);
    const receiptsBefore = await receiptCount();
    const { id, res } = await upload(
      await workbook([
        ['BAY-100', 'OK-1', `12.${nextYear}`, 4, '', 'Vet Pharma MMC'],
        ['BAY-100', 'X-1', '31.02.2027', 4, '', 'Vet Pharma MMC'],
        ['BAY-100', 'X-2', '01.2020', 4, '', 'Vet Pharma MMC'],
        ['YOX-1', 'X-3', `12.${nextYear}`, 4, '', 'Vet Pharma MMC'],
        ['BAY-100', 'X-4', `12.${nextYear}`, 0, '', 'Vet Pharma MMC'],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.import.summary.receipt.refused).toEqual([
      { line: 3, reason: BATCH_TEXT.expiryInvalid },
      { line: 4, reason: BATCH_TEXT.expiryPast },
      { line: 5, reason: BATCH_TEXT.productUnknown('YOX-1') },
      { line: 6, reason: BATCH_TEXT.quantityInvalid },
    ]);
    for (const allOrNothing of [true, false]) {
      const refused = await apply(id, allOrNothing);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(RECEIPT_SHEET_TEXT.refused(4));
    }
    expect(await batchState(t, productId)).toEqual(before);
    expect(await receiptCount()).toBe(receiptsBefore);
  });

  it('a workbook with the catalogue sheet and a receipt sheet writes both in one confirmation', async () => {
    const { id, res } = await upload(
      await workbook([['BAY-100', 'C-1', `09.${nextYear}`, 2, '', 'Vet Pharma MMC']], 'Receipt', true),
    );
    expect(res.status).toBe(200);
    expect(res.body.import.summary).toMatchObject({ changed: 1, receipt: { sheet: 'Receipt', units: 2 } });
    expect((await apply(id)).status).toBe(200);
    const [p] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(p.priceQepik).toBe(1250);
    expect((await batchState(t, productId)).batches['C-1']).toBe(2);
  });

  it('a sheet saved by LibreOffice from a CSV (its month expiry turned into a number) lands in batches', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receipt-lo-'));
    try {
      const csv = [
        'Artikul;Seriya;Son istifadə tarixi;Say;Tədarükçü;Tarix',
        `BAY-100;LO-1;10.${nextYear + 3};6;Vet Pharma MMC;15.03.2026`,
        `BAY-100;LO-2;15.06.${nextYear};1;Vet Pharma MMC;15.03.2026`,
      ].join('\n');
      writeFileSync(join(dir, 'Mədaxil.csv'), csv);
      const profile = `-env:UserInstallation=file://${dir}/profile`;
      const args = [profile, '--headless', '--infilter=CSV:59,34,76,1', '--convert-to', 'xlsx', '--outdir', dir];
      execFileSync('soffice', [...args, join(dir, 'Mədaxil.csv')], { stdio: 'ignore', timeout: 90_000 });
      const { id, res } = await upload(readFileSync(join(dir, 'Mədaxil.xlsx')));
      expect(res.status).toBe(200);
      expect(res.body.import.summary.receipt.refused).toEqual([]);
      expect((await apply(id)).status).toBe(200);
      const [lo1] = await t.db
        .select()
        .from(batches)
        .where(and(eq(batches.productId, productId), eq(batches.number, 'LO-1')));
      expect([lo1.quantity, lo1.expiry, lo1.expiryPrecision]).toEqual([6, `${nextYear + 3}-10-31`, 'month']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
