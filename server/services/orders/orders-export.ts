/** The filtered orders as CSV, streamed: a keyset batch at a time (its items
 * fetched for that batch only), so 100 000 orders never sit in memory. */
import { Readable } from 'node:stream';
import { and } from 'drizzle-orm';
import { decodeCursor } from '../../../domain/shared/cursor.ts';
import type { OrderFilters } from '../../../domain/orders/order-filters.ts';
import type { PageRequest } from '../../../domain/shared/paging.ts';
import { CSV_BOM, csvLine, orderCsvRow } from '../../../domain/orders/orders-csv.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { withItems } from './orders.ts';
import { cursorOf, keyset, toPage } from '../shared/keyset.ts';
import { orderKeys, searchWhere, statusWhere } from './seller-orders.ts';

const BATCH = 500;
const { DELIVERY_UI, ORDERS_CSV_HEADERS } = textsIn('az');

async function* csvChunks(db: Db, query: OrderFilters): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(Object.values(ORDERS_CSV_HEADERS));
  const where = [...searchWhere(query), ...statusWhere(query)];
  let after: string | null = null;
  do {
    const request: PageRequest = { limit: BATCH, after: (after && decodeCursor(after)) || undefined };
    const page = keyset(orderKeys, request);
    const rows = await db
      .select({ row: orders, id: orders.id, cursor: cursorOf(orderKeys) })
      .from(orders)
      .where(and(...where, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit);
    const { items, next } = toPage(rows, request, 0, (r) => r.row);
    if (items.length) yield (await withItems(db, items, true)).map((order) => orderCsvRow(order, DELIVERY_UI)).join('');
    after = next;
  } while (after);
}

export function exportOrdersCsv(db: Db, query: OrderFilters): Readable {
  return Readable.from(csvChunks(db, query));
}
