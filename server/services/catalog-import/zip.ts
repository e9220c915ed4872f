/** An uploaded ZIP read with yauzl (decision 0073): its central directory is read and every
 * entry's declared size checked before anything is unpacked, so those sizes bound what it may
 * unpack to; yauzl (`validateEntrySizes`) stops an entry that inflates past its declared size, so
 * a zip bomb is refused whether its headers tell the truth or not. */
import path from 'node:path';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { HttpError } from '../shared/errors.ts';

const { IMPORT_ERRORS: E } = textsIn('az');

export type ZipEntry = Entry;
export type Zip = { file: ZipFile; entries: ZipEntry[] };

const bad = () => new HttpError(415, E.badZip);
const bomb = () => new HttpError(413, E.zipBomb);

/** yauzl's errors as the import answers them: the entry inflating past its declared size is a
 * lying header (413), anything else (no central directory, a bad local header, data past the end,
 * an unsafe file name, a method other than stored or deflate) a ZIP it cannot read (415). */
function refusal(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  return /^too many bytes/.test((error as Error).message ?? '') ? bomb() : bad();
}

/** ZIP64's 64-bit fields are read by yauzl; what it exists for (more than 65 535 entries, 4 GiB)
 * is over every cap here, so the count and the sizes refuse it like any other bomb. */
export async function checkZip(bytes: Buffer, limits: { maxTotal: number; maxEntries: number }): Promise<Zip> {
  let file: ZipFile;
  try {
    file = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw bad();
  }
  if (file.entryCount > limits.maxEntries) throw bomb();
  const entries: ZipEntry[] = [];
  let total = 0;
  try {
    for await (const entry of file.eachEntry()) {
      total += entry.uncompressedSize;
      if (total > limits.maxTotal) throw bomb();
      if (entry.uncompressedSize > 200 * Math.max(entry.compressedSize, 1024)) throw bomb();
      entries.push(entry);
    }
  } catch (error) {
    throw refusal(error);
  }
  return { file, entries };
}

/** One entry inflated a chunk at a time (zlib's 16 KiB), never more than the size its central
 * directory declares (checkZip bounded those): memory holds a chunk, not the entry. */
export async function* unpackChunks(zip: Zip, entry: ZipEntry): AsyncGenerator<Buffer> {
  let stream;
  try {
    stream = await zip.file.openReadStreamPromise(entry);
  } catch (error) {
    throw refusal(error);
  }
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) yield chunk;
  } catch (error) {
    throw refusal(error);
  } finally {
    stream.destroy();
  }
}

/** One entry's bytes, never more than `max`. */
export async function unpack(zip: Zip, entry: ZipEntry, max: number): Promise<Buffer> {
  if (entry.uncompressedSize > max) throw bomb();
  const chunks: Buffer[] = [];
  for await (const chunk of unpackChunks(zip, entry)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const PICTURE = /\.(jpe?g|png|webp|gif|avif)$/i;

/** A picture's name as the sheet and the ZIP are matched by: lower case, letters composed (macOS
 * writes "ş" as "s" and a cedilla, a sheet typed elsewhere as one letter). */
export const pictureKey = (name: string) => name.normalize('NFC').toLowerCase();
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** An entry's name; one that does not say its encoding is read as UTF-8 when it is UTF-8, as
 * before yauzl: macOS's and Linux's zip write UTF-8 without the flag, and yauzl reads such a name
 * as CP437 ("şəkil.png" would not be found). */
function nameOf(entry: ZipEntry): string {
  const declared = entry.generalPurposeBitFlag & 0x800 || entry.extraFields.some((f) => f.id === 0x7075);
  if (declared) return entry.fileName;
  try {
    return utf8.decode(entry.fileNameRaw).replace(/\\/g, '/');
  } catch {
    return entry.fileName;
  }
}

/** The pictures of an images ZIP by `pictureKey` of their file name (folders ignored). */
export async function zipPictures(bytes: Buffer, maxEach: number, maxTotal: number) {
  const zip = await checkZip(bytes, { maxTotal, maxEntries: 5000 });
  const pictures = new Map<string, ZipEntry>();
  for (const entry of zip.entries) {
    const name = pictureKey(path.posix.basename(nameOf(entry)));
    if (!PICTURE.test(name) || name.startsWith('.')) continue;
    if (entry.uncompressedSize > maxEach) throw bomb();
    pictures.set(name, entry);
  }
  return { zip, pictures };
}
