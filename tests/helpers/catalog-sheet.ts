/** Sheets and ZIPs for the catalogue import's tests and benchmark: CSV text in the export's
 * columns, generated rows (some bad on purpose), and a minimal ZIP writer (no dependency). */
import { crc32, deflateRawSync } from 'node:zlib';
import { SHEET_HEADERS } from '../../domain/catalog-sheet-text.ts';
import { ean13 } from '../../domain/vet.ts';

export const CSV_BOM = '\uFEFF';
const quote = (v: string) => (/[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
export const csv = (rows: string[][]) => CSV_BOM + rows.map((r) => r.map(quote).join(';')).join('\r\n') + '\r\n';

/** A CSV as a table: header row first; `set(sku, header, value)` edits a cell. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') ((cell += '"'), i++);
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') (row.push(cell), (cell = ''));
    else if (c === '\n') (row.push(cell), rows.push(row), (row = []), (cell = ''));
    else if (c !== '\r') cell += c;
  }
  return rows;
}

export function setCell(table: string[][], sku: string, header: string, value: string): void {
  const col = table[0].indexOf(header);
  const row = table.find((r) => r[0] === sku);
  if (col < 0 || !row) throw new Error(`no cell ${sku}/${header}`);
  row[col] = value;
}

const H = SHEET_HEADERS;
export const GENERATED_HEADERS = [
  H.sku,
  H.name,
  H.category,
  H.price,
  H.quantity,
  H.trackStock,
  H.species,
  H.substances,
  H.barcode,
  H.manufacturer,
];

/** `n` product rows; every `badEvery`-th row is broken in one of four ways. */
export function generatedRows(n: number, badEvery = 100, prefix = 'GEN'): string[][] {
  const rows: string[][] = [GENERATED_HEADERS];
  const categories = ['Həblər', 'İnyeksiyalar', 'Suspenziyalar', 'Toz məhsullar', 'Maye məhsullar', 'Digər'];
  for (let i = 1; i <= n; i++) {
    const row = [
      `${prefix}-${String(i).padStart(6, '0')}`,
      `Məhsul ${i} ${['Ivermektin', 'Albendazol', 'Amoksisillin'][i % 3]} ${i % 50} ml`,
      categories[i % 6],
      `${(i % 900) + 1},${String(i % 100).padStart(2, '0')}`,
      String(i % 200),
      i % 2 ? 'Bəli' : 'Xeyr',
      ['İt', 'Pişik; İt', 'İribuynuzlu mal-qara', ''][i % 4],
      i % 5 ? `Ivermektin (${(i % 10) + 1}%)` : '',
      ean13(String(476_000_000_000 + i).padStart(12, '0')),
      ['Invesa', 'Interchemie', 'Bayer'][i % 3],
    ];
    if (i % badEvery === 0) {
      const kind = (i / badEvery) % 4;
      if (kind === 0) row[3] = 'pulsuz';
      else if (kind === 1) row[2] = 'Naməlum';
      else if (kind === 2) row[6] = 'Dinozavr';
      else row[8] = `${row[8].slice(0, 12)}${(Number(row[8][12]) + 1) % 10}`;
    }
    rows.push(row);
  }
  return rows;
}

/** A ZIP of the given files (deflated), as any archiver writes it. */
export function zip(files: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name);
    const packed = deflateRawSync(f.data);
    const size = f.declaredSize ?? f.data.length;
    const crc = crc32(f.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
