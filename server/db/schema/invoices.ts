/** Invoices and credit notes (issue 34 item 3, decisions 0108, 0110): each numbered from its own
 * counter row, locked in the transaction that writes the document, so the numbers have no gap
 * (a SEQUENCE would leave one on a rollback). An issued document is a snapshot of all it prints
 * and is never changed: the migration's triggers refuse UPDATE, DELETE and TRUNCATE. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DocumentSnapshot } from '../../../domain/invoices/types.ts';
import { id } from './columns.ts';

export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind').notNull(),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: text('kind').notNull(),
    year: smallint('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    /** No foreign keys: an issued document outlives its order, customer and company. */
    orderId: uuid('order_id').notNull(),
    orderNumber: integer('order_number').notNull(),
    /** the n-th invoice of its order (a credit note lets the order be invoiced again) */
    orderRound: smallint('order_round').notNull().default(1),
    userId: uuid('user_id'),
    companyId: uuid('company_id'),
    /** a credit note: the invoice it reverses */
    creditOf: uuid('credit_of'),
    netQepik: integer('net_qepik').notNull(),
    vatQepik: integer('vat_qepik').notNull(),
    totalQepik: integer('total_qepik').notNull(),
    buyerVoen: text('buyer_voen'),
    buyerName: text('buyer_name').notNull(),
    snapshot: jsonb('snapshot').$type<DocumentSnapshot>().notNull(),
    issuedBy: text('issued_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_seq_idx').on(t.kind, t.year, t.seq),
    uniqueIndex('invoices_order_round_idx')
      .on(t.orderId, t.orderRound)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_credit_of_idx').on(t.creditOf),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_kind', sql`${t.kind} in ('invoice', 'credit')`),
    check('invoices_credit', sql`(${t.kind} = 'credit') = (${t.creditOf} is not null)`),
  ],
);
