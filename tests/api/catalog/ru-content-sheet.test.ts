/** The catalogue sheet's Russian columns (issue 36 item 3): the export fills "Rusca ad" and
 * "Rusca təsvir", an import applies them, as Excel (shared strings), 1C (inline strings, only the
 * columns it has) and LibreOffice (a CSV with commas) write a sheet; the search then finds the
 * product by its new Russian name. */
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { products } from '../../../server/db/schema.ts';
import { addProduct } from '../../../server/services/catalog/product-writes.ts';
import { searchProducts } from '../../../server/services/search/search.ts';
import { useTestApp } from '../../helpers/app.ts';

const { SHEET_HEADERS: H } = textsIn('az');

const t = useTestApp();
let seller = '';
const base = { description: 'Parazitlərə qarşı', category: 'Inyeksiyalar' as const, offerPrice: 12, inStock: true };

beforeAll(async () => {
  seller = await t.loginSeller();
  await addProduct(
    t.db,
    {
      ...base,
      name: 'İvermektin 1% 50 ml',
      sku: 'RU-1',
      nameRu: 'Ивермектин 1%, 50 мл',
      descriptionRu: 'Против паразитов',
    },
    [],
  );
  await addProduct(t.db, { ...base, name: 'Levamizol 10% 100 ml', sku: 'AZ-1' }, []);
});

async function upload(data: Buffer, name: string) {
  const id = randomUUID();
  const type = name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream';
  const res = await t.upload(
    'POST',
    `/api/catalog/import?id=${id}`,
    {},
    [{ field: 'sheet', filename: name, contentType: type, data }],
    seller,
  );
  expect(res.status).toBe(200);
  return { id, summary: res.body.import.summary };
}
const apply = async (id: string) =>
  expect(
    (await t.call('POST', `/api/catalog/import/${id}/apply`, { json: { allOrNothing: true }, cookie: seller })).status,
  ).toBe(200);
const row = async (sku: string) => (await t.db.select().from(products).where(eq(products.sku, sku)))[0];
const found = async (search: string) =>
  (await searchProducts(t.db, { search, inStock: true }, 1, 24)).items.map((p) => p.sku);

async function exported(): Promise<ExcelJS.Workbook> {
  const res = await t.app.inject({ url: '/api/catalog/export?format=xlsx', headers: { cookie: seller } });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}
/** A cell of the product with this SKU under this header. */
function cell(sheet: ExcelJS.Worksheet, sku: string, header: string): ExcelJS.Cell {
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  let found: ExcelJS.Cell | undefined;
  sheet.eachRow((r) => {
    if (String(r.getCell(1).value) === sku) found = r.getCell(headers.indexOf(header));
  });
  return found!;
}

describe("the catalogue sheet's Russian columns", () => {
  it('are exported filled where written, empty where not, and read back unchanged', async () => {
    const book = await exported();
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining([H.nameRu, H.descriptionRu]));
    expect(cell(sheet, 'RU-1', H.nameRu).text).toBe('Ивермектин 1%, 50 мл');
    expect(cell(sheet, 'RU-1', H.descriptionRu).text).toBe('Против паразитов');
    expect(cell(sheet, 'AZ-1', H.nameRu).text).toBe('');
    const { summary } = await upload(Buffer.from(await book.xlsx.writeBuffer()), 'kataloq.xlsx');
    expect(summary).toMatchObject({ changed: 0, unchanged: 2, refusedCount: 0 });
  });

  it('as Excel saves it (shared strings): an added and a removed Russian text are applied', async () => {
    const book = await exported();
    const sheet = book.worksheets[0];
    cell(sheet, 'AZ-1', H.nameRu).value = 'Левамизол 10%, раствор для инъекций';
    cell(sheet, 'RU-1', H.descriptionRu).value = '';
    const { id, summary } = await upload(
      Buffer.from(await book.xlsx.writeBuffer({ useSharedStrings: true })),
      'k.xlsx',
    );
    expect(summary).toMatchObject({ changed: 2, refusedCount: 0 });
    const fields = summary.changes.flatMap((c: { fields: string[] }) => c.fields).sort();
    expect(fields).toEqual([H.descriptionRu, H.nameRu].sort());
    expect(await found('левамизол раствор')).not.toContain('AZ-1'); // nothing written before the confirmation
    await apply(id);
    expect(await row('AZ-1')).toMatchObject({
      nameRu: 'Левамизол 10%, раствор для инъекций',
      name: 'Levamizol 10% 100 ml',
    });
    expect(await row('RU-1')).toMatchObject({ nameRu: 'Ивермектин 1%, 50 мл', descriptionRu: null });
    expect(await found('левамизол раствор')).toEqual(['AZ-1']);
  });

  it('as 1C writes it (inline strings, only its own columns): the Russian name alone is applied and searched', async () => {
    const out = new PassThrough();
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
    const sheet = book.addWorksheet('TDSheet');
    sheet.addRow([H.sku, H.nameRu]).commit();
    sheet.addRow(['RU-1', 'Ивермектин 1% «Ферма», 50 мл']).commit();
    sheet.commit();
    const [bytes] = await Promise.all([buffer(out), book.commit()]);
    const { id, summary } = await upload(bytes, 'nomenklatura.xlsx');
    expect(summary).toMatchObject({ changed: 1, refusedCount: 0 });
    await apply(id);
    expect(await row('RU-1')).toMatchObject({ nameRu: 'Ивермектин 1% «Ферма», 50 мл', name: 'İvermektin 1% 50 ml' });
    expect(await found('ферма')).toEqual(['RU-1']);
  });

  it('as LibreOffice saves a CSV (commas, quoted cells): read, and refused over the limit in Azerbaijani', async () => {
    const text = `${H.sku},${H.nameRu},${H.descriptionRu}\r\nAZ-1,"Левамизол, 100 мл","Против ""нематод"""\r\nRU-1,${'я'.repeat(201)},\r\n`;
    const { summary } = await upload(Buffer.from(text), 'kataloq.csv');
    expect(summary).toMatchObject({ changed: 1, refusedCount: 1 });
    expect(summary.refused[0].reason).toContain('Rusca ad ən çox 200 simvol ola bilər.');
  });
});
