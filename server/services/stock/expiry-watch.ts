/** Expiry on the seller's desk (issue 41 item 6): batches still on hand that have expired or expire
 * within 90 days, earliest first, for the overview; a medicine in its last-days window is already
 * off the storefront (decision 0138), and the list says so. Read live, never kept. */
import { sql } from 'drizzle-orm';
import {
  EXPIRY_HORIZON_DAYS,
  formatExpiry,
  type ExpiringBatch,
  type ExpiryPrecision,
} from '../../../domain/stock/batches.ts';
import type { Db } from '../../db/client.ts';

const MAX_ROWS = 50;

export async function expiringBatches(db: Db): Promise<{ batches: ExpiringBatch[]; total: number }> {
  const result = (await db.execute(sql`
    select b.id, b.product_id, p.name, b.number, b.expiry::text as expiry, b.expiry_precision,
      (b.expiry - shop_today())::int as days_left, b.quantity, b.blocked,
      not batch_sellable(false, b.expiry, product_window(p.category, p.sell_window_days)) as off_sale,
      count(*) over ()::int as total
    from batches b join products p on p.id = b.product_id
    where b.quantity > 0 and b.expiry is not null and b.expiry <= shop_today() + ${EXPIRY_HORIZON_DAYS}::int
    order by b.expiry, p.name, b.number
    limit ${MAX_ROWS}`)) as unknown as {
    rows: {
      id: string;
      product_id: string;
      name: string;
      number: string;
      expiry: string;
      expiry_precision: ExpiryPrecision;
      days_left: number;
      quantity: number;
      blocked: boolean;
      off_sale: boolean;
      total: number;
    }[];
  };
  return {
    total: result.rows[0]?.total ?? 0,
    batches: result.rows.map((r) => ({
      _id: r.id,
      productId: r.product_id,
      productName: r.name,
      number: r.number,
      expiryText: formatExpiry(r.expiry, r.expiry_precision),
      daysLeft: r.days_left,
      quantity: r.quantity,
      blocked: r.blocked,
      offSale: r.off_sale,
    })),
  };
}
