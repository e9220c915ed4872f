CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"areas" text[] NOT NULL,
	"fee_qepik" integer NOT NULL,
	"free_over_qepik" integer,
	"days_min" integer NOT NULL,
	"days_max" integer NOT NULL,
	"cod" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_qepik" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
-- The shop's settings and zones are shown on every cached page: a write raises the
-- catalogue version like a product's does (decision 0019, migration catalog-version-triggers).
CREATE TRIGGER shop_settings_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER delivery_zones_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_zones
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
