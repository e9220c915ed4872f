/** The seller's order list (issue 10): filtered by status, search and Baku
 * days, newest first, keyset-paged on (created_at, number), with a count for
 * each status under the same search and dates. */
import { and, count, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  bakuDayStart,
  nextDay,
  ORDERS_PAGE_SIZE,
  parseSearch,
  statusesOf,
  type OrderListQuery,
} from '../../domain/order-filters.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/order-status.ts';
import { PAGE_TEXT } from '../../domain/paging.ts';
import { escapeLike } from '../../domain/text.ts';
import type { Order } from '../../domain/types.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { badRequest } from './errors.ts';
import { withItems } from './orders.ts';

export type StatusCounts = Record<OrderStatus, number>;
export type SellerOrderPage = { orders: Order[]; total: number; counts: StatusCounts; nextCursor: string | null };

/** The search and date conditions (not the status: the counts are per status). */
export function searchWhere(query: Pick<OrderListQuery, 'q' | 'from' | 'to'>): SQL[] {
  const where: SQL[] = [];
  const search = parseSearch(query.q);
  const anyOf: SQL[] = [];
  if (search.number !== undefined) anyOf.push(eq(orders.number, search.number));
  if (search.digits) anyOf.push(like(orders.searchFolded, `%${escapeLike(search.digits)}%`));
  if (search.text) anyOf.push(like(orders.searchFolded, `%${escapeLike(search.text)}%`));
  if (anyOf.length) where.push(or(...anyOf)!);
  if (query.from) where.push(gte(orders.createdAt, bakuDayStart(query.from)));
  if (query.to) where.push(lt(orders.createdAt, bakuDayStart(nextDay(query.to))));
  return where;
}

export function statusWhere(query: Pick<OrderListQuery, 'status'>): SQL[] {
  const statuses = statusesOf(query.status ?? []);
  return statuses.length ? [inArray(orders.status, statuses)] : [];
}

/** `{micros}-{number}` of the last row shown: exact to the microsecond, unlike a JS Date. */
export const cursorOf = sql<string>`(extract(epoch from ${orders.createdAt}) * 1000000)::bigint::text || '-' || ${orders.number}`;

export function afterCursor(cursor: string | undefined): SQL[] {
  if (!cursor) return [];
  const m = /^(\d{1,17})-(\d{1,10})$/.exec(cursor);
  if (!m) throw badRequest(PAGE_TEXT.badCursor);
  return [
    sql`(${orders.createdAt}, ${orders.number}) < (timestamptz 'epoch' + ${m[1]}::bigint * interval '1 microsecond', ${Number(m[2])}::integer)`,
  ];
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

export async function listSellerOrders(db: Db, query: OrderListQuery): Promise<SellerOrderPage> {
  const limit = query.limit ?? ORDERS_PAGE_SIZE;
  const search = searchWhere(query);
  // the page and the counts are independent: two pool connections at once
  const [rows, counts] = await Promise.all([
    db
      .select({ row: orders, cursor: cursorOf })
      .from(orders)
      .where(and(...search, ...statusWhere(query), ...afterCursor(query.cursor)))
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(limit + 1),
    countByStatus(db, search),
  ]);
  const page = rows.slice(0, limit);
  const statuses = statusesOf(query.status ?? []);
  const total = (statuses.length ? statuses : ORDER_STATUSES).reduce((sum, s) => sum + counts[s], 0);
  return {
    orders: await withItems(
      db,
      page.map((r) => r.row),
      true,
    ),
    total,
    counts,
    nextCursor: rows.length > limit ? page[page.length - 1].cursor : null,
  };
}
