/** An .xlsx's Azerbaijani letters are read whole wherever the inflated XML's chunks end
 * (server/services/catalog-import/xlsx-reader.ts): exceljs 4.4 decoded each 64 KiB chunk alone. */
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../server/services/catalog-import/read-sheet.ts';

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
});
