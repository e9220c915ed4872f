/** A table of rows as a file to download, CSV or XLSX (the recall list, the Rx supplies report):
 * one writer, so every such file neutralises formulas and opens in Excel the same way. */

export type TableFormat = 'csv' | 'xlsx';
export type Cell = string | number;

/** CSV with a BOM (Excel reads it as UTF-8), `,` between cells; a cell a spreadsheet would run as
 * a formula is written as text. */
export function tableCsv(columns: readonly string[], rows: Cell[][]): string {
  const cell = (v: Cell) => {
    const s = String(v);
    const safe = /^[=+\-@]/.test(s) ? `'${s}` : s; // no formula in a spreadsheet
    return /[",\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [columns, ...rows].map((r) => r.map(cell).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/** An Excel workbook of one sheet: the header row, then the rows (exceljs writes text as text). */
export async function tableXlsx(sheetName: string, columns: readonly string[], rows: Cell[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow([...columns]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The file's name, type and bytes as a download answers them. */
export async function tableFile(
  baseName: string,
  format: TableFormat,
  table: { sheetName: string; columns: readonly string[]; rows: Cell[][] },
) {
  const fileName = `${baseName.replace(/[^\w.-]/g, '_')}.${format}`;
  return format === 'csv'
    ? { fileName, contentType: 'text/csv; charset=utf-8', body: tableCsv(table.columns, table.rows) as string | Buffer }
    : {
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await tableXlsx(table.sheetName, table.columns, table.rows),
      };
}
