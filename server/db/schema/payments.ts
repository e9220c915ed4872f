/** Money in (issue 34, decisions 0105, 0106): payments recorded against orders, append-only (a
 * correction is a reversing entry, the migration's trigger refuses an UPDATE or DELETE), and the
 * reminders sent, one row per order and kind, so a reminder is sent once by whichever instance
 * inserts it first. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** No foreign key: a payment is a business record and outlives a deleted order (its number stays). */
    orderId: uuid('order_id').notNull(),
    orderNumber: integer('order_number').notNull(),
    /** The buying company (trade_orders), for its balance; no foreign key either. */
    companyId: uuid('company_id'),
    /** Qəpik; negative for a reversing entry. */
    amountQepik: integer('amount_qepik').notNull(),
    paidOn: date('paid_on').notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    /** The caller's key (Idempotency-Key, the form's token or the bank reference): the same payment
     * sent twice is stored once. */
    key: text('key'),
    /** The payment this entry reverses; a payment is reversed at most once. */
    reverses: uuid('reverses'),
    createdBy: text('created_by').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('payments_key_idx').on(t.key),
    uniqueIndex('payments_reverses_idx').on(t.reverses),
    check('payments_method', sql`${t.method} in ('bank', 'cash', 'card')`),
    check('payments_amount', sql`${t.amountQepik} <> 0`),
  ],
);

/** A reminder (or the cancellation) done for an order: `kind` is one of domain/payments/reminders.ts. */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    orderId: uuid('order_id').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);
