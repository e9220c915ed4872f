/** Leaflet PDFs (decision 0042): checked by their first bytes and size,
 * stored in the database like images (every instance serves them), named by
 * content hash, removed when no product names them any more. */
import { VET_ERRORS } from '../../../domain/vet/vet-errors.ts';
import { createHash } from 'node:crypto';
import { and, eq, notExists } from 'drizzle-orm';
import { isPdf, LEAFLET_MAX_BYTES } from '../../../domain/vet/vet.ts';
import type { Db } from '../../db/client.ts';
import { leaflets, products } from '../../db/schema.ts';
import { HttpError } from '../shared/errors.ts';

/** Refuses what is not a PDF or too large, before anything is stored. */
export function checkLeaflet(bytes: Buffer): void {
  if (bytes.length > LEAFLET_MAX_BYTES)
    throw new HttpError(413, VET_ERRORS.leafletTooBig(LEAFLET_MAX_BYTES / 1024 / 1024), 'leaflet');
  if (!isPdf(bytes)) throw new HttpError(415, VET_ERRORS.leafletNotPdf, 'leaflet');
}

export async function storeLeaflet(db: Db, bytes: Buffer): Promise<string> {
  checkLeaflet(bytes);
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.pdf`;
  await db.insert(leaflets).values({ name, bytes }).onConflictDoNothing();
  return name;
}

export async function loadLeaflet(db: Db, name: string): Promise<Buffer | null> {
  const [row] = await db.select({ bytes: leaflets.bytes }).from(leaflets).where(eq(leaflets.name, name)).limit(1);
  return row?.bytes ?? null;
}

/** Deletes a leaflet no product names any more. */
export async function pruneLeaflet(db: Db, name: string | null): Promise<void> {
  if (!name) return;
  await db
    .delete(leaflets)
    .where(
      and(
        eq(leaflets.name, name),
        notExists(db.select({ one: products.id }).from(products).where(eq(products.leaflet, name))),
      ),
    );
}
