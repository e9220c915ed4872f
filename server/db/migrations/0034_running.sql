CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"file" text DEFAULT '' NOT NULL,
	"size_bytes" bigint,
	"duration_ms" integer,
	"rows" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_idx" ON "alerts" USING btree ("kind","subject") WHERE "alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "alerts_opened_idx" ON "alerts" USING btree ("opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_slot_idx" ON "backup_runs" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");