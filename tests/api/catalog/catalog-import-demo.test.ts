/** The catalogue import on the demo catalogue itself (issue 32 items 5 and 6): the accounting
 * system's price-and-quantity lists, as CSV (`;`, decimal comma, as 1C and Excel in the az locale
 * write them) and as .xlsx, naming products that have pictures and pack sizes of a family; and an
 * export re-imported after orders took stock. */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { batches, products, stockLedger } from '../../../server/db/schema.ts';
import { formatExpiry } from '../../../domain/stock/batches.ts';
import { earliestExpiry } from '../../../server/services/stock/expiry-shown.ts';
import { expiringBatches } from '../../../server/services/stock/expiry-watch.ts';
import { seedDemo } from '../../../server/db/seed.ts';
import { correctStock } from '../../../server/services/stock/stock-admin.ts';
import { useTestApp } from '../../helpers/app.ts';
import { csv, parseCsv, setCell } from '../../helpers/catalog-sheet.ts';

const { SHEET_WORDS, SHEET_HEADERS: H } = textsIn('az');

const t = useTestApp();
let seller = '';

beforeAll(async () => {
  seller = await t.loginSeller();
  await seedDemo(t.db);
}, 120_000);

type Format = 'csv' | 'xlsx';
type Cell = string | number;

/** A sheet as the accounting system writes it: CSV without a BOM, or an .xlsx with number cells. */
async function sheetOf(format: Format, rows: Cell[][]): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(csv(rows.map((r) => r.map((c) => String(c).replace('.', ',')))).slice(1));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Qiymətlər');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(sheet: Buffer, name: string) {
  const id = randomUUID();
  const type = name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream';
  const res = await t.upload(
    'POST',
    `/api/catalog/import?id=${id}`,
    {},
    [{ field: 'sheet', filename: name, contentType: type, data: sheet }],
    seller,
  );
  return { id, res };
}

const apply = (id: string) =>
  t.call('POST', `/api/catalog/import/${id}/apply`, { json: { allOrNothing: true }, cookie: seller });

const withSku = () => t.db.select().from(products).where(isNotNull(products.sku)).orderBy(products.sku);

describe('the demo catalogue’s batches (issue 41)', () => {
  it('its medicines are counted by batch, first expired first shown; an expired and a nearly expired batch wait on the overview', async () => {
    const demo = await t.db.select().from(products).where(eq(products.inStock, true));
    const medicines = demo.filter((p) => p.category !== 'Digər');
    expect(medicines.length).toBeGreaterThan(20);
    expect(medicines.every((p) => p.trackStock && p.stockQuantity > 0)).toBe(true);
    expect(demo.filter((p) => p.category === 'Digər').every((p) => !p.trackStock)).toBe(true);
    // each medicine's stock is the sum of its batches, and the storefront offers what may be sold
    const sums = await t.db
      .select({ productId: batches.productId, n: sql<number>`sum(${batches.quantity})::int` })
      .from(batches)
      .groupBy(batches.productId);
    const byId = new Map(sums.map((r) => [r.productId, r.n]));
    for (const p of medicines) expect(byId.get(p.id)).toBe(p.stockQuantity);
    const answer = (await t.get(`/api/product/${medicines[0].id}`)).body.product;
    expect(answer.inStock).toBe(true);
    const watch = await expiringBatches(t.db);
    const expired = watch.batches.find((b) => b.daysLeft < 0);
    const near = watch.batches.find((b) => b.daysLeft > 30);
    expect(expired).toMatchObject({ quantity: 3, offSale: true });
    expect(near).toMatchObject({ quantity: 6, offSale: false });
    // the product page promises the nearly expired batch's month: it is sold first
    const shown = await earliestExpiry(t.db, near!.productId);
    expect(formatExpiry(shown!.expiry, shown!.precision)).toBe(near!.expiryText);
  });
});

describe.each<Format>(['csv', 'xlsx'])('a price-and-quantity list of the demo catalogue (%s)', (format) => {
  it('every SKU: each price and quantity written, the pictures and the rest kept', async () => {
    const before = await withSku();
    expect(before.length).toBeGreaterThan(20);
    expect(before.filter((p) => p.images.length).length).toBe(before.length);
    const rows: Cell[][] = [[H.sku, H.price, H.quantity]];
    before.forEach((p, i) => rows.push([p.sku!, ((p.priceQepik ?? 1000) + 100 + i) / 100, 20 + i]));
    const { id, res } = await upload(await sheetOf(format, rows), `qiymetler.${format}`);
    expect(res.status).toBe(200);
    expect(res.body.import.summary).toMatchObject({ rows: before.length, changed: before.length, refusedCount: 0 });
    expect((await apply(id)).status).toBe(200);
    const after = await withSku();
    after.forEach((p, i) => {
      expect(p).toMatchObject({
        sku: before[i].sku,
        priceQepik: (before[i].priceQepik ?? 1000) + 100 + i,
        stockQuantity: 20 + i,
        images: before[i].images,
        familyId: before[i].familyId,
        name: before[i].name,
      });
    });
  });

  it('two SKUs, quantity only', async () => {
    const [a, b] = await withSku();
    const { id, res } = await upload(
      await sheetOf(format, [
        [H.sku, H.quantity],
        [a.sku!, 3],
        [b.sku!, 4],
      ]),
      `say.${format}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.import.summary).toMatchObject({ rows: 2, changed: 2, refusedCount: 0 });
    expect((await apply(id)).status).toBe(200);
    const [a2] = await t.db.select().from(products).where(eq(products.id, a.id));
    expect(a2).toMatchObject({ stockQuantity: 3, images: a.images, priceQepik: a.priceQepik });
  });

  it('one pack size of a family whose first product is not in the file', async () => {
    const member = (await withSku()).find((p) => p.familyId && p.familyId !== p.id)!;
    expect(member).toBeDefined();
    const { id, res } = await upload(
      await sheetOf(format, [
        [H.sku, H.price],
        [member.sku!, 99.5],
      ]),
      `bir.${format}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.import.summary).toMatchObject({ rows: 1, changed: 1, refusedCount: 0, refused: [] });
    expect((await apply(id)).status).toBe(200);
    const [now] = await t.db.select().from(products).where(eq(products.id, member.id));
    expect(now).toMatchObject({ priceQepik: 9950, familyId: member.familyId, images: member.images });
  });
});

