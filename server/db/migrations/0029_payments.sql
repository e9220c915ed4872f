CREATE TABLE "payment_reminders" (
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"company_id" uuid,
	"amount_qepik" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"key" text,
	"reverses" uuid,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('bank', 'cash', 'card')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_qepik" <> 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'cod' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_days" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "terms_days" smallint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "credit_limit_qepik" integer;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_company_idx" ON "payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_key_idx" ON "payments" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reverses_idx" ON "payments" USING btree ("reverses");--> statement-breakpoint
-- Orders placed before payment methods: a zone without cash was prepaid by bank transfer.
UPDATE "orders" SET "payment_method" = 'prepay' WHERE "payment_type" = 'TRANSFER';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("payment_method" in ('cod', 'prepay', 'terms'));--> statement-breakpoint
-- Payments are append-only (issue 34): a correction is a reversing entry, never an edit.
CREATE FUNCTION payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payments are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER payments_no_change BEFORE UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION payments_append_only();
