CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"voen" text NOT NULL,
	"type" text NOT NULL,
	"legal_address" text NOT NULL,
	"phone" text NOT NULL,
	"licence_number" text,
	"licence_expires" date,
	"licence_file" "bytea",
	"licence_file_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"group_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_status" CHECK ("companies"."status" in ('pending', 'approved', 'rejected', 'suspended')),
	CONSTRAINT "companies_type" CHECK ("companies"."type" in ('clinic', 'pharmacy', 'farm', 'petshop', 'other'))
);
--> statement-breakpoint
CREATE TABLE "company_invites" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"catalogue_bp" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_groups_bp" CHECK ("customer_groups"."catalogue_bp" is null or "customer_groups"."catalogue_bp" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "group_category_discounts" (
	"group_id" uuid NOT NULL,
	"category" text NOT NULL,
	"bp" integer NOT NULL,
	CONSTRAINT "group_category_discounts_group_id_category_pk" PRIMARY KEY("group_id","category"),
	CONSTRAINT "group_category_bp" CHECK ("group_category_discounts"."bp" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "group_price_breaks" (
	"group_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"min_quantity" integer NOT NULL,
	"unit_qepik" integer NOT NULL,
	CONSTRAINT "group_price_breaks_group_id_product_id_min_quantity_pk" PRIMARY KEY("group_id","product_id","min_quantity"),
	CONSTRAINT "group_price_breaks_values" CHECK ("group_price_breaks"."min_quantity" >= 2 and "group_price_breaks"."unit_qepik" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_products" (
	"group_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_qepik" integer,
	"min_quantity" integer,
	"increment" integer,
	"max_quantity" integer,
	CONSTRAINT "group_products_group_id_product_id_pk" PRIMARY KEY("group_id","product_id"),
	CONSTRAINT "group_products_price" CHECK ("group_products"."price_qepik" is null or "group_products"."price_qepik" >= 0),
	CONSTRAINT "group_products_rule" CHECK (coalesce("group_products"."min_quantity", 1) >= 1 and coalesce("group_products"."increment", 1) >= 1 and coalesce("group_products"."max_quantity", 1) >= 1)
);
--> statement-breakpoint
CREATE TABLE "trade_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"group_name" text,
	"licence_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_category_discounts" ADD CONSTRAINT "group_category_discounts_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_price_breaks" ADD CONSTRAINT "group_price_breaks_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_price_breaks" ADD CONSTRAINT "group_price_breaks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_products" ADD CONSTRAINT "group_products_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_products" ADD CONSTRAINT "group_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_voen_idx" ON "companies" USING btree ("voen");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "company_invites_company_idx" ON "company_invites" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_name_idx" ON "customer_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "group_products_product_idx" ON "group_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "trade_orders_company_idx" ON "trade_orders" USING btree ("company_id","created_at");--> statement-breakpoint
-- A price list's change raises the catalogue version like a product's (migration 0010), so no
-- cache keeps a trade price past the rule that made it (decision 0092).
CREATE TRIGGER customer_groups_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customer_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER group_category_discounts_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_category_discounts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER group_products_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER group_price_breaks_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_price_breaks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
