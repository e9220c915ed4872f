/** The catalogue's import and export (issue 24 items 4–6): a preview that writes nothing, a
 * confirmation that writes all or nothing, and a round trip that changes exactly what was edited. */
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { ean13 } from '../../../domain/vet/vet.ts';
import { products, stockLedger } from '../../../server/db/schema.ts';
import { addProduct } from '../../../server/services/catalog/product-writes.ts';
import { searchProducts } from '../../../server/services/search/search.ts';
import { useTestApp } from '../../helpers/app.ts';
import { generatedRows } from '../../../scripts/bench/generate-sheet.ts';
import { csv, parseCsv, setCell, zip } from '../../helpers/catalog-sheet.ts';
import type { FilePart } from '../../helpers/multipart.ts';

const { SHEET_WORDS, IMPORT_ERRORS, SHEET_HEADERS: H } = textsIn('az');

const t = useTestApp();
let seller = '';

beforeAll(async () => {
  seller = await t.loginSeller();
  const base = { description: 'Heyvanlar üçün', inStock: true };
  const head = await addProduct(
    t.db,
    {
      ...base,
      name: 'Albendazol 10% 1 l',
      category: 'Suspeziyalar',
      offerPrice: 21,
      sku: 'ALB-1L',
      barcode: ean13('476000000001'),
      species: ['cattle', 'sheep-goat'],
      substances: [{ name: 'Albendazol', strength: '100 mq/ml' }],
      withdrawalMeat: 14,
      withdrawalEggs: 'not-for-food',
      storageMinC: -5,
      storageMaxC: 25,
      rx: true,
    },
    [],
  );
  await addProduct(
    t.db,
    {
      ...base,
      name: 'Albendazol 10% 250 ml',
      category: 'Suspeziyalar',
      offerPrice: 7.5,
      sku: 'ALB-250',
      familyOf: head._id,
    },
    [],
  );
  await addProduct(
    t.db,
    { ...base, name: '=Formula kimi ad', category: 'Həblər', offerPrice: null, sku: 'FRM-1', manufacturer: '+Bayer' },
    [],
  );
});

const productCount = async () => (await t.db.select({ n: count() }).from(products))[0].n;

