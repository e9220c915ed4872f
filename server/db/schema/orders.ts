/** Orders, their lines, prescriptions and history. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliverySnapshot } from '../../../domain/delivery/delivery.ts';
import type { AddressFields } from '../../../domain/shared/types.ts';
import { bytea, createdAt, id } from './columns.ts';
import { users } from './accounts.ts';
import { products } from './products.ts';

/** An order's copy of its address (domain/shared/types.ts AddressFields), with the id it was copied from. */
export type AddressSnapshot = AddressFields & { id: string | null };

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The short number customers and staff say on the phone (10001, 10002, …); the UUID stays the API id. */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ name: 'orders_number_seq', startWith: 10001 }),
    /** Kept when the customer is deleted: orders are business records. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    status: text('status').notNull(),
    paymentType: text('payment_type').notNull().default('COD'),
    isPaid: boolean('is_paid').notNull().default(false),
    /** How it is paid (issue 34, decision 0105): 'cod' on delivery, 'prepay' by bank transfer before,
     * 'terms' by transfer after delivery within the company's credit limit; `paymentType` is its
     * spec view (domain/payments/methods.ts `paymentTypeOf`). */
    paymentMethod: text('payment_method').notNull().default('cod'),
    /** Net days of an order on terms, as the company had them when it ordered. */
    termsDays: smallint('terms_days'),
    /** When an order on terms falls due: its completion (delivery) plus `termsDays`. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** What the customer pays: the goods and the delivery fee. */
    amountQepik: integer('amount_qepik').notNull(),
    deliveryFeeQepik: integer('delivery_fee_qepik').notNull().default(0),
    /** The zone, fee and promised days when placed; null for orders placed before zones existed. */
    delivery: jsonb('delivery').$type<DeliverySnapshot>(),
    /** The address named no zone: the fee is not known until the seller sets it (decision 0078);
     * meanwhile amount is the goods alone, and the order cannot be accepted. */
    deliveryToAgree: boolean('delivery_to_agree').notNull().default(false),
    /** `fold()` of the customer's and recipient's names and e-mail, and the phone's digits: the seller's search. */
    searchFolded: text('search_folded').notNull().default(''),
    /** Holds a prescription-only item: the seller's list marks it (decision 0053). */
    rx: boolean('rx').notNull().default(false),
    /** The storefront language the order was placed in (issue 36 item 4): the customer's e-mails
     * about it are written in it; orders placed before are Azerbaijani. */
    lang: text('lang').$type<'az' | 'ru'>().notNull().default('az'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    check('orders_lang_check', sql`${t.lang} in ('az', 'ru')`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // the seller's list: newest first (the shared keyset on created_at, id), whole or by status
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_search_trgm').using('gin', sql`${t.searchFolded} gin_trgm_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The live product, while it exists; the snapshot below is what was sold. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The product's Russian name as sold (issue 36); null: none was written. */
    nameRu: text('name_ru'),
    category: text('category').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    unitPriceQepik: integer('unit_price_qepik'),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    /** The facts the delivery note prints, as sold (decision 0053): Rx, and withdrawal days as products keep them. */
    rx: boolean('rx').notNull().default(false),
    withdrawalMeatDays: smallint('withdrawal_meat_days'),
    withdrawalMilkDays: smallint('withdrawal_milk_days'),
    withdrawalEggsDays: smallint('withdrawal_eggs_days'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** The prescription of an order holding Rx items (decision 0053): the vet and clinic the customer
 * named and/or the photo (re-encoded WebP, without metadata), private to the seller; the check's who and when. */
export const orderPrescriptions = pgTable('order_prescriptions', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  vetName: text('vet_name').notNull().default(''),
  clinic: text('clinic').notNull().default(''),
  photo: bytea('photo'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  checkedBy: text('checked_by'),
});

/** Every change of an order (who, when, from, to), its deletion included; a
 * deleted order's rows stay (order_id becomes null, the number remains). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: integer('order_number').notNull(),
    actor: text('actor').$type<'customer' | 'seller' | 'system'>().notNull(),
    actorEmail: text('actor_email'),
    fromStatus: text('from_status'),
    /** A status, or 'deleted'. */
    toStatus: text('to_status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    index('order_events_number_idx').on(t.orderNumber),
  ],
);
