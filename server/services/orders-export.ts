/** The filtered orders as CSV, streamed: a keyset batch at a time (its items
 * fetched for that batch only), so 100 000 orders never sit in memory. */
import { Readable } from 'node:stream';
import { and, desc } from 'drizzle-orm';
import type { OrderListQuery } from '../../domain/order-filters.ts';
import { CSV_BOM, CSV_HEADERS, csvLine, orderCsvRow } from '../../domain/orders-csv.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { withItems } from './orders.ts';
import { afterCursor, cursorOf, searchWhere, statusWhere } from './seller-orders.ts';

const BATCH = 500;

async function* csvChunks(db: Db, query: OrderListQuery): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(CSV_HEADERS);
  const where = [...searchWhere(query), ...statusWhere(query)];
  let cursor: string | undefined;
  for (;;) {
    const rows = await db
      .select({ row: orders, cursor: cursorOf })
      .from(orders)
      .where(and(...where, ...afterCursor(cursor)))
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(BATCH);
    if (!rows.length) return;
    const page = await withItems(
      db,
      rows.map((r) => r.row),
      true,
    );
    yield page.map(orderCsvRow).join('');
    if (rows.length < BATCH) return;
    cursor = rows[rows.length - 1].cursor;
  }
}

export function exportOrdersCsv(db: Db, query: OrderListQuery): Readable {
  return Readable.from(csvChunks(db, query));
}
