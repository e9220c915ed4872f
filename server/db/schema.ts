/** Drizzle schema (DESIGN §3). Every id is a UUID; money is qəpik. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    /** `fold(name)`, kept so the trigram index serves the folded search. */
    nameFolded: text('name_folded').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    inStock: boolean('in_stock').notNull().default(true),
    priceQepik: integer('price_qepik'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_name_folded_trgm').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
    index('products_category_idx').on(t.category, t.createdAt),
  ],
);

/** One row per stored width of an upload: `{hash}-{width}.webp`. */
export const images = pgTable('images', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('news_created_idx').on(t.createdAt)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    cart: jsonb('cart').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sellers_email_idx').on(t.email)],
);

/** Revocable sessions; the cookie holds the token, the row its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_seller_idx').on(t.sellerId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default(''),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export type AddressSnapshot = {
  id: string | null;
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
};

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Kept when the customer is deleted: orders are business records. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    status: text('status').notNull(),
    paymentType: text('payment_type').notNull().default('COD'),
    isPaid: boolean('is_paid').notNull().default(false),
    amountQepik: integer('amount_qepik').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt), index('orders_created_idx').on(t.createdAt)],
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
    category: text('category').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    unitPriceQepik: integer('unit_price_qepik'),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** One row: the catalogue's version, raised by a trigger on every write to
 * products or news (migration catalog-version-triggers), so every app
 * instance can tell in one cheap read that its cached catalogue is stale. */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
