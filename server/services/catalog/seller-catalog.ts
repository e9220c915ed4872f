/** Reads of the seller's product form (decision 0050): the shared substance
 * list its rows suggest from, and the products a new one may be "another size of". */
import { asc, sql } from 'drizzle-orm';
import { escapeLike, fold } from '../../../domain/search/search-folding.ts';
import type { FamilyChoice } from '../../../domain/shared/types.ts';
import type { Db } from '../../db/client.ts';
import { products, substances } from '../../db/schema.ts';

/** The most a suggestion list holds: enough to choose from, small enough for a page. */
export const SUBSTANCE_SUGGESTIONS = 2000;
export const FAMILY_CHOICES = 12;

/** Every substance's name in alphabetical order (one list shared by all products). */
export async function substanceNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: substances.name })
    .from(substances)
    .orderBy(asc(substances.nameFolded))
    .limit(SUBSTANCE_SUGGESTIONS);
  return rows.map((r) => r.name);
}

/** Products whose name or SKU holds the typed words (folded as the catalogue's search), by name. */
export async function familyChoices(db: Db, search: string): Promise<FamilyChoice[]> {
  const folded = fold(search.slice(0, 100));
  if (!folded) return [];
  const like = `%${escapeLike(folded)}%`;
  return db
    .select({ id: products.id, name: products.name, packSize: products.packSize, sku: products.sku })
    .from(products)
    .where(sql`${products.nameFolded} like ${like} or lower(${products.sku}) like ${like}`)
    .orderBy(asc(products.nameFolded))
    .limit(FAMILY_CHOICES);
}
