/** The keys that make placing an order happen once (issue 32, decision 0079): an API client's
 * `Idempotency-Key` and the cart form's order token, each scoped to its customer and kept 24 h. */
import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { Order } from '../../../domain/shared/types.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { createdAt } from './columns.ts';

export const orderKeys = pgTable(
  'order_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'api' (the header) or 'page' (the cart form's token): one never answers for the other. */
    scope: text('scope').$type<'api' | 'page'>().notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request as read (items, address, zone, prescription): the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The order the key placed; null once the order is deleted. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order as its first answer carried it, answered again to a repeat. */
    answer: jsonb('answer').$type<Order>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);
