/** Drizzle schema (docs/architecture.md §Data). Every id is a UUID; money is qəpik. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
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
import type { DeliverySnapshot } from '../../domain/delivery.ts';
import type { StockReason } from '../../domain/stock-reasons.ts';
import type { ShopSettings } from '../../domain/settings-schema.ts';
import type { AddressFields } from '../../domain/types.ts';

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
    /** The searched words in canonical form (domain/search-text.ts), kept by
     * server/services/search.ts; `searchVersion` names the rules that built it. */
    searchDoc: text('search_doc').notNull().default(''),
    searchVersion: smallint('search_version').notNull().default(0),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    inStock: boolean('in_stock').notNull().default(true),
    priceQepik: integer('price_qepik'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // the veterinary facts (decision 0042), all optional; substances in product_substances
    /** domain/vet.ts SPECIES codes, in the list's order */
    species: text('species')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    packSize: text('pack_size'),
    manufacturer: text('manufacturer'),
    country: text('country'),
    sku: text('sku'),
    barcode: text('barcode'),
    registrationNumber: text('registration_number'),
    rx: boolean('rx').notNull().default(false),
    /** days; -1: not for food-producing animals (domain/vet.ts); null: unknown */
    withdrawalMeatDays: smallint('withdrawal_meat_days'),
    withdrawalMilkDays: smallint('withdrawal_milk_days'),
    withdrawalEggsDays: smallint('withdrawal_eggs_days'),
    storageMinC: smallint('storage_min_c'),
    storageMaxC: smallint('storage_max_c'),
    coldChain: boolean('cold_chain').notNull().default(false),
    /** leaflets.name */
    leaflet: text('leaflet'),
    /** The substances' folded names (substances.name_folded), written with product_substances by
     * saveSubstances: the filter and its facet counts read this array's GIN index beside species'
     * (decision 0054), not a join over every product's substance rows. */
    substanceKeys: text('substance_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Pack sizes of one medicine share it: the id of the family's first product (no foreign key: it outlives that product). */
    familyId: uuid('family_id'),
    // stock quantities (issue 24, decision 0059): counted only when tracked; every change is a stock_ledger row
    trackStock: boolean('track_stock').notNull().default(false),
    /** Equals the sum of the product's stock_ledger deltas; changed only through server/services/stock.ts. */
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** "Few left" at or below this; null: domain/limits.ts LOW_STOCK_DEFAULT. */
    lowStockThreshold: integer('low_stock_threshold'),
  },
  (t) => [
    check('products_stock_quantity_nonneg', sql`${t.stockQuantity} >= 0`),
    check('products_low_stock_threshold_nonneg', sql`${t.lowStockThreshold} >= 0`),
    index('products_name_folded_trgm').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
    // the seller's list's LIKEs; the storefront's search reads every word's starts (decision 0068)
    index('products_search_doc_trgm').using('gin', sql`${t.searchDoc} gin_trgm_ops`),
    index('products_search_prefixes').using('gin', sql`search_prefixes(${t.searchDoc})`),
    // one index per list order and filter (keyset pages, docs/architecture.md §Scale): all, by
    // category, by stock, by both; each ends in (created_at, id), read backwards
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_category_idx').on(t.category, t.createdAt, t.id),
    index('products_stock_created_idx').on(t.inStock, t.createdAt, t.id),
    index('products_category_stock_idx').on(t.category, t.inStock, t.createdAt, t.id),
    index('products_species_gin').using('gin', t.species),
    index('products_substance_keys_gin').using('gin', t.substanceKeys),
    index('products_manufacturer_idx').on(t.manufacturer),
    uniqueIndex('products_sku_idx').on(t.sku),
    index('products_barcode_idx').on(t.barcode),
    index('products_family_idx').on(t.familyId),
  ],
);

/** The facet counts' source (decision 0064): products grouped by everything the filters and the
 * storefront's list read (category, availability, species, substances, manufacturer, Rx, no meat /
 * milk withdrawal), `n` products each — a quarter of the rows of products at 100 000 generated
 * ones, ~80 bytes each instead of ~800. Written only by the triggers on products (migration 0020),
 * in the writing statement's transaction, as signed deltas: a product changed from one group to
 * another adds a −1 row and a +1 row, never updating a row another order may hold (no lock
 * waits, no deadlocks); a group's count is the sum of its rows, and compactFacetGroups
 * (server/services/facet-groups.ts) folds the rows of each group into one from time to time.
 * `available` is domain/stock.ts isAvailable, as availableSql writes it. */
export const facetGroups = pgTable(
  'facet_groups',
  {
    category: text('category').notNull(),
    available: boolean('available').notNull(),
    species: text('species').array().notNull(),
    substanceKeys: text('substance_keys').array().notNull(),
    manufacturer: text('manufacturer'),
    rx: boolean('rx').notNull(),
    noMeatWithdrawal: boolean('no_meat_withdrawal').notNull(),
    noMilkWithdrawal: boolean('no_milk_withdrawal').notNull(),
    /** Products in the group, or a change of it (±) until the rows are compacted. */
    n: integer('n').notNull(),
    /** Written by the compaction (the group's one row); a trigger's change row is false. */
    compacted: boolean('compacted').notNull().default(false),
  },
  (t) => [
    index('facet_groups_species_gin').using('gin', t.species),
    index('facet_groups_substance_keys_gin').using('gin', t.substanceKeys),
    // "is there anything to compact?" answered without reading the groups
    index('facet_groups_changes_idx')
      .on(t.compacted)
      .where(sql`not ${t.compacted}`),
  ],
);