async function exported(format: Format): Promise<Buffer> {
  const res = await t.app.inject({ url: `/api/catalog/export?format=${format}`, headers: { cookie: seller } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** The seller's edit of one cell of the exported sheet, in a spreadsheet (Excel's own round trip
 * for the .xlsx: read, edit, save). */
async function editCell(format: Format, sheet: Buffer, sku: string, header: string, value: string): Promise<Buffer> {
  if (format === 'csv') {
    const table = parseCsv(sheet.toString('utf8'));
    setCell(table, sku, header, value);
    return Buffer.from(csv(table));
  }
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(sheet as never);
  const ws = book.worksheets[0];
  let col = 0;
  ws.getRow(1).eachCell((cell, n) => {
    if (cell.text === header) col = n;
  });
  let edited = 0;
  ws.eachRow((row) => {
    if (row.getCell(1).text === sku) {
      row.getCell(col).value = value;
      edited++;
    }
  });
  expect(edited).toBe(1);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const importLedger = (id: string) =>
  t.db
    .select()
    .from(stockLedger)
    .where(and(eq(stockLedger.productId, id), eq(stockLedger.reason, 'import')));

describe.each<Format>(['csv', 'xlsx'])('an export re-imported after orders (%s)', (format) => {
  it('a quantity left as exported keeps what orders took; a changed one is written', async () => {
    const p = (await withSku()).find((x) => !x.rx && x.priceQepik != null && x.inStock && !x.trackStock)!;
    await t.db.update(products).set({ trackStock: true }).where(eq(products.id, p.id));
    await correctStock(t.db, p.id, { mode: 'set', value: 10, note: 'sayım' }, null);
    const sheet = await exported(format);

    const customer = await t.registerCustomer();
    const address = await t.createAddress(customer.cookie);
    const order = await t.post(
      '/api/order/cod',
      { items: [{ product: p.id, quantity: 3 }], address: address._id },
      customer.cookie,
    );
    expect(order.status).toBe(201);

    const earlier = new Set((await importLedger(p.id)).map((r) => r.id)); // the lists above wrote some
    const since = async () => (await importLedger(p.id)).filter((r) => !earlier.has(r.id));
    const price = format === 'csv' ? 12345 : 23456; // the same product in both runs
    const priced = await editCell(format, sheet, p.sku!, H.price, (price / 100).toFixed(2).replace('.', ','));
    const { id, res } = await upload(priced, `kataloq.${format}`);
    expect(res.status).toBe(200);
    expect(res.body.import.summary).toMatchObject({ changed: 1, refusedCount: 0 });
    expect(res.body.import.summary.changes).toEqual([
      {
        line: expect.any(Number),
        sku: p.sku,
        name: p.name,
        fields: [H.price],
        diffs: [{ field: H.price, from: expect.any(String), to: (price / 100).toFixed(2).replace('.', ',') }],
      },
    ]);
    expect((await apply(id)).status).toBe(200);
    const [now] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(now).toMatchObject({ priceQepik: price, stockQuantity: 7 });
    expect(await since()).toEqual([]);

    // the seller counted 12: a "Say" changed from the exported 10 is written as it stands
    const counted = await editCell(format, priced, p.sku!, H.quantity, '12');
    const again = await upload(counted, `kataloq.${format}`);
    expect(again.res.body.import.summary.changes).toEqual([
      // the preview shows the product's quantity now (after the order), not the exported one
      {
        line: expect.any(Number),
        sku: p.sku,
        name: p.name,
        fields: [H.quantity],
        diffs: [{ field: H.quantity, from: '7', to: '12' }],
      },
    ]);
    expect((await apply(again.id)).status).toBe(200);
    const [later] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(later.stockQuantity).toBe(12);
    expect(await since()).toMatchObject([{ delta: 5, quantityAfter: 12 }]);
    await t.db.update(products).set({ trackStock: false }).where(eq(products.id, p.id));
  });
});

describe('the exported quantity in the sheet', () => {
  it('is the last column, hidden in the .xlsx (people read the rest), and stays hidden through a save', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exported('xlsx')) as never);
    const ws = book.worksheets[0];
    const last = ws.getRow(1).cellCount;
    expect(ws.getRow(1).getCell(last).text).toBe(SHEET_WORDS.exportedQuantityHeader);
    expect(ws.getColumn(last).hidden).toBe(true);
    expect(ws.getColumn(last - 1).hidden).toBe(false);
    const saved = new ExcelJS.Workbook();
    await saved.xlsx.load((await book.xlsx.writeBuffer()) as never);
    expect(saved.worksheets[0].getColumn(last).hidden).toBe(true);
  });
});
