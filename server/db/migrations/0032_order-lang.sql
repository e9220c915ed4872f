ALTER TABLE "orders" ADD COLUMN "lang" text DEFAULT 'az' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lang_check" CHECK ("orders"."lang" in ('az', 'ru'));