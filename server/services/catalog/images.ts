/** Uploads (docs/architecture.md §Stack, §API): checked by their bytes, re-encoded to WebP in a
 * few widths without metadata, stored in the database so every app instance
 * serves them, named by content hash so a name never changes meaning. */
import { createHash } from 'node:crypto';
import { arrayOverlaps, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES } from '../../../domain/catalog/images.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { images, news, orderItems, products } from '../../db/schema.ts';
import { HttpError } from '../shared/errors.ts';

export { MAX_IMAGE_BYTES };
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);
const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

async function inspect(bytes: Buffer) {
  try {
    const meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
    // sharp reports AVIF as heif with compression av1; plain HEIC is not accepted
    const isAvif = meta.format === 'heif' && meta.compression === 'av1';
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || (meta.format === 'heif' && !isAvif)) return null;
    return meta;
  } catch {
    return null;
  }
}

/** The checks of every upload, without storing it (the catalogue import's preview). */
export async function checkImage(bytes: Buffer): Promise<void> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, MSG.imageTooLarge);
  if (!(await inspect(bytes))) throw new HttpError(415, MSG.notAnImage);
}

/** One upload checked by its bytes like every image, re-encoded to a WebP at most `width` wide
 * without its metadata (a phone photo's EXIF carries where it was taken): for private images
 * kept beside their record, not served under /images (a prescription, decision 0053). */
export async function checkedWebp(bytes: Buffer, width: number): Promise<Buffer> {
  await checkImage(bytes);
  try {
    return await sharp(bytes, { animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new HttpError(415, MSG.notAnImage);
  }
}

/** The name an upload is stored under: its content's hash, so it is known before storing. */
export const imageName = (bytes: Buffer): string =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;

/** One image's stored rows: its widths as WebP, without metadata. */
export type ImageRow = { name: string; contentType: string; width: number; height: number; bytes: Buffer };

/** Checks an upload by its bytes and encodes its widths, storing nothing. */
export async function encodeImage(bytes: Buffer): Promise<{ name: string; rows: ImageRow[] }> {
  await checkImage(bytes);
  const name = imageName(bytes);
  try {
    const rows = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        // rotate() applies EXIF orientation before the metadata is dropped
        const { data, info } = await sharp(bytes, { animated: false })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return {
          name: variantName(name, width),
          contentType: 'image/webp',
          width: info.width,
          height: info.height,
          bytes: data,
        };
      }),
    );
    return { name, rows };
  } catch {
    throw new HttpError(415, MSG.notAnImage); // a header that looked right over broken pixels
  }
}

export async function saveImageRows(db: Db, rows: ImageRow[]): Promise<void> {
  await db.insert(images).values(rows).onConflictDoNothing();
}

/** Stores one upload and returns its name (`{hash}.webp`). */
export async function storeImage(db: Db, bytes: Buffer): Promise<string> {
  // bytes already stored were checked when they came (their name is their hash); new ones in encodeImage
  const name = imageName(bytes);
  const [existing] = await db
    .select({ name: images.name })
    .from(images)
    .where(eq(images.name, variantName(name, MAX_WIDTH)))
    .limit(1);
  if (existing) return name;
  await saveImageRows(db, (await encodeImage(bytes)).rows);
  return name;
}

export function variantName(name: string, width: number): string {
  return `${name.replace(/\.webp$/, '')}-${width}.webp`;
}

const NAME = /^([a-f0-9]{32})(?:-(\d+))?\.webp$/;

/** The stored bytes for `/images/{name}`; the bare name serves the widest. */
export async function loadImage(db: Db, requested: string) {
  const match = NAME.exec(requested);
  if (!match) return null;
  const stored = match[2] ? requested : variantName(requested, MAX_WIDTH);
  const [row] = await db.select().from(images).where(eq(images.name, stored)).limit(1);
  return row ?? null;
}

/** Deletes the stored widths of those `names` that no product, news item or
 * order line shows any more (after an edit replaced them or a delete). */
export async function pruneImages(db: Db, names: string[]): Promise<void> {
  if (!names.length) return;
  const holders = await Promise.all([
    db.select({ images: products.images }).from(products).where(arrayOverlaps(products.images, names)),
    db.select({ images: news.images }).from(news).where(arrayOverlaps(news.images, names)),
    db.select({ images: orderItems.images }).from(orderItems).where(arrayOverlaps(orderItems.images, names)),
  ]);
  const used = new Set(holders.flat().flatMap((row) => row.images));
  const unused = names.filter((name) => !used.has(name));
  if (!unused.length) return;
  await db.delete(images).where(
    inArray(
      images.name,
      unused.flatMap((name) => IMAGE_WIDTHS.map((w) => variantName(name, w))),
    ),
  );
}
