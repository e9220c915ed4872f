/** The order history: one row per change, written in the transaction of the
 * change itself, so the record and the change cannot disagree. */
import { asc, eq } from 'drizzle-orm';
import type { OrderEvent } from '../../../domain/shared/types.ts';
import type { Db } from '../../db/client.ts';
import { orderEvents } from '../../db/schema.ts';

export type NewOrderEvent = typeof orderEvents.$inferInsert;

/** `db` may be a transaction handle. */
export async function recordOrderEvent(db: Pick<Db, 'insert'>, event: NewOrderEvent): Promise<void> {
  await db.insert(orderEvents).values(event);
}

const toEvent = (row: typeof orderEvents.$inferSelect): OrderEvent => ({
  _id: row.id,
  orderNumber: row.orderNumber,
  actor: row.actor,
  actorEmail: row.actorEmail,
  from: row.fromStatus,
  to: row.toStatus,
  createdAt: row.createdAt.toISOString(),
});

/** Oldest first, as a history reads. */
export async function listOrderEvents(db: Db, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map(toEvent);
}

/** What is left of a deleted order: its events, found by number. */
export async function listEventsByNumber(db: Db, orderNumber: number): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderNumber, orderNumber))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map(toEvent);
}
