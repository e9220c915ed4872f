/** The SQL half of domain/shared/paging.ts: a page of rows ordered by
 * (created_at, id) newest first, read through an index on those columns
 * with a row comparison instead of OFFSET. */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { encodeCursor } from '../../../domain/shared/cursor.ts';
import type { Page, PageRequest } from '../../../domain/shared/paging.ts';

type Keys = { createdAt: PgColumn; id: PgColumn };

/** The row's cursor, computed by PostgreSQL: microseconds are exact there,
 * while a JavaScript Date would drop them and make pages overlap. */
export const cursorOf = (keys: Keys) => sql<string>`(extract(epoch from ${keys.createdAt}) * 1000000)::bigint::text`;

/** Condition, order and limit (one row more than asked, to see if more follow). */
export function keyset(keys: Keys, request: PageRequest): { where: SQL | undefined; orderBy: SQL[]; limit: number } {
  const cursor = request.before ?? request.after;
  const at = cursor && sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;
  let where: SQL | undefined;
  if (cursor && request.before) where = sql`(${keys.createdAt}, ${keys.id}) > (${at}, ${cursor.id}::uuid)`;
  else if (cursor) where = sql`(${keys.createdAt}, ${keys.id}) < (${at}, ${cursor.id}::uuid)`;
  const orderBy = request.before ? [asc(keys.createdAt), asc(keys.id)] : [desc(keys.createdAt), desc(keys.id)];
  return { where, orderBy, limit: request.limit + 1 };
}

/** Rows as read by `keyset` (each with its cursor) into the page, newest first. */
export function toPage<R extends { id: string; cursor: string }, T>(
  rows: R[],
  request: PageRequest,
  total: number | { total: number; totalCapped: boolean },
  map: (row: R) => T,
): Page<T> {
  const more = rows.length > request.limit;
  const kept = rows.slice(0, request.limit);
  if (request.before) kept.reverse();
  const edge = (row: R | undefined) => (row ? encodeCursor({ micros: row.cursor, id: row.id }) : null);
  const hasNewer = request.before ? more : Boolean(request.after);
  const hasOlder = request.before ? true : more;
  return {
    items: kept.map(map),
    ...(typeof total === 'number' ? { total } : total),
    next: hasOlder ? edge(kept.at(-1)) : null,
    prev: hasNewer ? edge(kept[0]) : null,
  };
}
