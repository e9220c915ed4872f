/** What the shop says of itself: news, its details and policies, its delivery zones. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ShopSettings } from '../../../domain/settings/settings-schema.ts';
import { createdAt, id } from './columns.ts';

export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The Russian title and text (issue 36); null: not written, the Azerbaijani shown. */
    titleRu: text('title_ru'),
    descriptionRu: text('description_ru'),
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
  /** The Russian name (issue 36); null: the Azerbaijani one shown. */
  nameRu: text('name_ru'),
  /** Area keys (domain/delivery/places.ts): `Bakı/Nəsimi`, `Gəncə`… */
  areas: text('areas').array().notNull(),
  feeQepik: integer('fee_qepik').notNull(),
  freeOverQepik: integer('free_over_qepik'),
  daysMin: integer('days_min').notNull(),
  daysMax: integer('days_max').notNull(),
  cod: boolean('cod').notNull(),
  position: integer('position').notNull(),
});
