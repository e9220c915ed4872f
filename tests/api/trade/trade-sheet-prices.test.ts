/** A customer group's own prices in the catalogue sheet (issue 33 item 2, decision 0094): exported
 * as a column per group, edited in an .xlsx and imported, the buyer of the group then pays it; an
 * empty cell leaves the price, "-" removes it; a bad cell is refused by its row and column, an
 * unknown group's column refuses the file; each change is audited as the bulk edit audits it. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { auditLog } from '../../../server/db/schema.ts';
import { addProduct } from '../../../server/services/catalog/product-writes.ts';
import { useTestApp } from '../../helpers/app.ts';
import { csv } from '../../helpers/catalog-sheet.ts';
import { approvedBuyer, createGroup } from '../../helpers/trade.ts';

const { IMPORT_ERRORS, SHEET_HEADERS: H } = textsIn('az');

const { SHEET_PRICE_MSG } = textsIn('az');

const t = useTestApp();
const tag = Math.random().toString(36).slice(2, 8);
const word = `Sheetmaz${tag}`;
let seller = '';
let group: { _id: string; name: string };
let cookie = '';
const ids: Record<string, string> = {};
const column = () => `Qiymət: ${group.name}`;

beforeAll(async () => {
  seller = await t.loginSeller();
  group = await createGroup(t, `Klinika ${tag}`);
  for (const [sku, price] of [
    ['A', 20],
    ['B', 10],
    ['C', 5],
  ] as const) {
    const p = await addProduct(
      t.db,
      {
        name: `${word} ${sku}`,
        description: 'Heyvanlar üçün',
        category: 'Həblər',
        offerPrice: price,
        sku: `${tag}-${sku}`,
      },
      [],
    );
    ids[sku] = p._id;
  }
  for (const [sku, price] of [
    ['A', 12.5],
    ['C', 4],
  ] as const) {
    const res = await t.put(`/api/trade/seller/groups/${group._id}/products/${ids[sku]}`, { price }, seller);
    expect(res.status).toBe(200);
  }
  cookie = (await approvedBuyer(t, group._id)).customer.cookie;
});

const paid = async (sku: string) => (await t.get(`/api/product/${ids[sku]}`, cookie)).body.product.tradePrice as number;

async function upload(sheet: Buffer | string, name: string) {
  const id = randomUUID();
  const type = name.endsWith('.xlsx') ? 'application/octet-stream' : 'text/csv';
  const res = await t.upload(
    'POST',
    `/api/catalog/import?id=${id}`,
    {},
    [{ field: 'sheet', filename: name, contentType: type, data: Buffer.from(sheet) }],
    seller,
  );
  return { id, res };
}
const apply = (id: string) =>
  t.call('POST', `/api/catalog/import/${id}/apply`, { json: { allOrNothing: true }, cookie: seller });

describe("the catalogue sheet's group price columns", () => {
  it('round-trips an .xlsx: exported per group, one cell edited, imported, paid by the buyer, audited', async () => {
    const exported = await t.app.inject({
      url: `/api/catalog/export?format=xlsx&search=${word}`,
      headers: { cookie: seller },
    });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as never);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const col = headers.indexOf(column());
    const skuCol = headers.indexOf(H.sku);
    expect(col).toBeGreaterThan(0);
    const rowOf = (sku: string) => {
      for (let r = 2; r <= sheet.rowCount; r++) if (sheet.getCell(r, skuCol).text === `${tag}-${sku}`) return r;
      throw new Error(sku);
    };
    expect(sheet.getCell(rowOf('A'), col).text).toBe('12,50');
    expect(sheet.getCell(rowOf('B'), col).text).toBe('');
    expect(sheet.getCell(rowOf('C'), col).text).toBe('4,00');

    sheet.getCell(rowOf('B'), col).value = '8,40';
    const edited = Buffer.from(await book.xlsx.writeBuffer());
    const { id, res } = await upload(edited, 'kataloq.xlsx');
    expect(res.status).toBe(200);
    const summary = res.body.import.summary;
    expect(summary).toMatchObject({ changed: 1, refusedCount: 0 });
    expect(summary.changes).toEqual([
      expect.objectContaining({ sku: `${tag}-B`, diffs: [{ field: column(), from: '', to: '8,40' }] }),
    ]);
    expect(await paid('B')).toBe(10); // the preview writes nothing
    expect((await apply(id)).status).toBe(200);
    expect(await paid('B')).toBe(8.4);
    expect(await paid('A')).toBe(12.5);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer-group'), eq(auditLog.entityId, group._id)));
    expect(rows.at(-1)!.changes).toEqual({ [`${word} B (${ids.B})`]: [null, 8.4] });
  });

  it('an empty cell leaves the price, "-" removes it', async () => {
    const { id, res } = await upload(
      csv([
        [H.sku, column()],
        [`${tag}-A`, ''],
        [`${tag}-C`, '-'],
      ]),
      'kataloq.csv',
    );
    expect(res.status).toBe(200);
    expect(res.body.import.summary).toMatchObject({ changed: 1, unchanged: 1, refusedCount: 0 });
    expect((await apply(id)).status).toBe(200);
    expect(await paid('A')).toBe(12.5);
    expect(await paid('C')).toBe(5); // back to the list price
  });

  it('refuses a bad cell by its row and column, and writes nothing', async () => {
    const cells = ['pulsuz', '-3', '1,234', '2000000', '12,5x'];
    const { res } = await upload(
      csv([[H.sku, column()], ...cells.map((c, i) => [`${tag}-${'ABC'[i % 3]}`, c])]),
      'kataloq.csv',
    );
    expect(res.status).toBe(200);
    const s = res.body.import.summary;
    expect(s.refused.map((r: { line: number }) => r.line)).toEqual([2, 3, 4, 5, 6]);
    for (const r of s.refused) expect(r.reason).toBe(`${column()}: ${SHEET_PRICE_MSG.badCell}`);
    expect(await paid('A')).toBe(12.5);
  });

  it('refuses the confirmation when the group price changed after the preview, writing nothing', async () => {
    const { id } = await upload(
      csv([
        [H.sku, column()],
        [`${tag}-A`, '11'],
      ]),
      'kataloq.csv',
    );
    await t.put(`/api/trade/seller/groups/${group._id}/products/${ids.A}`, { price: 13 }, seller);
    const res = await apply(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(IMPORT_ERRORS.stale);
    expect(await paid('A')).toBe(13);
  });

  it('refuses a column of a group the shop has not, naming it', async () => {
    const header = `Qiymət: Yoxdur ${tag}`;
    const { res } = await upload(
      csv([
        [H.sku, header],
        [`${tag}-A`, '1'],
      ]),
      'kataloq.csv',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SHEET_PRICE_MSG.unknownGroup(header));
  });
});
