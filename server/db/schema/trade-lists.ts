/** Quick order and saved lists (issue 33 item 5, decisions 0103, 0104): a company's (or a retail
 * customer's own) named lists of products and quantities ("Daimi sifariş"), and the keys that make
 * one quick-order post add its lines once. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';
import { products } from './products.ts';
import { companies } from './trade.ts';

/** A saved list: the company's when its maker belongs to one (its people share it), else the maker's own. */
export const orderLists = pgTable(
  'order_lists',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_lists_one_owner', sql`(${t.companyId} is null) <> (${t.userId} is null)`),
    index('order_lists_company_idx').on(t.companyId, t.updatedAt),
    index('order_lists_user_idx').on(t.userId, t.updatedAt),
  ],
);

export const orderListItems = pgTable(
  'order_list_items',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => orderLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.productId] }),
    check('order_list_items_quantity', sql`${t.quantity} between 1 and 999`),
  ],
);

/** A quick-order form's token (or an API client's Idempotency-Key) and the answer its first post
 * gave: a second post of the same form adds nothing and gets that answer again. Kept 24 hours. */
export const cartAddKeys = pgTable(
  'cart_add_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<'api' | 'page'>().notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);
