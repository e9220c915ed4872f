/** exceljs's streaming .xlsx reader, given whole characters (decision 0073). exceljs 4.4 decodes
 * each inflated chunk of a sheet's XML by itself (lib/utils/parse-sax.js), so a two-byte letter
 * (İ, ə, ş…) split by a 64 KiB chunk boundary became two replacement characters: a 10 000-row
 * export read back refused "İnyeksiyalar" as an unknown category, depending on where its bytes
 * fell. Its parser takes strings as they come, so the worksheet and shared strings are handed over
 * as text decoded across chunks (StringDecoder). The overridden methods are exceljs's own
 * (underscored, untyped); tests/api/catalog-import.test.ts reads letters across every boundary. */
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS from 'exceljs';

async function* whole(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) yield typeof chunk === 'string' ? chunk : decoder.write(chunk);
  const rest = decoder.end();
  if (rest) yield rest;
}

type Internals = {
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): unknown;
  _parseSharedStrings(entry: Readable): unknown;
};
const base = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as Internals;

export class XlsxReader extends ExcelJS.stream.xlsx.WorkbookReader {
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string) {
    return base._parseWorksheet.call(this, whole(iterator), sheetNo);
  }

  _parseSharedStrings(entry: Readable) {
    entry.setEncoding('utf8');
    return base._parseSharedStrings.call(this, entry);
  }
}
