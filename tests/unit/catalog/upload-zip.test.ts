/** An uploaded ZIP read with yauzl (server/services/catalog-import/zip.ts, decision 0073): the
 * declared sizes refused before anything is inflated, and what yauzl refuses that the hand-written
 * reader let through (an entry that inflates to less than it declares, data past the end of the
 * file, a name leading out of its folder, bytes after the end record), each a 4xx with the
 * import's message; and a picture's UTF-8 name read as before when the ZIP does not flag it. */
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { checkZip, pictureKey, unpack, zipPictures } from '../../../server/services/catalog-import/zip.ts';
import { zip } from '../../helpers/catalog-sheet.ts';

const { IMPORT_ERRORS: E } = textsIn('az');

const limits = { maxTotal: 1024 * 1024, maxEntries: 3 };
const text = (n: number) => Buffer.from('Şəkil '.repeat(n));
const bomb = { statusCode: 413, message: E.zipBomb };
const bad = { statusCode: 415, message: E.badZip };

async function unpackAll(bytes: Buffer, max = 1024 * 1024) {
  const opened = await checkZip(bytes, limits);
  return Promise.all(opened.entries.map((entry) => unpack(opened, entry, max)));
}

describe('an uploaded ZIP', () => {
  it('gives each entry as it was packed', async () => {
    const files = [
      { name: 'a/b.png', data: text(500) },
      { name: 'c.jpg', data: Buffer.alloc(0) },
    ];
    expect(await unpackAll(zip(files))).toEqual(files.map((f) => f.data));
    const { pictures } = await zipPictures(zip(files), 10_000, 1024 * 1024);
    expect([...pictures.keys()]).toEqual(['b.png', 'c.jpg']);
  });

  it("reads a picture's UTF-8 name whether or not the ZIP flags it (macOS and Linux do not)", async () => {
    const { pictures } = await zipPictures(zip([{ name: 'Şəkillər/Əli.PNG', data: text(10) }]), 1000, 1024 * 1024);
    expect([...pictures.keys()]).toEqual(['əli.png']);
  });

  it('matches a name macOS wrote with decomposed letters to the same name typed as one letter each', async () => {
    const decomposed = 'Şəkil.png'.normalize('NFD'); // "S" and a combining cedilla, as macOS writes it
    const { pictures } = await zipPictures(zip([{ name: decomposed, data: text(10) }]), 1000, 1024 * 1024);
    expect(pictures.has(pictureKey('ŞƏKIL.PNG'))).toBe(true); // case as before (plain I, as file names are)
    expect(pictures.has(pictureKey('şəkil.png'))).toBe(true);
  });

  it('is refused by what it declares, before anything is inflated', async () => {
    const four = [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, data: text(10) }));
    await expect(checkZip(zip(four), limits)).rejects.toMatchObject(bomb);
    const big = [{ name: 'a.png', data: text(10), declaredSize: 2 * 1024 * 1024 }];
    await expect(checkZip(zip(big), limits)).rejects.toMatchObject(bomb);
    // 512 KiB of zeros packs to some 500 bytes: over 200 times its packed size (at least 1 KiB)
    await expect(checkZip(zip([{ name: 'a.png', data: Buffer.alloc(512 * 1024) }]), limits)).rejects.toMatchObject(
      bomb,
    );
    const picture = [{ name: 'a.png', data: text(1000) }];
    await expect(zipPictures(zip(picture), 1000, 1024 * 1024)).rejects.toMatchObject(bomb);
  });

  it('is held to the same sizes when they are written as ZIP64', async () => {
    const huge = [{ name: 'a.png', data: text(10), declaredSize: 5 * 1024 ** 3, zip64: true }];
    await expect(checkZip(zip(huge), limits)).rejects.toMatchObject(bomb);
    const small = { name: 'a.png', data: text(10), zip64: true };
    expect(await unpackAll(zip([small]))).toEqual([small.data]);
  });

  it('stops an entry that inflates past the size it declares', async () => {
    const lying = [{ name: 'a.png', data: text(2000), declaredSize: 1000 }];
    await expect(unpackAll(zip(lying))).rejects.toMatchObject(bomb);
  });

  it('refuses an entry that inflates to less than it declares', async () => {
    const short = [{ name: 'a.png', data: text(100), declaredSize: 1500 }]; // 800 bytes
    await expect(unpackAll(zip(short))).rejects.toMatchObject(bad);
  });

  it('refuses an entry whose data runs past the end of the file', async () => {
    const bytes = zip([{ name: 'a.png', data: text(100) }]);
    const central = bytes.readUInt32LE(bytes.length - 6);
    bytes.writeUInt32LE(bytes.length, central + 20); // the compressed size, as the central directory declares it
    await expect(unpackAll(bytes)).rejects.toMatchObject(bad);
  });

  it('refuses a name leading out of its folder, and what is not a ZIP', async () => {
    await expect(checkZip(zip([{ name: '../a.png', data: text(10) }]), limits)).rejects.toMatchObject(bad);
    await expect(checkZip(zip([{ name: '/a.png', data: text(10) }]), limits)).rejects.toMatchObject(bad);
    const packed = deflateRawSync(text(100));
    await expect(checkZip(packed, limits)).rejects.toMatchObject(bad);
    const cut = zip([{ name: 'a.png', data: text(100) }]);
    await expect(checkZip(cut.subarray(0, cut.length - 10), limits)).rejects.toMatchObject(bad);
    await expect(checkZip(Buffer.concat([cut, Buffer.from('artıq')]), limits)).rejects.toMatchObject(bad);
  });
});
