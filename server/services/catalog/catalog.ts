/** Products: listing, search (search-match.ts), facets and similar products; the seller's edits are
 * in product-writes.ts. */
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { CategoryPath } from '../../../domain/catalog/categories.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Page, PageRequest } from '../../../domain/shared/paging.ts';
import { toManat } from '../../../domain/shared/money.ts';
import { isId } from '../../../domain/shared/schemas.ts';
import type { Product } from '../../../domain/shared/types.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { notFound } from '../shared/errors.ts';
import { cachedRead, firstPageOnly } from '../shared/cached-read.ts';
import { cursorOf, keyset, toPage } from '../shared/keyset.ts';
import { SIMILAR_PRODUCTS } from '../../../domain/shared/limits.ts';
import { NO_FILTERS, type Facets } from '../../../domain/catalog/catalog-filters.ts';
import {
  countOf,
  facetCounts,
  filterConditions,
  groupConditions,
  GROUPS,
  PRODUCTS,
  type CatalogFilters,
} from './catalog-filters.ts';
import { productSelection, vetFactsOf } from '../vet/vet-facts.ts';
import type { ProductRow } from '../vet/vet-facts.ts';
import { listCondition, stepCondition, type SearchStep } from '../search/search-match.ts';
import { isAvailable, isFewLeft, stockLeftOf } from '../../../domain/stock/stock.ts';
import { availableSql } from '../stock/stock.ts';
import { lowStockSql } from '../stock/stock-admin.ts';

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    nameRu: row.nameRu,
    descriptionRu: row.descriptionRu,
    category: row.category as CategoryPath,
    image: row.images,
    inStock: isAvailable(row),
    stockLeft: stockLeftOf(row),
    fewLeft: isFewLeft(row),
    offerPrice: row.priceQepik == null ? null : toManat(row.priceQepik),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...vetFactsOf(row),
  };
}

/** A list's filters: search, category, stock (true: in stock only, false: out of stock only). */
export type ProductQuery = {
  search?: string;
  /** The search's step that answered the storefront's ranked search (search-match.ts),
   * so facet counts match as its results did; without it, the seller list's matcher. */
  searchStep?: SearchStep | null;
  category?: string;
  inStock?: boolean;
  /** The seller's filter: tracked and at or below the threshold (read live, never cached). */
  lowStock?: boolean;
  excludeId?: string;
  /** The veterinary filters (catalog-filters.ts). */
  filters?: CatalogFilters;
};

/** The list's filters as SQL: the lists, the counts and the catalogue export (catalog-import/export.ts). */
export function conditions(query: ProductQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.search) {
    const match =
      query.searchStep === undefined
        ? listCondition(query.search)
        : query.searchStep
          ? stepCondition(query.search, query.searchStep)
          : sql`false`; // no step found anything
    if (match) where.push(match);
  }
  if (query.category) where.push(eq(products.category, query.category));
  if (query.inStock !== undefined) where.push(availableSql(query.inStock));
  if (query.lowStock) where.push(lowStockSql);
  if (query.excludeId) where.push(ne(products.id, query.excludeId));
  if (query.filters) where.push(...filterConditions(query.filters));
  return where.length ? and(...where) : undefined;
}

/** Can the list's count and facets read facet_groups? Category and stock are in it; a search and
 * the seller's filters read the products (decision 0064). */
const inGroups = (query: ProductQuery) => !query.search && !query.lowStock && !query.excludeId;

/** The facet counts of the veterinary filters over the products the query's
 * search, category and stock select (catalog-filters.ts). */
export function catalogFacets(db: Db, query: ProductQuery): Promise<Facets> {
  const f = query.filters ?? NO_FILTERS;
  if (inGroups(query)) return facetCounts(db, GROUPS, groupConditions(query), f);
  return facetCounts(db, PRODUCTS, conditions({ ...query, filters: undefined }), f);
}
// kept per version without a search (a search is any string: unbounded keys)
cachedRead(catalogFacets, (query) => !query.search);

/** The newest `limit` products matching the query (a short block: home, similar). */
export async function listProducts(db: Db, query: ProductQuery & { limit: number }): Promise<Product[]> {
  return (await pageProducts(db, query, { limit: query.limit }, false)).items;
}
cachedRead(listProducts);

/** One keyset page of the products matching the query, newest first, with the
 * total (skipped with `withTotal: false`, for blocks that show no count). */
export async function pageProducts(
  db: Db,
  query: ProductQuery,
  request: PageRequest,
  withTotal = true,
): Promise<Page<Product>> {
  const keys = { createdAt: products.createdAt, id: products.id };
  const page = keyset(keys, request);
  const [rows, total] = await Promise.all([
    db
      .select({ ...productSelection(), cursor: cursorOf(keys) })
      .from(products)
      .where(and(conditions(query), page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
    withTotal
      ? query.search
        ? countUpTo(db, query, SEARCH_COUNT_CAP)
        : countProducts(db, query)
      : Promise.resolve(-1),
  ]);
  return toPage(rows, request, total, toProduct);
}
// a low-stock list moves with every order, which does not raise the catalogue version
cachedRead(pageProducts, (query, request) => firstPageOnly(query, request) && !query.lowStock);

/** A search counts its matches up to this many ("Cəmi: 1.000+"): counting
 * every product whose name holds a common word costs more than the page
 * itself at 100 000 products (docs/decisions/0017). */
export const SEARCH_COUNT_CAP = 1000;

async function countUpTo(db: Db, query: ProductQuery, cap: number): Promise<{ total: number; totalCapped: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(products)
    .where(conditions(query))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row.n > cap ? { total: cap, totalCapped: true } : { total: row.n, totalCapped: false };
}

/** How many products a query matches, for paging. */
export async function countProducts(db: Db, query: ProductQuery = {}): Promise<number> {
  if (inGroups(query))
    return countOf(
      db,
      GROUPS,
      and(groupConditions(query), ...filterConditions(query.filters ?? NO_FILTERS, undefined, GROUPS)),
    );
  const [row] = await db.select({ n: count() }).from(products).where(conditions(query));
  return row.n;
}
cachedRead(countProducts);

/** The sitemap's addresses of products, oldest first, so that a sitemap
 * file's contents stay put as products are added. */
export async function sitemapProducts(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ id: string; category: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, category: products.category, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit)
    .offset(offset);
}

export async function getProduct(db: Db, id: string): Promise<Product> {
  if (!isId(id)) throw notFound(MSG.productNotFound); // a malformed id would be an SQL error
  const [row] = await db.select(productSelection()).from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound(MSG.productNotFound);
  return toProduct(row);
}
cachedRead(getProduct);

/** The pack sizes of a product's family, itself included, in name order (the size picker). */
export async function familyOf(db: Db, product: Product): Promise<Product[]> {
  if (!product.familyId) return [];
  const rows = await db
    .select(productSelection())
    .from(products)
    .where(eq(products.familyId, product.familyId))
    .orderBy(asc(products.priceQepik), asc(products.name));
  return rows.map(toProduct);
}
cachedRead(familyOf);

/** Up to 5 in-stock products of the same category (docs/architecture.md §Constants). */
export function similarProducts(db: Db, product: Product, limit = SIMILAR_PRODUCTS): Promise<Product[]> {
  return listProducts(db, { category: product.category, inStock: true, excludeId: product._id, limit });
}
cachedRead(similarProducts);
