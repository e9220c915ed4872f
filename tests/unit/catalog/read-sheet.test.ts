/** Reading a CSV (csv-parse) and an .xlsx (server/services/catalog-import/xlsx-reader.ts, decision 0073): Azerbaijani
 * letters whole wherever the inflated XML's chunks end (exceljs 4.4's reader decoded each 64 KiB
 * chunk alone), every kind of cell as a person reads it, the workbook's first sheet whatever the
 * ZIP's order, a sheet inflating past its declared size refused, and a broken .xlsx answered as one. */
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { readSheet } from '../../../server/services/catalog-import/read-sheet.ts';
import { zip } from '../../helpers/catalog-sheet.ts';

const { IMPORT_ERRORS } = textsIn('az');

// two-byte letters only, so nearly every chunk boundary falls inside one
const names = Array.from({ length: 3000 }, (_, i) => `${'Əİşğçöüı'.repeat(20)} ${i}`);

async function read(bytes: Buffer): Promise<string[]> {
  const out: string[] = [];
  for await (const row of readSheet(bytes)) out.push(row.cells[0]);
  return out;
}

describe('reading an .xlsx', () => {
  it('keeps every letter of cells in the sheet itself (inline strings)', async () => {
    const out = new PassThrough();
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
    const sheet = book.addWorksheet('Kataloq');
    for (const name of names) sheet.addRow([name]).commit();
    sheet.commit();
    const [bytes] = await Promise.all([buffer(out), book.commit()]);
    expect(await read(bytes)).toEqual(names);
  });

  it('keeps every letter of shared strings (what Excel saves)', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Kataloq');
    for (const name of names) sheet.addRow([name]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer({ useSharedStrings: true }));
    expect(await read(bytes)).toEqual(names);
  });

  it('reads every kind of cell: shared and inline text, numbers, booleans, gaps; a formula is flagged', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Kataloq');
    sheet.addRow(['Artikul', 'Qiymət', 'Say', 'Reseptlə']);
    const row = sheet.addRow(['A-1', 12.5, null, true]);
    row.getCell(5).value = { richText: [{ text: 'Bir ' }, { font: { bold: true }, text: 'iki' }] };
    row.getCell(6).value = { formula: 'B2*2', result: 25 };
    const bytes = Buffer.from(await book.xlsx.writeBuffer({ useSharedStrings: true }));
    const rows = [];
    for await (const r of readSheet(bytes)) rows.push(r);
    expect(rows[1]).toEqual({
      line: 2,
      cells: ['A-1', '12.5', '', 'true', 'Bir iki', ''],
      formulas: [false, false, false, false, false, true],
    });
  });

  const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const sheetXml = (text: string) =>
    xml(
      `<worksheet ${ns}><sheetData><row r="1"><c r="B1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`,
    );
  const parts = (sheetSize?: number) => [
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml('ikinci'), declaredSize: sheetSize },
    { name: 'xl/worksheets/sheet2.xml', data: sheetXml('birinci &amp; əsas') },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook ${ns} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Əsas" sheetId="2" r:id="rId2"/><sheet name="B" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="/xl/worksheets/sheet2.xml"/></Relationships>',
      ),
    },
    // after the sheets, as some writers put it: exceljs's reader then spooled the sheet to a temporary file
    { name: 'xl/sharedStrings.xml', data: xml(`<sst ${ns}><si><r><t>Pay</t></r><r><t>laşılan</t></r></si></sst>`) },
  ];

  it("reads the workbook's first sheet, with shared strings stored after it in the ZIP", async () => {
    const rows = [];
    for await (const r of readSheet(zip(parts()))) rows.push(r.cells);
    expect(rows).toEqual([['', 'Paylaşılan', 'birinci & əsas']]);
  });

  it('refuses a sheet that inflates past the size its ZIP declares', async () => {
    const bytes = zip(parts(100).reverse()); // sheet1 is read by name, wherever it is
    const bad = parts(100);
    bad[1] = { ...bad[1], declaredSize: 100 }; // the sheet that is read
    const read = async (b: Buffer) => {
      for await (const r of readSheet(b)) void r;
    };
    await read(bytes); // sheet1 lying is never read: the first sheet is sheet2
    await expect(read(zip(bad))).rejects.toMatchObject({ statusCode: 413 });
  });

  it("refuses an .xlsx cut short as an unreadable Excel file, not as the pictures' ZIP", async () => {
    const bytes = zip(parts());
    const cut = bytes.subarray(0, bytes.length - 30);
    await expect(read(cut)).rejects.toMatchObject({ statusCode: 415, message: IMPORT_ERRORS.badXlsx });
  });
});

describe('reading a CSV', () => {
  async function rows(text: string) {
    const out: { line: number; cells: string[]; formulas: boolean[] }[] = [];
    for await (const row of readSheet(Buffer.from(text))) out.push(row);
    return out;
  }

  it('reads what Excel and LibreOffice save: `;`, `,` or tab, quoted cells with the delimiter, quotes and line breaks', async () => {
    const expected = [
      ['SKU', 'Ad'],
      ['A-1', 'Ad; "əsas"\nikinci sətir'],
      ['B-2', ''],
    ];
    for (const d of [';', ',', '\t']) {
      const text = `\ufeffSKU${d}Ad\r\nA-1${d}"Ad; ""əsas""\nikinci sətir"\r\nB-2${d}\r\n`;
      expect((await rows(text)).map((r) => r.cells)).toEqual(expected);
    }
  });

  it('numbers rows as a spreadsheet does, empty ones included; a stray quote stays a letter; a formula is flagged', async () => {
    const read = await rows('SKU;Ad\n\nA-1;15" monitor\n=1+1;"=2"\n');
    expect(read.map((r) => [r.line, r.cells])).toEqual([
      [1, ['SKU', 'Ad']],
      [2, ['']],
      [3, ['A-1', '15" monitor']],
      [4, ['=1+1', '=2']],
    ]);
    expect(read[3].formulas).toEqual([true, true]);
  });

  it('refuses a quoted cell left open, naming its row', async () => {
    const refused = rows('SKU;Ad\nA-1;ok\nB-2;"açıq qaldı\n');
    await expect(refused).rejects.toMatchObject({ statusCode: 415 });
    await expect(refused).rejects.toThrow(IMPORT_ERRORS.unclosedQuote(3));
  });
});
