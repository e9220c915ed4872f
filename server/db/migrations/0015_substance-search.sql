ALTER TABLE "substances" ADD COLUMN "search_doc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "substances" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "substances_search_doc_trgm" ON "substances" USING gin ("search_doc" gin_trgm_ops);