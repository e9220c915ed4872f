ALTER TABLE "users" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lang_check" CHECK ("users"."lang" in ('az', 'ru'));