async function exportCsv(): Promise<string> {
  const res = await t.app.inject({ url: '/api/catalog/export?format=csv', headers: { cookie: seller } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  return res.body;
}

async function upload(sheet: Buffer | string, name = 'kataloq.csv', images?: Buffer) {
  const id = randomUUID();
  const files: FilePart[] = [{ field: 'sheet', filename: name, contentType: 'text/csv', data: Buffer.from(sheet) }];
  if (images) files.push({ field: 'images', filename: 'sekiller.zip', contentType: 'application/zip', data: images });
  const res = await t.upload('POST', `/api/catalog/import?id=${id}`, {}, files, seller);
  return { id, res };
}

const apply = (id: string, allOrNothing = true) =>
  t.call('POST', `/api/catalog/import/${id}/apply`, { json: { allOrNothing }, cookie: seller });

describe('export → import', () => {
  it('exports every field, neutralised, and an unchanged file reports 0 changes', async () => {
    const text = await exportCsv();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const table = parseCsv(text);
    expect(table[0]).toEqual([...Object.values(H), SHEET_WORDS.exportedQuantityHeader]);
    const alb = table.find((r) => r[0] === 'ALB-1L')!;
    expect(alb).toContain('Albendazol (100 mq/ml)');
    expect(alb).toContain("'-5"); // a negative temperature is not a formula either
    expect(table.find((r) => r[0] === 'ALB-250')).toContain('ALB-1L'); // its family
    expect(table.find((r) => r[0] === 'FRM-1')).toContain("'=Formula kimi ad");

    const { res } = await upload(text);
    expect(res.status).toBe(200);
    expect(res.body.import.summary).toMatchObject({ rows: 3, added: 0, changed: 0, unchanged: 3, refusedCount: 0 });
  });

  it('a file edited in 5 cells reports exactly those 5, and applying writes them', async () => {
    const table = parseCsv(await exportCsv());
    setCell(table, 'ALB-1L', H.price, '22,40');
    setCell(table, 'ALB-1L', H.species, 'İt; İribuynuzlu mal-qara');
    setCell(table, 'ALB-250', H.name, 'Albendazol 10% 250 ml (yeni)');
    setCell(table, 'ALB-250', H.quantity, '12');
    setCell(table, 'FRM-1', H.withdrawalMilk, '3');
    const { id, res } = await upload(csv(table));
    expect(res.body.import.summary).toMatchObject({ added: 0, changed: 3, unchanged: 0, refusedCount: 0 });
    const fields = res.body.import.summary.changes.flatMap((c: { fields: string[] }) => c.fields);
    expect(fields.sort()).toEqual([H.price, H.species, H.name, H.quantity, H.withdrawalMilk].sort());
    expect(await t.db.select().from(products).where(eq(products.sku, 'ALB-1L'))).toMatchObject([{ priceQepik: 2100 }]);

    const applied = await apply(id);
    expect(applied.status).toBe(200);
    expect(applied.body.import.status).toBe('applied');
    const [alb] = await t.db.select().from(products).where(eq(products.sku, 'ALB-1L'));
    expect(alb).toMatchObject({ priceQepik: 2240, species: ['dog', 'cattle'], storageMinC: -5 });
    const [small] = await t.db.select().from(products).where(eq(products.sku, 'ALB-250'));
    expect(small).toMatchObject({ name: 'Albendazol 10% 250 ml (yeni)', stockQuantity: 12, familyId: alb.id });
    const ledger = await t.db.select().from(stockLedger).where(eq(stockLedger.productId, small.id));
    expect(ledger).toMatchObject([{ delta: 12, quantityAfter: 12, reason: 'import' }]);

    const again = await upload(await exportCsv());
    expect(again.res.body.import.summary).toMatchObject({ changed: 0, unchanged: 3 });
    expect((await apply(id)).status).toBe(409); // applied once only
  });

  it("an imported substance is found by the catalogue's substance filter", async () => {
    const table = parseCsv(await exportCsv());
    setCell(table, 'FRM-1', H.substances, 'İvermektin (1%)');
    const { id } = await upload(csv(table));
    expect((await apply(id)).status).toBe(200);
    const listed = await t.call('GET', '/api/product/list?substance=ivermektin');
    expect(listed.body.products.map((p: { name: string }) => p.name)).toEqual(['=Formula kimi ad']);
  });

  it('a product edited since the preview refuses the whole file; applied again, a renamed product is searched by its new name', async () => {
    const table = parseCsv(await exportCsv());
    setCell(table, 'FRM-1', H.name, 'Fenbendazol pastası');
    setCell(table, 'ALB-250', H.price, '8');
    const first = await upload(csv(table));
    await t.db
      .update(products)
      .set({ description: 'Satıcı dəyişdi', updatedAt: sql`now()` })
      .where(eq(products.sku, 'ALB-250'));
    const refused = await apply(first.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(IMPORT_ERRORS.stale);
    const [frm] = await t.db.select().from(products).where(eq(products.sku, 'FRM-1'));
    expect(frm.name).toBe('=Formula kimi ad');

    const fresh = parseCsv(await exportCsv());
    setCell(fresh, 'FRM-1', H.name, 'Fenbendazol pastası');
    setCell(fresh, 'ALB-250', H.price, '8');
    const second = await upload(csv(fresh));
    expect(second.res.body.import.summary).toMatchObject({ changed: 2 });
    expect((await apply(second.id)).status).toBe(200);
    const names = async (search: string) =>
      (await searchProducts(t.db, { search }, 1, 24)).items.map((i: { name: string }) => i.name);
    expect(await names('fenbendazol')).toEqual(['Fenbendazol pastası']);
    expect(await names('formula')).toEqual([]);
    const [small] = await t.db.select().from(products).where(eq(products.sku, 'ALB-250'));
    expect(small).toMatchObject({ priceQepik: 800, description: 'Satıcı dəyişdi' });
  });

  it("exports the seller list's filter", async () => {
    const res = await t.app.inject({
      url: `/api/catalog/export?format=csv&category=${encodeURIComponent('Həblər')}`,
      headers: { cookie: seller },
    });
    expect(parseCsv(res.body).map((r) => r[0])).toEqual([H.sku, 'FRM-1']);
  });

  it('reads its own .xlsx back unchanged', async () => {
    const res = await t.app.inject({ url: '/api/catalog/export?format=xlsx', headers: { cookie: seller } });
    expect(res.statusCode).toBe(200);
    const { res: preview } = await upload(res.rawPayload, 'kataloq.xlsx');
    expect(preview.status).toBe(200);
    expect(preview.body.import.summary).toMatchObject({ changed: 0, unchanged: 3, refusedCount: 0 });
  });
});

describe('the preview', () => {
  it('refuses each bad row with its number and reason, and writes nothing', async () => {
    const before = await productCount();
    const rows = [
      [H.sku, H.name, H.category, H.price, H.species, H.barcode],
      ['NEW-1', 'Yeni məhsul', 'Həblər', '5', 'İt', ean13('476000000099')],
      ['NEW-2', 'Pis qiymət', 'Həblər', 'pulsuz', '', ''],
      ['NEW-3', 'Naməlum kateqoriya', 'Meyvələr', '5', '', ''],
      ['NEW-4', 'Naməlum növ', 'Həblər', '5', 'Dinozavr', ''],
      ['NEW-5', 'Pis ştrix-kod', 'Həblər', '5', '', '4760000000990'],
      ['NEW-6', 'Təkrar', 'Həblər', '5', '', ''],
      ['NEW-6', 'Təkrar', 'Həblər', '6', '', ''],
    ];
    const { id, res } = await upload(csv(rows));
    const s = res.body.import.summary;
    expect(s).toMatchObject({ rows: 7, added: 1, refusedCount: 6 });
    expect(s.refused.map((r: { line: number }) => r.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(s.refused[0].reason).toMatch(/Qiymət/);
    expect(s.refused[1].reason).toContain(IMPORT_ERRORS.category);
    expect(s.refused[2].reason).toContain('Dinozavr');
    expect(s.refused[3].reason).toMatch(/yoxlama rəqəmi/);
    expect(s.refused[4].reason).toContain('7, 8');
    expect(await productCount()).toBe(before);

    const refused = await apply(id, true);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(IMPORT_ERRORS.refusedRows(6));
    expect(await productCount()).toBe(before);

    expect((await apply(id, false)).status).toBe(200);
    expect(await productCount()).toBe(before + 1);
  });

  it('a price-and-quantity list changes only those columns', async () => {
    const [was] = await t.db.select().from(products).where(eq(products.sku, 'ALB-1L'));
    const { id, res } = await upload(
      csv([
        [H.sku, H.price, H.quantity],
        ['ALB-1L', '30', '40'],
      ]),
    );
    // the preview names the product and each change as old → new (issue 32 item 11)
    expect(res.body.import.summary.changes).toEqual([
      {
        line: 2,
        sku: 'ALB-1L',
        name: 'Albendazol 10% 1 l',
        fields: [H.price, H.quantity],
        diffs: [
          { field: H.price, from: (was.priceQepik! / 100).toFixed(2).replace('.', ','), to: '30,00' },
          { field: H.quantity, from: String(was.stockQuantity), to: '40' },
        ],
      },
    ]);
    expect((await apply(id)).status).toBe(200);
    const [now] = await t.db.select().from(products).where(eq(products.sku, 'ALB-1L'));
    expect(now).toMatchObject({
      ...was,
      priceQepik: 3000,
      stockQuantity: 40,
      sellableQuantity: 40, // what may be sold follows the quantity (migration 0037)
      updatedAt: now.updatedAt,
      searchDoc: was.searchDoc,
    });
  });

  it('takes pictures by file name from a ZIP, checked like every upload', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const images = zip([
      { name: 'sekiller/alb.png', data: png },
      { name: 'fake.jpg', data: Buffer.from('şəkil deyil') },
    ]);
    const rows = [
      [H.sku, H.images],
      ['ALB-1L', 'alb.png'],
      ['ALB-250', 'fake.jpg'],
    ];
    const { id, res } = await upload(csv(rows), 'sekil.csv', images);
    expect(res.body.import.summary).toMatchObject({ changed: 1, refusedCount: 1 });
    expect(res.body.import.summary.refused[0].reason).toContain('fake.jpg');
    expect((await apply(id, false)).status).toBe(200);
    const [alb] = await t.db.select().from(products).where(eq(products.sku, 'ALB-1L'));
    expect(alb.images).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.webp$/)]);
    expect((await t.app.inject({ url: `/images/${alb.images[0]}` })).statusCode).toBe(200);
  });
});

describe('a re-priced catalogue', () => {
  it('is updated in place: every row keeps its page, so no index is written again (migration 0022)', async () => {
    const rows = generatedRows(300, 1000, 'HOT');
    const { id } = await upload(csv(rows));
    expect((await apply(id)).status).toBe(200);
    const pages = async () =>
      (
        (await t.db.execute(
          sql`select sku, (ctid::text::point)[0] as page from products where sku like 'HOT-%' order by sku`,
        )) as unknown as { rows: { sku: string; page: number }[] }
      ).rows;
    const before = await pages();
    expect(before).toHaveLength(300);
    const prices = rows.map((r, i) => (i ? [r[0], `${i + 500},50`, String(i + 7)] : [H.sku, H.price, H.quantity]));
    const { id: again, res } = await upload(csv(prices));
    expect(res.body.import.summary.changed).toBe(300);
    expect((await apply(again)).status).toBe(200);
    expect(await pages()).toEqual(before);
    const [one] = await t.db.select().from(products).where(eq(products.sku, rows[1][0]));
    expect(one).toMatchObject({ priceQepik: 50150, stockQuantity: 8 });
  });
});

describe('hostile files', () => {
  const refusedCases: [string, () => Promise<{ data: Buffer | string; name: string; images?: Buffer }>][] = [
    [
      'a zip bomb',
      async () => ({
        data: csv([[H.sku], ['ALB-1L']]),
        name: 'a.csv',
        images: zip([{ name: 'a.png', data: Buffer.alloc(64 * 1024 * 1024) }]),
      }),
    ],
    ['a 50 MB sheet', async () => ({ data: Buffer.alloc(50 * 1024 * 1024, 0x41), name: 'big.csv' })],
    ['a CSV with NUL bytes', async () => ({ data: `${H.sku};${H.name}\r\nA\u0000;B\r\n`, name: 'nul.csv' })],
    [
      'a formula in every cell',
      async () => ({
        data: csv([
          ['=1+1', '=A1'],
          ['=HYPERLINK("x")', '=2'],
        ]),
        name: 'f.csv',
      }),
    ],
    [
      'a CSV with 1 000 000 empty rows',
      async () => ({ data: `${H.sku};${H.name}\r\n` + ';\r\n'.repeat(1_000_000), name: 'e.csv' }),
    ],
    [
      'a sheet with a row at 1 000 000',
      async () => {
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet('x');
        sheet.addRow([H.sku, H.name]);
        sheet.getRow(1_000_000).getCell(1).value = 'X-1';
        return { data: Buffer.from(await book.xlsx.writeBuffer()), name: 'e.xlsx' };
      },
    ],
    ['a PDF', async () => ({ data: '%PDF-1.4\n\u0000\u0001binary', name: 'x.pdf' })],
  ];
  it.each(refusedCases)('refuses %s with a message, writes nothing and stays alive', async (_label, make) => {
    const before = await productCount();
    const { data, name, images } = await make();
    const { id, res } = await upload(data, name, images);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toMatch(/[əğışçöü]/i);
    expect((await apply(id, false)).status).toBeGreaterThanOrEqual(400);
    expect(await productCount()).toBe(before);
    expect((await t.get('/api/product/list')).status).toBe(200);
  });
});

describe('who may', () => {
  it('is for sellers only', async () => {
    expect((await t.get('/api/catalog/export')).status).toBe(401);
    const customer = await t.registerCustomer();
    expect((await t.get('/api/catalog/export', customer.cookie)).status).toBe(403);
    const id = randomUUID();
    const res = await t.upload('POST', `/api/catalog/import?id=${id}`, {}, [], customer.cookie);
    expect(res.status).toBe(403);
  });
});
