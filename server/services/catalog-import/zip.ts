/** A ZIP's table of contents read before anything is unpacked (decision 0064): the sizes it
 * declares bound what it may unpack to, and each entry is inflated with a hard output cap, so a
 * zip bomb is refused whether its headers tell the truth or not. */
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import path from 'node:path';
import { IMPORT_ERRORS as E } from '../../../domain/catalog-sheet-text.ts';
import { HttpError } from '../errors.ts';

export type ZipEntry = { name: string; method: number; compressed: number; size: number; offset: number };

const bad = () => new HttpError(415, E.badZip);
const bomb = () => new HttpError(413, E.zipBomb);

export function checkZip(bytes: Buffer, limits: { maxTotal: number; maxEntries: number }): ZipEntry[] {
  const from = Math.max(0, bytes.length - 65_557);
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), undefined);
  if (eocd < from || eocd < 0 || eocd + 22 > bytes.length) throw bad();
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || at === 0xffffffff) throw bomb(); // ZIP64: more than any upload here needs
  if (count > limits.maxEntries) throw bomb();
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw bad();
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    total += entry.size;
    if (total > limits.maxTotal || entry.size > 200 * Math.max(entry.compressed, 1024)) throw bomb();
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's bytes as stored (compressed), found through its local header. */
function stored(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.offset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw bad();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  return bytes.subarray(start, start + entry.compressed);
}

/** One entry's bytes, never more than `max` (a lying header gets no further). */
export function unpack(bytes: Buffer, entry: ZipEntry, max: number): Buffer {
  const data = stored(bytes, entry);
  if (entry.method === 0) {
    if (data.length > max) throw bomb();
    return Buffer.from(data);
  }
  if (entry.method !== 8) throw bad();
  try {
    return inflateRawSync(data, { maxOutputLength: max });
  } catch (error) {
    throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? bomb() : bad();
  }
}

/** One entry inflated a chunk at a time (64 KiB), never more than the size its central directory
 * declares (checkZip bounded those): memory holds a chunk, not the entry. */
export async function* unpackChunks(bytes: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const data = stored(bytes, entry);
  if (entry.method === 0) {
    if (data.length > entry.size) throw bomb();
    yield data;
    return;
  }
  if (entry.method !== 8) throw bad();
  const inflate = createInflateRaw();
  inflate.end(data);
  let total = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > entry.size) throw bomb();
      yield chunk;
    }
  } catch (error) {
    throw error instanceof HttpError ? error : bad();
  } finally {
    inflate.destroy();
  }
}

const PICTURE = /\.(jpe?g|png|webp|gif|avif)$/i;

/** The pictures of an images ZIP by lower-case file name (folders ignored). */
export function zipPictures(bytes: Buffer, maxEach: number, maxTotal: number): Map<string, ZipEntry> {
  const out = new Map<string, ZipEntry>();
  for (const entry of checkZip(bytes, { maxTotal, maxEntries: 5000 })) {
    const name = path.posix.basename(entry.name).toLowerCase();
    if (!PICTURE.test(name) || name.startsWith('.')) continue;
    if (entry.size > maxEach) throw bomb();
    out.set(name, entry);
  }
  return out;
}
