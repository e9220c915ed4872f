/** The catalogue's own tables: products, their active substances and the shared substance list. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { createdAt, id } from './columns.ts';

/** Its pages are half filled (fillfactor 50, migration 0022: drizzle-kit keeps no table storage
 * parameters), so a re-priced row's new version fits on its page and no index is written again. */
export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    /** `fold(name)`, kept so the trigram index serves the folded search. */
    nameFolded: text('name_folded').notNull(),
    /** The searched words in canonical form (domain/search/search-spelling.ts), kept by
     * server/services/search/search.ts; `searchVersion` names the rules that built it. */
    searchDoc: text('search_doc').notNull().default(''),
    searchVersion: smallint('search_version').notNull().default(0),
    description: text('description').notNull().default(''),
    /** The Russian name and description (issue 36); null: not written, the Azerbaijani shown. */
    nameRu: text('name_ru'),
    descriptionRu: text('description_ru'),
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
    /** domain/vet/vet.ts SPECIES codes, in the list's order */
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
    /** days; -1: not for food-producing animals (domain/vet/vet.ts); null: unknown */
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
    /** Equals the sum of the product's stock_ledger deltas; changed only through server/services/stock/stock.ts. */
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** What may be sold now (decision 0138): stock_quantity less the units of batches expired,
     * inside their last days or blocked; for a product without batches, stock_quantity. Kept by the
     * database (migration 0037); the storefront's stock rules read it. */
    sellableQuantity: integer('sellable_quantity').notNull().default(0),
    /** "Few left" at or below this; null: domain/shared/limits.ts LOW_STOCK_DEFAULT. */
    lowStockThreshold: integer('low_stock_threshold'),
    // batches and expiry (issue 41, decision 0129): null reads the category's default (domain/stock/batches.ts)
    batchTracked: boolean('batch_tracked'),
    /** "Not sold in its last N days"; null: the category's default. */
    sellWindowDays: smallint('sell_window_days'),
  },
  (t) => [
    check('products_stock_quantity_nonneg', sql`${t.stockQuantity} >= 0`),
    check('products_sellable_quantity_nonneg', sql`${t.sellableQuantity} >= 0`),
    check('products_low_stock_threshold_nonneg', sql`${t.lowStockThreshold} >= 0`),
    check('products_sell_window_days_nonneg', sql`${t.sellWindowDays} >= 0`),
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

/** Active substances, one row each, shared by every product (decision 0042);
 * `name_folded` (domain/search/search-folding.ts fold) is the key in addresses and for search. */
export const substances = pgTable(
  'substances',
  {
    id: id(),
    name: text('name').notNull(),
    nameFolded: text('name_folded').notNull(),
    /** The name's words in the search's canonical form (server/services/search/search-document.ts): the suggestions. */
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
