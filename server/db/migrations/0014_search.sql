-- levenshtein_less_equal() for the typo budgets (server/services/search.ts); shipped with PostgreSQL as pg_trgm is
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_doc_trgm" ON "products" USING gin ("search_doc" gin_trgm_ops);