/** Active substances, one row each, shared by every product (decision 0042);
 * `name_folded` (domain/search-folding.ts fold) is the key in addresses and for search. */
export const substances = pgTable(
  'substances',
  {
    id: id(),
    name: text('name').notNull(),
    nameFolded: text('name_folded').notNull(),
    /** The name's words in the search's canonical form (server/services/search-document.ts): the suggestions. */
    searchDoc: text('search_doc').notNull().default(''),
    searchVersion: smallint('search_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('substances_name_folded_idx').on(t.nameFolded),
    index('substances_name_folded_trgm').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
    index('substances_search_doc_trgm').using('gin', sql`${t.searchDoc} gin_trgm_ops`),
  ],
);

/** A product's active substances with their strength, in the seller's order. */
export const productSubstances = pgTable(
  'product_substances',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    substanceId: uuid('substance_id')
      .notNull()
      .references(() => substances.id, { onDelete: 'restrict' }),
    strength: text('strength').notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.substanceId] }),
    index('product_substances_substance_idx').on(t.substanceId, t.productId),
  ],
);

/** Leaflet PDFs, stored like images so every instance serves them: `{sha256}.pdf`. */
export const leaflets = pgTable('leaflets', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

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
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('news_created_idx').on(t.createdAt, t.id),
    index('news_seen_created_idx').on(t.seen, t.createdAt, t.id),
  ],
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
  (t) => [uniqueIndex('users_email_idx').on(t.email), index('users_created_idx').on(t.createdAt, t.id)],
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
    /** The address checkout chooses first; at most one per customer. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Password-reset links: single use, 1 hour; the row keeps only the token's SHA-256. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** An order's copy of its address (domain/types.ts AddressFields), with the id it was copied from. */
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
    /** What the customer pays: the goods and the delivery fee. */
    amountQepik: integer('amount_qepik').notNull(),
    deliveryFeeQepik: integer('delivery_fee_qepik').notNull().default(0),
    /** The zone, fee and promised days when placed; null for orders placed before zones existed. */
    delivery: jsonb('delivery').$type<DeliverySnapshot>(),
    /** `fold()` of the customer's and recipient's names and e-mail, and the phone's digits: the seller's search. */
    searchFolded: text('search_folded').notNull().default(''),
    /** Holds a prescription-only item: the seller's list marks it (decision 0053). */
    rx: boolean('rx').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
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

/** Mail waiting to be sent (server/mail): written in the same transaction as
 * what it reports, sent after the commit by the mailer, retried with backoff. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    /** Also the lease: a mailer that claims a row moves this forward, so another instance skips it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

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

/** Rate-limit counters shared by every app instance (docs/architecture.md §Scale): one row per
 * key (tier and client address, or account and address), a fixed window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** One row: the catalogue's version, raised by a trigger on every write to
 * products or news (migration catalog-version-triggers), so every app
 * instance can tell in one cheap read that its cached catalogue is stale. */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** The typo step's vocabulary (docs/decisions/0068): each word of the products'
 * search documents a typo may be forgiven in (4+ characters with a letter: no
 * code, no number), once. A trigger on products adds the words of every
 * written document (migration search-words); a word no document has any more
 * stays and finds nothing. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** One row: the shop's own details and policies (issue 25), edited at
 * /seller/settings; a trigger raises the catalogue version on every write, so
 * every instance's cached pages pick a change up (decision 0019). */
export const shopSettings = pgTable('shop_settings', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').$type<ShopSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where the shop delivers, at what fee and in how many working days (issue 25). */
export const deliveryZones = pgTable('delivery_zones', {
  id: id(),
  name: text('name').notNull(),
  /** Area keys (domain/places.ts): `Bakı/Nəsimi`, `Gəncə`… */
  areas: text('areas').array().notNull(),
  feeQepik: integer('fee_qepik').notNull(),
  freeOverQepik: integer('free_over_qepik'),
  daysMin: integer('days_min').notNull(),
  daysMax: integer('days_max').notNull(),
  cod: boolean('cod').notNull(),
  position: integer('position').notNull(),
});

export { STOCK_REASONS, type StockReason } from '../../domain/stock-reasons.ts';

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
    createdAt: createdAt(),
  },
  (t) => [
    // the product's ledger, newest first (the shared keyset on created_at, id)
    index('stock_ledger_product_idx').on(t.productId, t.createdAt, t.id),
    index('stock_ledger_order_idx').on(t.orderId),
    check('stock_ledger_reason', sql`${t.reason} in ('order', 'cancel', 'correction', 'import', 'delete')`),
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
