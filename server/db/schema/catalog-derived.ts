/** Tables the database keeps by triggers from what the shop writes (the migrations each names): no
 * service writes them (facet_groups' compaction is its migration's function); a backup leaves facet_groups
 * and search_words out (server/db/backup.ts). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The facet counts' source (decision 0064): products grouped by everything the filters and the
 * storefront's list read (category, availability, species, substances, manufacturer, Rx, no meat /
 * milk withdrawal), `n` products each — a quarter of the rows of products at 100 000 generated
 * ones, ~80 bytes each instead of ~800. Written only by the triggers on products (migration 0020),
 * in the writing statement's transaction, as signed deltas: a product changed from one group to
 * another adds a −1 row and a +1 row, never updating a row another order may hold (no lock
 * waits, no deadlocks); a group's count is the sum of its rows, and compactFacetGroups
 * (server/services/catalog/facet-groups.ts) folds the rows of each group into one from time to time.
 * `available` is domain/stock/stock.ts isAvailable, as availableSql writes it. */
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
