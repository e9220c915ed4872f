CREATE TABLE "product_facets" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"available" boolean NOT NULL,
	"species" text[] NOT NULL,
	"substance_keys" text[] NOT NULL,
	"manufacturer" text,
	"rx" boolean NOT NULL,
	"withdrawal_meat_days" smallint,
	"withdrawal_milk_days" smallint
);
--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_facets_species_gin" ON "product_facets" USING gin ("species");--> statement-breakpoint
CREATE INDEX "product_facets_substance_keys_gin" ON "product_facets" USING gin ("substance_keys");--> statement-breakpoint
CREATE INDEX "product_facets_category_idx" ON "product_facets" USING btree ("category");--> statement-breakpoint
-- The triggers are product_facets' only writer (decision 0064): any write to products (the
-- seller's forms, stock changes and orders, the import, the seed, the benchmark's generator, a
-- restore) keeps its row in the same transaction; a delete cascades through the foreign key.
-- "available" is domain/stock.ts isAvailable, as availableSql (server/services/stock.ts) writes it.
CREATE FUNCTION product_facets_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_facets (product_id, category, available, species, substance_keys, manufacturer, rx,
    withdrawal_meat_days, withdrawal_milk_days)
  VALUES (NEW.id, NEW.category, NEW.in_stock AND (NOT NEW.track_stock OR NEW.stock_quantity > 0), NEW.species,
    NEW.substance_keys, NEW.manufacturer, NEW.rx, NEW.withdrawal_meat_days, NEW.withdrawal_milk_days)
  ON CONFLICT (product_id) DO UPDATE SET category = EXCLUDED.category, available = EXCLUDED.available,
    species = EXCLUDED.species, substance_keys = EXCLUDED.substance_keys, manufacturer = EXCLUDED.manufacturer,
    rx = EXCLUDED.rx, withdrawal_meat_days = EXCLUDED.withdrawal_meat_days,
    withdrawal_milk_days = EXCLUDED.withdrawal_milk_days;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_facets_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION product_facets_keep();
--> statement-breakpoint
-- only when a filtered fact changes: a stock change that leaves the product available writes nothing
CREATE TRIGGER products_facets_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    (OLD.category, OLD.species, OLD.substance_keys, OLD.manufacturer, OLD.rx, OLD.withdrawal_meat_days,
      OLD.withdrawal_milk_days, OLD.in_stock AND (NOT OLD.track_stock OR OLD.stock_quantity > 0))
    IS DISTINCT FROM
    (NEW.category, NEW.species, NEW.substance_keys, NEW.manufacturer, NEW.rx, NEW.withdrawal_meat_days,
      NEW.withdrawal_milk_days, NEW.in_stock AND (NOT NEW.track_stock OR NEW.stock_quantity > 0))
  ) EXECUTE FUNCTION product_facets_keep();
--> statement-breakpoint
INSERT INTO product_facets (product_id, category, available, species, substance_keys, manufacturer, rx,
  withdrawal_meat_days, withdrawal_milk_days)
SELECT id, category, in_stock AND (NOT track_stock OR stock_quantity > 0), species, substance_keys, manufacturer, rx,
  withdrawal_meat_days, withdrawal_milk_days
FROM products;
