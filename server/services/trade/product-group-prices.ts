/** One product's price in every customer group (issue 33, decision 0093), for its page in the
 * seller panel: what a buyer of the group pays for one, where that price comes from, and the
 * breaks that lower it, all by the one rule (domain/trade/pricing.ts). One query. */
import { sql } from 'drizzle-orm';
import { toManat, toQepik } from '../../../domain/shared/money.ts';
import { tradeUnitPrice, visibleBreaks, type PriceSource, type ProductTerms } from '../../../domain/trade/pricing.ts';
import type { Db } from '../../db/client.ts';

export type GroupPriceView = {
  groupId: string;
  groupName: string;
  price: number | null;
  source: PriceSource;
  breaks: { minQuantity: number; price: number }[];
};

type Row = {
  id: string;
  name: string;
  catalogue_bp: number | null;
  category_bp: number | null;
  own: number | null;
  breaks: { min: number; unit: number }[] | null;
};

export async function productGroupPrices(
  db: Db,
  product: { _id: string; category: string; offerPrice: number | null },
): Promise<GroupPriceView[]> {
  const result = await db.execute(sql`
    select g.id, g.name, g.catalogue_bp,
      (select d.bp from group_category_discounts d where d.group_id = g.id and d.category = ${product.category}) as category_bp,
      (select p.price_qepik from group_products p where p.group_id = g.id and p.product_id = ${product._id}) as own,
      (select json_agg(json_build_object('min', b.min_quantity, 'unit', b.unit_qepik)) from group_price_breaks b
        where b.group_id = g.id and b.product_id = ${product._id}) as breaks
    from customer_groups g order by g.name`);
  const listQepik = product.offerPrice == null ? null : toQepik(product.offerPrice);
  return (result as unknown as { rows: Row[] }).rows.map((row) => {
    const terms: ProductTerms = {
      productQepik: row.own,
      categoryBp: row.category_bp,
      catalogueBp: row.catalogue_bp,
      breaks: (row.breaks ?? []).map((b) => ({ minQuantity: b.min, unitQepik: b.unit })),
    };
    const one = tradeUnitPrice(listQepik, terms, 1);
    return {
      groupId: row.id,
      groupName: row.name,
      price: one.unitQepik == null ? null : toManat(one.unitQepik),
      source: one.source,
      breaks: visibleBreaks(listQepik, terms).map((b) => ({ minQuantity: b.minQuantity, price: toManat(b.unitQepik) })),
    };
  });
}
