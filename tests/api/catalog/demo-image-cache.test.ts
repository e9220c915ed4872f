/** The demo pictures are drawn once per machine (server/db/demo-image-cache.ts): a second shop
 * seeded with the demo stores the very same images without drawing them, a changed drawing is
 * drawn anew, and a damaged kept file is drawn again instead of failing the seed. */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../../domain/catalog/images.ts';
import { images } from '../../../server/db/schema.ts';
import { demoProducts } from '../../../server/db/demo-data.ts';
import { storeDemoArt } from '../../../server/db/demo-image-cache.ts';
import { variantName } from '../../../server/services/catalog/images.ts';
import { useTestApp } from '../../helpers/app.ts';

const t = useTestApp();
const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-image-cache-'));
const before = process.env.DEMO_IMAGE_CACHE;
beforeAll(() => void (process.env.DEMO_IMAGE_CACHE = dir));
afterAll(() => void (process.env.DEMO_IMAGE_CACHE = before));

const art = demoProducts[0].art[0];
const widest = (name: string) => variantName(name, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
const storedBytes = async (name: string) =>
  (
    await t.db
      .select()
      .from(images)
      .where(eq(images.name, widest(name)))
  )[0]?.bytes;

it('keeps a drawn picture, and a second seed stores the same image from the kept file', async () => {
  const name = await storeDemoArt(t.db, art, 0);
  const kept = readdirSync(dir);
  expect(kept).toHaveLength(1);
  const first = await storeDemoArt(t.db, art, 0);
  expect(first).toBe(name);
  expect(readdirSync(dir)).toEqual(kept); // nothing drawn or written again
  const bytes = await storedBytes(name);
  expect(bytes?.subarray(8, 12).toString()).toBe('WEBP');
});

it('draws a changed drawing anew, under a new name', async () => {
  const a = await storeDemoArt(t.db, art, 0);
  const b = await storeDemoArt(t.db, { ...art, color: '#123456' }, 0);
  expect(b).not.toBe(a);
  expect(readdirSync(dir).length).toBeGreaterThanOrEqual(2);
  expect(await storedBytes(b)).toBeDefined();
});

it('draws again over a damaged kept file, and the seed goes on', async () => {
  const name = await storeDemoArt(t.db, art, 1);
  const file = readdirSync(dir)
    .map((f) => path.join(dir, f))
    .find((f) => readFileSync(f).includes(Buffer.from(name.slice(0, 32))))!;
  writeFileSync(file, 'not a kept picture');
  expect(await storeDemoArt(t.db, art, 1)).toBe(name);
  expect(readFileSync(file).length).toBeGreaterThan(1000); // kept again, whole
});
