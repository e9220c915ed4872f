/** A group's prices set many at a time (issue 33, decision 0093): the products a category and a
 * search select get the same price, the list price less a percentage (the one rule's `percentOff`),
 * or lose their own price. Each product's old and new price come back for the audit row. */
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { BULK_MAX, type BulkPriceInput } from '../../../domain/trade/bulk-price-schema.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { percentOff } from '../../../domain/trade/pricing.ts';
import type { Db } from '../../db/client.ts';
import { customerGroups, groupProducts, products } from '../../db/schema.ts';
import { badRequest, notFound } from '../shared/errors.ts';

const { COMPANY_SELLER_MSG } = textsIn('az');

export type BulkChange = { productId: string; name: string; before: number | null; after: number | null };

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function selection(input: Pick<BulkPriceInput, 'category' | 'search'>): SQL | undefined {
  const parts: SQL[] = [];
  if (input.category) parts.push(eq(products.category, input.category));
  const search = input.search?.trim();
  if (search) parts.push(or(ilike(products.name, likeText(search)), sql`lower(${products.sku}) = lower(${search})`)!);
  return parts.length ? and(...parts) : undefined;
}

export async function setBulkPrices(db: Db, groupId: string, input: BulkPriceInput): Promise<BulkChange[]> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.id, groupId));
    if (!group) throw notFound(COMPANY_SELLER_MSG.groupNotFound);
    const rows = await tx
      .select({ id: products.id, name: products.name, listQepik: products.priceQepik, own: groupProducts.priceQepik })
      .from(products)
      .leftJoin(groupProducts, and(eq(groupProducts.productId, products.id), eq(groupProducts.groupId, groupId)))
      .where(selection(input))
      .limit(BULK_MAX + 1);
    const { BULK_PRICE_MSG } = textsIn('az');
    if (!rows.length) throw badRequest(BULK_PRICE_MSG.noProducts);
    if (rows.length > BULK_MAX) throw badRequest(BULK_PRICE_MSG.tooMany(BULK_MAX));
    const changes: BulkChange[] = [];
    for (const row of rows) {
      const after =
        input.clear != null
          ? null
          : input.price !== undefined
            ? input.price
            : row.listQepik == null
              ? row.own // a product without a list price has no percentage price: left as it is
              : percentOff(row.listQepik, input.percent!);
      if (after !== row.own) changes.push({ productId: row.id, name: row.name, before: row.own, after });
    }
    await writeGroupPrices(tx, groupId, changes);
    return changes;
  });
}

/** The group's own prices written as `changes` say (a null `after` removes the price): the one
 * write path of the seller's bulk edit and the catalogue sheet's group columns (decision 0094). */
export async function writeGroupPrices(tx: Db, groupId: string, changes: BulkChange[]): Promise<void> {
  const set = changes.filter((c) => c.after != null);
  if (set.length)
    await tx
      .insert(groupProducts)
      .values(set.map((c) => ({ groupId, productId: c.productId, priceQepik: c.after })))
      .onConflictDoUpdate({
        target: [groupProducts.groupId, groupProducts.productId],
        set: { priceQepik: sql`excluded.price_qepik` },
      });
  const cleared = changes.filter((c) => c.after == null).map((c) => c.productId);
  if (cleared.length) {
    const key = and(eq(groupProducts.groupId, groupId), inArray(groupProducts.productId, cleared));
    await tx.update(groupProducts).set({ priceQepik: null }).where(key);
    // a row left with neither price nor rule leaves the list (as setProductTerms does)
    await tx
      .delete(groupProducts)
      .where(
        and(
          key,
          sql`${groupProducts.minQuantity} is null and ${groupProducts.increment} is null and ${groupProducts.maxQuantity} is null`,
        ),
      );
  }
}
