/** Batches, receipts and what each order took of which batch (issue 41, decision 0129). */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ExpiryPrecision } from '../../../domain/stock/batches.ts';
import { createdAt, id } from './columns.ts';
import { sellers } from './accounts.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';

/** A goods-in document: who supplied what, when, under which document number. */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    supplier: text('supplier').notNull(),
    receivedOn: date('received_on').notNull(),
    documentNumber: text('document_number').notNull().default(''),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('receipts_received_idx').on(t.receivedOn, t.id)],
);

/** A product's batch (seriya). The number '' with no expiry is the "köhnə qalıq": the stock the
 * shop had before batches, one per product, sold first. `quantity` is what is on hand; the sum of
 * a batch-tracked product's batches is its stock_quantity (change_stock keeps both). `expiry` is
 * the last day it may be used: a month's expiry is stored as that month's last day. */
export const batches = pgTable(
  'batches',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    expiry: date('expiry'),
    expiryPrecision: text('expiry_precision').$type<ExpiryPrecision>().notNull().default('month'),
    quantity: integer('quantity').notNull().default(0),
    blocked: boolean('blocked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('batches_quantity_nonneg', sql`${t.quantity} >= 0`),
    check('batches_expiry_precision', sql`${t.expiryPrecision} in ('month', 'day')`),
    uniqueIndex('batches_product_number_idx').on(t.productId, t.number),
    // the expiry overview: what expires soon among what is on hand
    index('batches_expiry_idx')
      .on(t.expiry)
      .where(sql`${t.quantity} > 0`),
  ],
);

/** A receipt's line: the product, the batch it went into, how many and, if known, the price paid. */
export const receiptLines = pgTable(
  'receipt_lines',
  {
    id: id(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    purchasePriceQepik: integer('purchase_price_qepik'),
  },
  (t) => [
    check('receipt_lines_quantity_pos', sql`${t.quantity} > 0`),
    index('receipt_lines_receipt_idx').on(t.receiptId),
    index('receipt_lines_batch_idx').on(t.batchId),
  ],
);

/** What an order's line took of each batch, with the batch's number and expiry as they were (a
 * recall reads these; the order's page, mail and documents show them). Kept when the order is
 * cancelled: the return is in the stock ledger. */
export const orderBatches = pgTable(
  'order_batches',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    batchNumber: text('batch_number').notNull(),
    expiry: date('expiry'),
    expiryPrecision: text('expiry_precision').$type<ExpiryPrecision>().notNull().default('month'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_batches_order_idx').on(t.orderId),
    // a recall: every order that took a batch
    index('order_batches_batch_idx').on(t.batchId),
  ],
);
