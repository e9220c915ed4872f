/** The stock ledger and the catalogue imports waiting for confirmation (issue 24). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { StockReason } from '../../../domain/stock/stock-reasons.ts';
import { bytea, createdAt, id } from './columns.ts';
import { sellers } from './accounts.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';
import { batches } from './batches.ts';

/** Every change of a product's quantity (issue 24): how much, the quantity after it and why.
 * The rows go with their product; an order's or seller's deletion leaves them, unlinked. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order's number, kept when the order is deleted (as order_events does). */
    orderNumber: integer('order_number'),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    /** The batch moved (issue 41); null for a product not batch-tracked. */
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // the product's ledger, newest first (the shared keyset on created_at, id)
    index('stock_ledger_product_idx').on(t.productId, t.createdAt, t.id),
    index('stock_ledger_order_idx').on(t.orderId),
    check(
      'stock_ledger_reason',
      sql`${t.reason} in ('order', 'cancel', 'correction', 'import', 'delete', 'receipt', 'write_off', 'batch_swap')`,
    ),
  ],
);

export type ImportStatus = 'reading' | 'ready' | 'applying' | 'applied' | 'failed';

/** A catalogue import between upload and confirmation (decision 0063): kept in the database, not
 * in one instance's memory, so the confirmation and the progress polls may reach any instance.
 * `plan` is what the confirmation writes; `summary` what the preview shows. */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: uuid('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull().default(''),
    status: text('status').$type<ImportStatus>().notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    message: text('message').notNull().default(''),
    summary: jsonb('summary'),
    plan: jsonb('plan'),
    createdAt: createdAt(),
  },
  (t) => [index('catalog_imports_created_idx').on(t.createdAt)],
);

/** The ZIP's pictures a waiting import uses, checked, stored as images only when it is applied. */
export const catalogImportFiles = pgTable(
  'catalog_import_files',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.name] })],
);
