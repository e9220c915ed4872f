ALTER TABLE "products" ADD COLUMN "name_ru" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ru" text;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "name_ru" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_ru" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "description_ru" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "name_ru" text;--> statement-breakpoint
-- The Russian name and description are shown by the catalogue cache like the Azerbaijani ones:
-- their change bumps the catalogue's version too (decision 0071, migration 0019; tests/api/stock-fast-path.test.ts).
DROP TRIGGER products_update_bump_catalog_version ON products;--> statement-breakpoint
CREATE TRIGGER products_update_bump_catalog_version AFTER UPDATE OF
  id, name, name_folded, description, category, images, in_stock, price_qepik, created_at, updated_at,
  species, pack_size, manufacturer, country, sku, barcode, registration_number, rx,
  withdrawal_meat_days, withdrawal_milk_days, withdrawal_eggs_days, storage_min_c, storage_max_c,
  cold_chain, leaflet, family_id, search_doc, search_version, track_stock, low_stock_threshold,
  substance_keys, name_ru, description_ru
  ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
