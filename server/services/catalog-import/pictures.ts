/** A sheet's "Şəkillər" cells (issue 24 item 4): a name is either a picture the shop stores (what
 * the export writes) or a file in the ZIP sent with the sheet, checked like every upload
 * (server/services/catalog/images.ts) and known by the name it will be stored under. */
import { inArray } from 'drizzle-orm';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { IMAGE_WIDTHS } from '../../../domain/catalog/images.ts';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema.ts';
import { HttpError } from '../shared/errors.ts';
import { checkImage, imageName, MAX_IMAGE_BYTES, variantName } from '../catalog/images.ts';
import { pictureKey, unpack, zipPictures } from './zip.ts';

const { IMPORT_ERRORS: E } = textsIn('az');

export const MAX_ZIP_UNPACKED = 300 * 1024 * 1024;
const STORED = /^[a-f0-9]{32}\.webp$/;
const WIDEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

type Resolved = { stored: string } | { issue: string };

export async function pictureResolver(db: Db, zip: Buffer | null, names: string[]) {
  const wanted = [...new Set(names)];
  const zipped = zip ? await zipPictures(zip, MAX_IMAGE_BYTES, MAX_ZIP_UNPACKED) : null;
  const resolved = new Map<string, Resolved>();
  const files = new Map<string, Buffer>();

  const storedNames = wanted.filter((n) => STORED.test(n));
  for (let i = 0; i < storedNames.length; i += 1000) {
    const rows = await db
      .select({ name: images.name })
      .from(images)
      .where(
        inArray(
          images.name,
          storedNames.slice(i, i + 1000).map((n) => variantName(n, WIDEST)),
        ),
      );
    for (const r of rows) {
      const name = r.name.replace(/-\d+\.webp$/, '.webp');
      resolved.set(name, { stored: name });
    }
  }
  for (const name of wanted) {
    if (resolved.has(name)) continue;
    const entry = zipped?.pictures.get(pictureKey(name));
    if (!entry) {
      resolved.set(name, { issue: E.image(name) });
      continue;
    }
    const bytes = await unpack(zipped!.zip, entry, MAX_IMAGE_BYTES);
    try {
      await checkImage(bytes);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      resolved.set(name, { issue: E.badImage(name, error.message) });
      continue;
    }
    const stored = imageName(bytes);
    files.set(stored, bytes);
    resolved.set(name, { stored });
  }

  return {
    files,
    issue(list: string[]): string | null {
      for (const n of list) {
        const r = resolved.get(n);
        if (r && 'issue' in r) return r.issue;
      }
      return null;
    },
    /** The stored names; the ZIP's pictures used are noted in `used` (stored → file). */
    stored(list: string[], used: Record<string, string>): string[] {
      return list.map((n) => {
        const r = resolved.get(n) as { stored: string };
        if (r.stored !== n) used[r.stored] = n;
        return r.stored;
      });
    },
  };
}
