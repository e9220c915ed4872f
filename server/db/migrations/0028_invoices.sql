CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"order_round" smallint DEFAULT 1 NOT NULL,
	"user_id" uuid,
	"company_id" uuid,
	"credit_of" uuid,
	"net_qepik" integer NOT NULL,
	"vat_qepik" integer NOT NULL,
	"total_qepik" integer NOT NULL,
	"buyer_voen" text,
	"buyer_name" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"issued_by" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice', 'credit')),
	CONSTRAINT "invoices_credit" CHECK (("invoices"."kind" = 'credit') = ("invoices"."credit_of" is not null))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_seq_idx" ON "invoices" USING btree ("kind","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_round_idx" ON "invoices" USING btree ("order_id","order_round") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_of_idx" ON "invoices" USING btree ("credit_of");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
-- An issued invoice or credit note never changes (issue 34 item 3): a correction is a credit note.
CREATE FUNCTION invoices_issued_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoices are issued documents: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_no_change BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_issued_never_change();--> statement-breakpoint
CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_issued_never_change();
