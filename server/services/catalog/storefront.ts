/** Reads the storefront needs beyond the catalogue's listing: the products
 * of a cart, looked up by id in one query. */
import { inArray } from 'drizzle-orm';
import type { Product } from '../../../domain/shared/types.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { toProduct } from './catalog.ts';
import { productSelection } from '../vet/vet-facts.ts';

/** The products with these ids that still exist, in the order of `ids`. */
export async function productsByIds(db: Db, ids: string[]): Promise<Product[]> {
  if (!ids.length) return [];
  const rows = await db.select(productSelection()).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
