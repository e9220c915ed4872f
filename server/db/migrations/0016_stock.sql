CREATE TABLE "stock_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"order_number" integer,
	"seller_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_reason" CHECK ("stock_ledger"."reason" in ('order', 'cancel', 'correction', 'import', 'delete'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "track_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_ledger_product_idx" ON "stock_ledger" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_order_idx" ON "stock_ledger" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_quantity_nonneg" CHECK ("products"."stock_quantity" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_nonneg" CHECK ("products"."low_stock_threshold" >= 0);--> statement-breakpoint
-- A write to products raises the catalogue version (0010) unless it changed the quantity alone:
-- an order must neither drop every instance's cached catalogue nor queue on the version's one row
-- (decision 0059). server/services/stock.ts raises it itself when what the storefront shows changes.
CREATE FUNCTION raise_catalog_version() RETURNS void LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  PERFORM pg_notify('catalog_version', v::text);
END $$;
--> statement-breakpoint
CREATE FUNCTION bump_catalog_version_unless_stock_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM changed_new n JOIN changed_old o ON o.id = n.id
    WHERE to_jsonb(n) - 'stock_quantity' IS DISTINCT FROM to_jsonb(o) - 'stock_quantity'
  ) THEN
    PERFORM raise_catalog_version();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER products_bump_catalog_version ON products;
--> statement-breakpoint
CREATE TRIGGER products_bump_catalog_version AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER products_update_bump_catalog_version AFTER UPDATE ON products
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_unless_stock_only();
