/** Stored files every instance serves from the database: pictures and leaflets. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';

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
