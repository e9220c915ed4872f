/** Sheets and ZIPs for the catalogue import's tests and benchmark: CSV text in the export's
 * columns, generated rows (some bad on purpose), and a minimal ZIP writer (no dependency). */
import { crc32, deflateRawSync } from 'node:zlib';

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
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  return rows;
}

export function setCell(table: string[][], sku: string, header: string, value: string): void {
  const col = table[0].indexOf(header);
  const row = table.find((r) => r[0] === sku);
  if (col < 0 || !row) throw new Error(`no cell ${sku}/${header}`);
  row[col] = value;
}

/** A ZIP of the given files (deflated), as any archiver writes it; `zip64` writes the entry's
 * sizes in a ZIP64 extra field (`declaredSize` may then pass 4 GiB). */
export function zip(files: { name: string; data: Buffer; declaredSize?: number; zip64?: boolean }[]): Buffer {
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
    local.writeUInt32LE(f.zip64 ? 0xffffffff : packed.length, 18);
    local.writeUInt32LE(f.zip64 ? 0xffffffff : size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(f.zip64 ? 0xffffffff : packed.length, 20);
    central.writeUInt32LE(f.zip64 ? 0xffffffff : size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    const extra = Buffer.alloc(f.zip64 ? 20 : 0);
    if (f.zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(size), 4);
      extra.writeBigUInt64LE(BigInt(packed.length), 12);
      central.writeUInt16LE(extra.length, 30);
    }
    locals.push(local, name, packed);
    centrals.push(central, name, extra);
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
