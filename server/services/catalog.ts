/** Products: listing, folded name search, similar products and the seller's edits. */
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { CategoryPath } from '../../domain/categories.ts';
import { MSG } from '../../domain/messages.ts';
import { toManat, toQepik } from '../../domain/money.ts';
import { isId, type ProductFields } from '../../domain/schemas.ts';
import { escapeLike, fold } from '../../domain/text.ts';
import type { Product } from '../../domain/types.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { notFound } from './errors.ts';

type Row = typeof products.$inferSelect;

export function toProduct(row: Row): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as CategoryPath,
    image: row.images,
    inStock: row.inStock,
    offerPrice: row.priceQepik == null ? null : toManat(row.priceQepik),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ProductQuery = { search?: string; category?: string; inStockOnly?: boolean; limit?: number; offset?: number; excludeId?: string };

function conditions(query: ProductQuery): SQL | undefined {
  const where: SQL[] = [];
  const folded = query.search ? fold(query.search) : '';
  if (folded) where.push(sql`${products.nameFolded} like ${`%${escapeLike(folded)}%`}`);
  if (query.category) where.push(eq(products.category, query.category));
  if (query.inStockOnly) where.push(eq(products.inStock, true));
  if (query.excludeId) where.push(ne(products.id, query.excludeId));
  return where.length ? and(...where) : undefined;
}

export async function listProducts(db: Db, query: ProductQuery = {}): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(conditions(query))
    .orderBy(desc(products.createdAt), products.id)
    .limit(query.limit ?? 10_000)
    .offset(query.offset ?? 0);
  return rows.map(toProduct);
}

/** How many products a query matches, for paging. */
export async function countProducts(db: Db, query: ProductQuery = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(conditions(query));
  return row.n;
}

export async function getProduct(db: Db, id: string): Promise<Product> {
  if (!isId(id)) throw notFound(MSG.productNotFound); // a malformed id would be an SQL error
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound(MSG.productNotFound);
  return toProduct(row);
}

/** Up to 5 in-stock products of the same category (spec §9). */
export function similarProducts(db: Db, product: Product, limit = 5): Promise<Product[]> {
  return listProducts(db, { category: product.category, inStockOnly: true, excludeId: product._id, limit });
}

function columns(fields: ProductFields) {
  return {
    name: fields.name,
    nameFolded: fold(fields.name),
    description: fields.description,
    category: fields.category,
    priceQepik: fields.offerPrice == null ? null : toQepik(fields.offerPrice),
  };
}

export async function addProduct(db: Db, fields: ProductFields, imageNames: string[]): Promise<Product> {
  const [row] = await db
    .insert(products)
    .values({ ...columns(fields), inStock: fields.inStock ?? true, images: imageNames })
    .returning();
  return toProduct(row);
}

/** New images, when given, replace the old ones (spec §5). */
export async function updateProduct(db: Db, id: string, fields: ProductFields, imageNames: string[] | null): Promise<Product> {
  const [row] = await db
    .update(products)
    .set({
      ...columns(fields),
      ...(fields.inStock === undefined ? {} : { inStock: fields.inStock }),
      ...(imageNames ? { images: imageNames } : {}),
      updatedAt: new Date(),
    })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw notFound(MSG.productNotFound);
  return toProduct(row);
}

export async function setStock(db: Db, id: string, inStock: boolean): Promise<Product> {
  const [row] = await db.update(products).set({ inStock, updatedAt: new Date() }).where(eq(products.id, id)).returning();
  if (!row) throw notFound(MSG.productNotFound);
  return toProduct(row);
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (!deleted.length) throw notFound(MSG.productNotFound);
}
