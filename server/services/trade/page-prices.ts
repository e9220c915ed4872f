/** An API answer's trade prices in one query (issue 33, decision 0093; pages: decision 0119): the caller's
 * approved company, its group's percentages, and the price-list rows of the shown products only,
 * whatever the size of the list. Visitors and retail customers cost no query. */
import { sql } from 'drizzle-orm';
import { listedPrices, type ListedPrice } from '../../../domain/trade/card-prices.ts';
import type { PriceBreak } from '../../../domain/trade/pricing.ts';
import type { QuantityRule } from '../../../domain/trade/quantity-rules.ts';
import type { GroupTerms } from './groups.ts';
import type { Db } from '../../db/client.ts';

type Row = {
  catalogue_bp: number | null;
  category_bp: Record<string, number> | null;
  own: { id: string; price: number | null; min: number | null; inc: number | null; max: number | null }[] | null;
  breaks: { id: string; min: number; unit: number }[] | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The buyer's price list and quantity rules narrowed to `productIds`; null unless the session's
 * company is approved. */
export async function pageTerms(
  db: Db,
  userId: string | null | undefined,
  productIds: readonly string[],
): Promise<GroupTerms | null> {
  if (!userId) return null;
  const ids = `{${productIds.filter((id) => UUID.test(id)).join(',')}}`;
  const result = await db.execute(sql`
    select g.catalogue_bp,
      (select json_object_agg(d.category, d.bp) from group_category_discounts d where d.group_id = g.id) as category_bp,
      (select json_agg(json_build_object('id', p.product_id, 'price', p.price_qepik,
        'min', p.min_quantity, 'inc', p.increment, 'max', p.max_quantity)) from group_products p
        where p.group_id = g.id and p.product_id = any(${ids}::uuid[])) as own,
      (select json_agg(json_build_object('id', b.product_id, 'min', b.min_quantity, 'unit', b.unit_qepik))
        from group_price_breaks b where b.group_id = g.id and b.product_id = any(${ids}::uuid[])) as breaks
    from company_members m
    join companies c on c.id = m.company_id and c.status = 'approved'
    left join customer_groups g on g.id = c.group_id
    where m.user_id = ${userId}`);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  if (!row) return null;
  const products: Record<string, { priceQepik: number | null; breaks: PriceBreak[] }> = {};
  const rules: Record<string, QuantityRule> = {};
  for (const own of row.own ?? []) {
    products[own.id] = { priceQepik: own.price, breaks: [] };
    if (own.min != null || own.inc != null || own.max != null)
      rules[own.id] = { minimum: own.min, increment: own.inc, maximum: own.max };
  }
  for (const b of row.breaks ?? [])
    (products[b.id] ??= { priceQepik: null, breaks: [] }).breaks.push({ minQuantity: b.min, unitQepik: b.unit });
  return { list: { catalogueBp: row.catalogue_bp, categoryBp: row.category_bp ?? {}, products }, rules };
}

type Listed = { _id: string; category: string; offerPrice?: number | null };

/** Each listed product's price for this buyer; null for everyone not buying at trade prices. */
export async function listPrices(
  db: Db,
  userId: string | null | undefined,
  products: readonly Listed[],
): Promise<Record<string, ListedPrice> | null> {
  const terms = await pageTerms(
    db,
    userId,
    products.map((p) => p._id),
  );
  return terms ? listedPrices(terms.list, products) : null;
}
