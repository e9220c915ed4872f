CREATE TABLE "leaflets" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_substances" (
	"product_id" uuid NOT NULL,
	"substance_id" uuid NOT NULL,
	"strength" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_substances_product_id_substance_id_pk" PRIMARY KEY("product_id","substance_id")
);
--> statement-breakpoint
CREATE TABLE "substances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_folded" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "species" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_size" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rx" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "withdrawal_meat_days" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "withdrawal_milk_days" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "withdrawal_eggs_days" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_min_c" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_max_c" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cold_chain" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "leaflet" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "family_id" uuid;--> statement-breakpoint
ALTER TABLE "product_substances" ADD CONSTRAINT "product_substances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_substances" ADD CONSTRAINT "product_substances_substance_id_substances_id_fk" FOREIGN KEY ("substance_id") REFERENCES "public"."substances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_substances_substance_idx" ON "product_substances" USING btree ("substance_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "substances_name_folded_idx" ON "substances" USING btree ("name_folded");--> statement-breakpoint
CREATE INDEX "substances_name_folded_trgm" ON "substances" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_species_gin" ON "products" USING gin ("species");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_barcode_idx" ON "products" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "products_family_idx" ON "products" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_withdrawal_days_check" CHECK ("withdrawal_meat_days" >= -1 AND "withdrawal_milk_days" >= -1 AND "withdrawal_eggs_days" >= -1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_storage_range_check" CHECK ("storage_min_c" <= "storage_max_c");--> statement-breakpoint
-- substances and a product's substance rows are catalogue too (decision 0019)
CREATE TRIGGER substances_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON substances
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER product_substances_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_substances
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
