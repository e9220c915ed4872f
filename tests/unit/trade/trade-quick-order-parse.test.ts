/** Quick order's reading of what buyers paste (issue 33 item 5, decision 0103): a table of real
 * shapes — Excel and LibreOffice copy cells with tabs, 1C and Excel's CSV use semicolons, WhatsApp
 * messages use "x", dashes, bullets and units, people type several spaces and decimal commas, a
 * header line and blank lines come along, and a code may carry a Cyrillic look-alike letter. */
import { describe, expect, it } from 'vitest';
import { parsePaste, readQuantity, rowsToLines } from '../../../domain/trade/quick-order.ts';

const read = (text: string) => parsePaste(text).map((l) => [l.line, l.key, l.quantity]);

describe('a pasted line', () => {
  it.each([
    ['Excel cells (tab)', 'VA-1001\t10', '#va1001', 10],
    ['1C / CSV (semicolon)', 'VA-1001;10', '#va1001', 10],
    ['comma and a space', 'VA-1001, 10', '#va1001', 10],
    ['WhatsApp "x"', 'VA-1001 x 10', '#va1001', 10],
    ['"x" glued to the number', 'VA-1001x10', '#va1001', 10],
    ['Cyrillic х as times', 'VA-1001 х 10', '#va1001', 10],
    ['several spaces', 'VA-1001     10', '#va1001', 10],
    ['decimal comma, whole', 'VA-1001 10,0', '#va1001', 10],
    ['decimal point, whole', 'VA-1001\t10.00', '#va1001', 10],
    ['a fraction is kept to be refused', 'VA-1001 2,5', '#va1001', 2.5],
    ['a unit: ədəd', 'VA-1001 - 10 ədəd', '#va1001', 10],
    ['a unit: шт.', 'VA-1001 10 шт.', '#va1001', 10],
    ['a bullet', '• VA-1001 10', '#va1001', 10],
    ['a numbered line', '3) VA-1001 10', '#va1001', 10],
    ['the quantity first', '10 x VA-1001', '#va1001', 10],
    ['lower case, a space for the dash', 'va 1001: 7', '#va1001', 7],
    ['a Cyrillic А in the code', 'VА-1001 3', '#va1001', 3],
    ['a barcode', '4760001234567 12', '#4760001234567', 12],
    ['a code alone is one', 'VA-1001', '#va1001', 1],
    ['a word for a quantity', 'VA-1001 on', '#va1001on', 1],
  ])('%s: %j', (_, text, key, quantity) => {
    expect(read(text)).toEqual([[1, key, quantity]]);
  });

  it('a quantity that is not a number is NaN (the server names it)', () => {
    expect(readQuantity('on')).toBeNaN();
    expect(read('VA-1001;on')).toEqual([[1, '#va1001', Number.NaN]]);
  });
});

describe('a pasted block', () => {
  it('skips a header and blank lines, keeps the line numbers the buyer sees', () => {
    const text = 'SKU\tMiqdar\r\n\r\nVA-1001\t5\r\n\r\nVA-1002\t6\r\n';
    expect(read(text)).toEqual([
      [3, '#va1001', 5],
      [5, '#va1002', 6],
    ]);
  });

  it("1C's export with a Russian header: the named code and quantity columns", () => {
    const text = '№;Наименование;Артикул;Количество;Цена\n1;Мелоксикам 1,5 мг;VA-1001;10;12,50';
    expect(read(text)).toEqual([[2, '#va1001', 10]]);
  });

  it('without a header: the first cell is the code, the last the quantity', () => {
    expect(read('VA-1001\tMeloksikam 1,5 mq\t12')).toEqual([[1, '#va1001', 12]]);
  });

  it("a sheet's rows (CSV/XLSX) read the same way, a one-column sheet as typed lines", () => {
    const rows = [
      { line: 1, cells: ['Kod', 'Say'] },
      { line: 2, cells: ['VA-1001', '4'] },
      { line: 3, cells: ['', ''] },
      { line: 4, cells: ['VA-1002', '2,00'] },
    ];
    expect(rowsToLines(rows).map((l) => [l.line, l.key, l.quantity])).toEqual([
      [2, '#va1001', 4],
      [4, '#va1002', 2],
    ]);
    expect(rowsToLines([{ line: 1, cells: ['VA-1001 x 3'] }]).map((l) => l.quantity)).toEqual([3]);
  });
});
