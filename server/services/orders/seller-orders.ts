/** The seller's order list (issue 10): filtered by status, search and Baku
 * days, newest first, on the shared keyset pages (server/services/shared/keyset.ts),
 * with a count for each status under the same search and dates. */
import { and, count, eq, gte, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import {
  bakuDayStart,
  nextDay,
  parseSearch,
  statusesOf,
  type OrderFilters,
  type StatusCounts,
} from '../../../domain/orders/order-filters.ts';
import { ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from '../../../domain/orders/order-status.ts';
import type { PageRequest } from '../../../domain/shared/paging.ts';
import { escapeLike } from '../../../domain/search/search-folding.ts';
import type { Order } from '../../../domain/shared/types.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { cursorOf, keyset, toPage } from '../shared/keyset.ts';
import { withItems } from './orders.ts';

/** The page's fields under the spec's name `orders`, as the other lists keep `products`, `newses`, `data`. */
export type SellerOrderPage = {
  orders: Order[];
  total: number;
  counts: StatusCounts;
  next: string | null;
  prev: string | null;
};
/** The order list's keyset: the same (created_at, id) as every other list. */
export const orderKeys = { createdAt: orders.createdAt, id: orders.id };

/** The search, date and delivery conditions (not the status: the counts are per status). */
export function searchWhere(query: Pick<OrderFilters, 'q' | 'from' | 'to' | 'delivery'>): SQL[] {
  const where: SQL[] = [];
  const search = parseSearch(query.q);
  const anyOf: SQL[] = [];
  if (search.number !== undefined) anyOf.push(eq(orders.number, search.number));
  if (search.digits) anyOf.push(like(orders.searchFolded, `%${escapeLike(search.digits)}%`));
  if (search.text) anyOf.push(like(orders.searchFolded, `%${escapeLike(search.text)}%`));
  if (anyOf.length) where.push(or(...anyOf)!);
  if (query.from) where.push(gte(orders.createdAt, bakuDayStart(query.from)));
  if (query.to) where.push(lt(orders.createdAt, bakuDayStart(nextDay(query.to))));
  // waiting for its fee: not yet completed or cancelled (decision 0120)
  if (query.delivery === 'agree')
    where.push(eq(orders.deliveryToAgree, true), inArray(orders.status, [ORDER_STATUS.sent, ORDER_STATUS.accepted]));
  return where;
}

export function statusWhere(query: Pick<OrderFilters, 'status'>): SQL[] {
  const statuses = statusesOf(query.status ?? []);
  return statuses.length ? [inArray(orders.status, statuses)] : [];
}

export async function countByStatus(db: Db, where: SQL[]): Promise<StatusCounts> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(...where))
    .groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const row of rows) counts[row.status as OrderStatus] = Number(row.n);
  return counts;
}

export async function listSellerOrders(db: Db, filters: OrderFilters, request: PageRequest): Promise<SellerOrderPage> {
  const search = searchWhere(filters);
  const page = keyset(orderKeys, request);
  // the page and the counts are independent: two pool connections at once
  const [rows, counts] = await Promise.all([
    db
      .select({ row: orders, id: orders.id, cursor: cursorOf(orderKeys) })
      .from(orders)
      .where(and(...search, ...statusWhere(filters), page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit),
    countByStatus(db, search),
  ]);
  const statuses = statusesOf(filters.status ?? []);
  const total = (statuses.length ? statuses : ORDER_STATUSES).reduce((sum, s) => sum + counts[s], 0);
  const { items, ...paging } = toPage(rows, request, total, (r) => r.row);
  return { orders: await withItems(db, items, true), counts, ...paging };
}
