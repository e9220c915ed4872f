/** Customer groups and their price lists (issue 33, decision 0091): the seller's writes, and the
 * list a buyer's prices are computed from (domain/trade/pricing.ts). */
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { PriceBreak, PriceList } from '../../../domain/trade/pricing.ts';
import type { QuantityRule } from '../../../domain/trade/quantity-rules.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { GroupSummary } from '../../../domain/trade/types.ts';
import type { GroupInput, ProductTermsInput } from '../../../domain/trade/price-list-schema.ts';
import type { Db } from '../../db/client.ts';
import { cachedRead } from '../shared/cached-read.ts';
import {
  companies,
  customerGroups,
  groupCategoryDiscounts,
  groupPriceBreaks,
  groupProducts,
  products,
} from '../../db/schema.ts';
import { conflict, notFound } from '../shared/errors.ts';
import { MSG } from '../../../domain/shared/messages.ts';

const { COMPANY_SELLER_MSG } = textsIn('az');

const toPercent = (bp: number | null) => (bp == null ? null : bp / 100);

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.cause ?? e).code === '23505';
};

export async function listGroups(db: Db): Promise<GroupSummary[]> {
  const [groups, categories, counts] = await Promise.all([
    db.select().from(customerGroups).orderBy(asc(customerGroups.name)),
    db.select().from(groupCategoryDiscounts),
    db.select({ groupId: companies.groupId, n: count() }).from(companies).groupBy(companies.groupId),
  ]);
  return groups.map((g) => ({
    _id: g.id,
    name: g.name,
    cataloguePercent: toPercent(g.catalogueBp),
    categoryPercents: Object.fromEntries(
      categories.filter((c) => c.groupId === g.id).map((c) => [c.category, c.bp / 100]),
    ),
    companyCount: Number(counts.find((c) => c.groupId === g.id)?.n ?? 0),
  }));
}

/** Creates a group (no id) or replaces its name and percentages. */
export async function saveGroup(db: Db, input: GroupInput, id?: string): Promise<GroupSummary> {
  try {
    const groupId = await db.transaction(async (tx) => {
      const values = { name: input.name, catalogueBp: input.catalogueBp };
      let gid = id;
      if (gid) {
        const [row] = await tx
          .update(customerGroups)
          .set(values)
          .where(eq(customerGroups.id, gid))
          .returning({ id: customerGroups.id });
        if (!row) throw notFound(COMPANY_SELLER_MSG.groupNotFound);
      } else {
        [{ id: gid }] = await tx.insert(customerGroups).values(values).returning({ id: customerGroups.id });
      }
      await tx.delete(groupCategoryDiscounts).where(eq(groupCategoryDiscounts.groupId, gid));
      const rows = Object.entries(input.categoryBp).map(([category, bp]) => ({ groupId: gid, category, bp }));
      if (rows.length) await tx.insert(groupCategoryDiscounts).values(rows);
      return gid;
    });
    return (await listGroups(db)).find((g) => g._id === groupId)!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COMPANY_SELLER_MSG.groupNameTaken, 'name');
    throw error;
  }
}

export type ProductTermsView = {
  price: number | null;
  breaks: { minQuantity: number; price: number }[];
  rule: QuantityRule;
};

/** Sets one product's own price, breaks and quantity rule in a group's list (all three replaced);
 * a product with none of them leaves the list. */
export async function setProductTerms(
  db: Db,
  groupId: string,
  productId: string,
  input: ProductTermsInput,
): Promise<ProductTermsView> {
  await db.transaction(async (tx) => {
    const [group] = await tx
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.id, groupId));
    if (!group) throw notFound(COMPANY_SELLER_MSG.groupNotFound);
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound(MSG.productNotFound);
    const key = and(eq(groupProducts.groupId, groupId), eq(groupProducts.productId, productId));
    await tx.delete(groupProducts).where(key);
    await tx
      .delete(groupPriceBreaks)
      .where(and(eq(groupPriceBreaks.groupId, groupId), eq(groupPriceBreaks.productId, productId)));
    const { rule } = input;
    if (input.priceQepik != null || rule.minimum != null || rule.increment != null || rule.maximum != null)
      await tx.insert(groupProducts).values({
        groupId,
        productId,
        priceQepik: input.priceQepik,
        minQuantity: rule.minimum,
        increment: rule.increment,
        maxQuantity: rule.maximum,
      });
    if (input.breaks.length)
      await tx.insert(groupPriceBreaks).values(input.breaks.map((b) => ({ groupId, productId, ...b })));
  });
  return (await productTerms(db, groupId, [productId]))[productId];
}

