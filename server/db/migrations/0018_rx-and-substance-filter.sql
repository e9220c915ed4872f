CREATE TABLE "order_prescriptions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"vet_name" text DEFAULT '' NOT NULL,
	"clinic" text DEFAULT '' NOT NULL,
	"photo" "bytea",
	"checked_at" timestamp with time zone,
	"checked_by" text
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "rx" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "withdrawal_meat_days" smallint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "withdrawal_milk_days" smallint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "withdrawal_eggs_days" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rx" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "substance_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_prescriptions" ADD CONSTRAINT "order_prescriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_substance_keys_gin" ON "products" USING gin ("substance_keys");--> statement-breakpoint
-- the products that already have substances: their keys in the seller's order (decision 0054)
UPDATE "products" p SET "substance_keys" = k.keys
FROM (
  SELECT ps.product_id, array_agg(s.name_folded ORDER BY ps.position, s.name_folded) AS keys
  FROM "product_substances" ps JOIN "substances" s ON s.id = ps.substance_id
  GROUP BY ps.product_id
) k
WHERE p.id = k.product_id;
