DROP INDEX "orders_created_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_folded" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","number");--> statement-breakpoint
CREATE INDEX "orders_search_trgm" ON "orders" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","number");