/** The earliest expiry a customer will receive (issue 41 item 3): the first batch an order would
 * take (first expired, first out, only batches that may be sold, as change_stock takes them). None
 * when that batch is the köhnə qalıq, whose expiry nobody recorded, or nothing may be sold. Kept per
 * catalogue version: a batch emptied or first filled, a block and a new day raise it (decision 0138). */
import { sql } from 'drizzle-orm';
import type { ExpiryPrecision } from '../../../domain/stock/batches.ts';
import type { Db } from '../../db/client.ts';
import { cachedRead } from '../shared/cached-read.ts';

export type ShownExpiry = { expiry: string; precision: ExpiryPrecision };

export async function earliestExpiry(db: Db, productId: string): Promise<ShownExpiry | null> {
  const result = (await db.execute(sql`
    select b.expiry::text as expiry, b.expiry_precision as precision
    from batches b join products p on p.id = b.product_id
    where b.product_id = ${productId} and b.quantity > 0
      and p.track_stock and coalesce(p.batch_tracked, batch_tracked_default(p.category))
      and batch_sellable(b.blocked, b.expiry, product_window(p.category, p.sell_window_days))
    order by b.expiry nulls first, b.created_at, b.id
    limit 1`)) as unknown as { rows: { expiry: string | null; precision: ExpiryPrecision }[] };
  const first = result.rows[0];
  return first?.expiry ? { expiry: first.expiry, precision: first.precision } : null;
}
cachedRead(earliestExpiry);
