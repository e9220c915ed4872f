/** The catalogue import on the demo catalogue itself (issue 32 items 5 and 6): the accounting
 * system's price-and-quantity lists, as CSV (`;`, decimal comma, as 1C and Excel in the az locale
 * write them) and as .xlsx, naming products that have pictures and pack sizes of a family; and an
 * export re-imported after orders took stock. */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHEET_HEADERS as H } from '../../domain/catalog-sheet-text.ts';
import { products, stockLedger } from '../../server/db/schema.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { correctStock } from '../../server/services/stock-admin.ts';
import { useTestApp } from '../helpers/app.ts';
import { csv, parseCsv, setCell } from '../helpers/catalog-sheet.ts';

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