/** The products' own terms in a group's list, by product id (every id asked for answers). */
export async function productTerms(
  db: Db,
  groupId: string,
  productIds: string[],
): Promise<Record<string, ProductTermsView>> {
  const out: Record<string, ProductTermsView> = {};
  for (const id of productIds)
    out[id] = { price: null, breaks: [], rule: { minimum: null, increment: null, maximum: null } };
  if (!productIds.length) return out;
  // one after the other: `db` may be a transaction's single connection (the cart's rule check)
  const own = await db
    .select()
    .from(groupProducts)
    .where(and(eq(groupProducts.groupId, groupId), inArray(groupProducts.productId, productIds)));
  const breaks = await db
    .select()
    .from(groupPriceBreaks)
    .where(and(eq(groupPriceBreaks.groupId, groupId), inArray(groupPriceBreaks.productId, productIds)))
    .orderBy(asc(groupPriceBreaks.minQuantity));
  for (const row of own)
    out[row.productId] = {
      ...out[row.productId],
      price: row.priceQepik == null ? null : row.priceQepik / 100,
      rule: { minimum: row.minQuantity, increment: row.increment, maximum: row.maxQuantity },
    };
  for (const b of breaks) out[b.productId].breaks.push({ minQuantity: b.minQuantity, price: b.unitQepik / 100 });
  return out;
}

export type GroupTerms = { list: PriceList; rules: Record<string, QuantityRule> };

/** A group's whole price list and quantity rules, as the pricing rule reads them. */
export async function groupTerms(db: Db, groupId: string): Promise<GroupTerms> {
  // one after the other: `db` may be a transaction's single connection (the cart's and the order's)
  const [group] = await db
    .select({ catalogueBp: customerGroups.catalogueBp })
    .from(customerGroups)
    .where(eq(customerGroups.id, groupId));
  const categories = await db.select().from(groupCategoryDiscounts).where(eq(groupCategoryDiscounts.groupId, groupId));
  const own = await db.select().from(groupProducts).where(eq(groupProducts.groupId, groupId));
  const breaks = await db.select().from(groupPriceBreaks).where(eq(groupPriceBreaks.groupId, groupId));
  const productsOf: Record<string, { priceQepik: number | null; breaks: PriceBreak[] }> = {};
  const rules: Record<string, QuantityRule> = {};
  for (const row of own) {
    productsOf[row.productId] = { priceQepik: row.priceQepik, breaks: [] };
    if (row.minQuantity != null || row.increment != null || row.maxQuantity != null)
      rules[row.productId] = { minimum: row.minQuantity, increment: row.increment, maximum: row.maxQuantity };
  }
  for (const b of breaks)
    (productsOf[b.productId] ??= { priceQepik: null, breaks: [] }).breaks.push({
      minQuantity: b.minQuantity,
      unitQepik: b.unitQepik,
    });
  return {
    list: {
      catalogueBp: group?.catalogueBp ?? null,
      categoryBp: Object.fromEntries(categories.map((c) => [c.category, c.bp])),
      products: productsOf,
    },
    rules,
  };
}
// the pages read it per catalogue version (the group tables' triggers raise it, migration 0024):
// a trade buyer's page then asks the database for its session alone (decision 0119)
cachedRead(groupTerms);

export type CodedProduct = { _id: string; name: string; category: string; offerPrice: number | null };

/** A product by its SKU or barcode, as typed (case and spaces aside); null when none has it. */
export async function productByCode(db: Db, code: string): Promise<CodedProduct | null> {
  const wanted = code.replace(/\s/g, '');
  if (!wanted) return null;
  const [row] = await db
    .select({ id: products.id, name: products.name, category: products.category, priceQepik: products.priceQepik })
    .from(products)
    .where(or(sql`lower(${products.sku}) = lower(${wanted})`, eq(products.barcode, wanted)))
    .limit(1);
  return row
    ? {
        _id: row.id,
        name: row.name,
        category: row.category,
        offerPrice: row.priceQepik == null ? null : row.priceQepik / 100,
      }
    : null;
}
