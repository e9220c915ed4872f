DROP INDEX "news_created_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "news_seen_created_idx" ON "news" USING btree ("seen","created_at","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_stock_created_idx" ON "products" USING btree ("in_stock","created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_stock_idx" ON "products" USING btree ("category","in_stock","created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","created_at","id");