ALTER TABLE "audit_log" ADD COLUMN "related_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_related_idx" ON "audit_log" USING gin ("related_ids");