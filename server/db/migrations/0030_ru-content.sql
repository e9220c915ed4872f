ALTER TABLE "products" ADD COLUMN "name_ru" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ru" text;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "name_ru" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_ru" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "description_ru" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "name_ru" text;