/** Trade customers (issue 33, decisions 0091, 0092): customer groups and their price lists,
 * companies and their people, invitations. Money is qəpik; a percentage is hundredths of a
 * percent (domain/trade/pricing.ts). Writes to a price list raise the catalogue version
 * (the migration's triggers), so a cached trade price never outlives its rule. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';

export const customerGroups = pgTable(
  'customer_groups',
  {
    id: id(),
    name: text('name').notNull(),
    /** % off the whole catalogue, hundredths of a percent; null: none. */
    catalogueBp: integer('catalogue_bp'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_groups_name_idx').on(sql`lower(${t.name})`),
    check('customer_groups_bp', sql`${t.catalogueBp} is null or ${t.catalogueBp} between 0 and 9999`),
  ],
);

export const groupCategoryDiscounts = pgTable(
  'group_category_discounts',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    bp: integer('bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.category] }),
    check('group_category_bp', sql`${t.bp} between 0 and 9999`),
  ],
);

/** A product in a group's list: its own price and/or its quantity rule. */
export const groupProducts = pgTable(
  'group_products',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceQepik: integer('price_qepik'),
    minQuantity: integer('min_quantity'),
    increment: integer('increment'),
    maxQuantity: integer('max_quantity'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.productId] }),
    index('group_products_product_idx').on(t.productId),
    check('group_products_price', sql`${t.priceQepik} is null or ${t.priceQepik} >= 0`),
    check(
      'group_products_rule',
      sql`coalesce(${t.minQuantity}, 1) >= 1 and coalesce(${t.increment}, 1) >= 1 and coalesce(${t.maxQuantity}, 1) >= 1`,
    ),
  ],
);

/** "10 ədəddən 9,20 ₼": from `minQuantity` pieces, `unitQepik` a piece. */
export const groupPriceBreaks = pgTable(
  'group_price_breaks',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    unitQepik: integer('unit_qepik').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.productId, t.minQuantity] }),
    check('group_price_breaks_values', sql`${t.minQuantity} >= 2 and ${t.unitQepik} >= 0`),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: id(),
    legalName: text('legal_name').notNull(),
    voen: text('voen').notNull(),
    type: text('type').notNull(),
    legalAddress: text('legal_address').notNull(),
    phone: text('phone').notNull(),
    licenceNumber: text('licence_number'),
    licenceExpires: date('licence_expires'),
    /** The licence scan: a PDF as sent, or a photo re-encoded as WebP; only the seller reads it. */
    licenceFile: bytea('licence_file'),
    licenceFileType: text('licence_file_type'),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    groupId: uuid('group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Payment terms the seller gave (issue 34): net days from delivery and the credit limit; null: none. */
    termsDays: smallint('terms_days'),
    creditLimitQepik: integer('credit_limit_qepik'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('companies_voen_idx').on(t.voen),
    index('companies_status_idx').on(t.status, t.createdAt),
    check('companies_status', sql`${t.status} in ('pending', 'approved', 'rejected', 'suspended')`),
    check('companies_type', sql`${t.type} in ('clinic', 'pharmacy', 'farm', 'petshop', 'other')`),
  ],
);

/** A company's people: ordinary customer accounts, each in at most one company. */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'owner': applied and invites; 'member': joined by an invitation. */
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId)],
);

/** Single-use, expiring invitations to join a company; the row keeps only the token's SHA-256. */
export const companyInvites = pgTable(
  'company_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('company_invites_company_idx').on(t.companyId, t.createdAt)],
);

/** An order placed by a company's buyer: which company, and the licence number that stood
 * for a prescription (issue 33 item 4). Beside `orders`, so the order's own table is unchanged. */
export const tradeOrders = pgTable(
  'trade_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    groupName: text('group_name'),
    /** The licence that stood for a prescription, as it was when ordered (decision 0122). */
    licenceNumber: text('licence_number'),
    licenceExpires: date('licence_expires'),
    licenceCompany: text('licence_company'),
    createdAt: createdAt(),
  },
  (t) => [index('trade_orders_company_idx').on(t.companyId, t.createdAt)],
);
