/** The demo pictures, drawn and encoded once per machine: every shop seeded with the demo (each
 * browser-test shop, the first-page and import tests, a newcomer's `npm start`) drew the same ~95
 * pictures and encoded four widths of each, a minute or two of both cores each time. Kept by the
 * hash of the drawing's SVG source, so a changed drawing is drawn again; a damaged or missing
 * file is drawn again too. Written under a temporary name and renamed, so two shops seeding at
 * once never read half a file. */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { IMAGE_WIDTHS } from '../../domain/catalog/images.ts';
import { encodeImage, saveImageRows, type ImageRow } from '../services/catalog/images.ts';
import type { Db } from './client.ts';
import type { DemoArt } from './demo-data.ts';
import { demoArtSvg, renderDemoArt } from './demo-images.ts';

/** DEMO_IMAGE_CACHE names the folder; by default it sits with the other tools' caches. */
export const demoImageCacheDir = () =>
  path.resolve(process.env.DEMO_IMAGE_CACHE || path.join('node_modules', '.cache', 'vetshop-demo-images'));

type Kept = { name: string; rows: ImageRow[] };

async function readKept(file: string): Promise<Kept | null> {
  try {
    const kept = v8.deserialize(await readFile(file)) as Kept;
    return kept.rows.length === IMAGE_WIDTHS.length ? kept : null;
  } catch {
    return null;
  }
}

async function keep(file: string, kept: Kept): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.part`;
    await writeFile(partial, v8.serialize(kept));
    await rename(partial, file);
  } catch {
    // a read-only checkout seeds all the same, only without keeping the pictures
  }
}

/** Stores one demo picture and returns its name, as storeImage would for its drawn bytes. */
export async function storeDemoArt(db: Db, art: DemoArt, variant: number): Promise<string> {
  const key = createHash('sha256').update(demoArtSvg(art, variant)).update(IMAGE_WIDTHS.join(',')).digest('hex');
  const file = path.join(demoImageCacheDir(), `${key.slice(0, 32)}.v8`);
  let kept = await readKept(file);
  if (!kept) {
    kept = await encodeImage(await renderDemoArt(art, variant));
    await keep(file, kept);
  }
  await saveImageRows(db, kept.rows);
  return kept.name;
}
