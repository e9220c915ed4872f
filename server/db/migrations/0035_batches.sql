CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"number" text NOT NULL,
	"expiry" date,
	"expiry_precision" text DEFAULT 'month' NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_quantity_nonneg" CHECK ("batches"."quantity" >= 0),
	CONSTRAINT "batches_expiry_precision" CHECK ("batches"."expiry_precision" in ('month', 'day'))
);
--> statement-breakpoint
CREATE TABLE "order_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid,
	"quantity" integer NOT NULL,
	"batch_number" text NOT NULL,
	"expiry" date,
	"expiry_precision" text DEFAULT 'month' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"purchase_price_qepik" integer,
	CONSTRAINT "receipt_lines_quantity_pos" CHECK ("receipt_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier" text NOT NULL,
	"received_on" date NOT NULL,
	"document_number" text DEFAULT '' NOT NULL,
	"seller_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_ledger" DROP CONSTRAINT "stock_ledger_reason";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "batch_tracked" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sell_window_days" smallint;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_batches" ADD CONSTRAINT "order_batches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_batches" ADD CONSTRAINT "order_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_batches" ADD CONSTRAINT "order_batches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_product_number_idx" ON "batches" USING btree ("product_id","number");--> statement-breakpoint
CREATE INDEX "batches_expiry_idx" ON "batches" USING btree ("expiry") WHERE "batches"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "order_batches_order_idx" ON "order_batches" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_batches_batch_idx" ON "order_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "receipt_lines_receipt_idx" ON "receipt_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_lines_batch_idx" ON "receipt_lines" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "receipts_received_idx" ON "receipts" USING btree ("received_on","id");--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sell_window_days_nonneg" CHECK ("products"."sell_window_days" >= 0);--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_reason" CHECK ("stock_ledger"."reason" in ('order', 'cancel', 'correction', 'import', 'delete', 'receipt', 'write_off'));--> statement-breakpoint
-- Issue 41 (decision 0129). The catalogue trigger lists every column of products but stock_quantity
-- (migration 0019_stock-fast-path): the two new ones join it.
DROP TRIGGER products_update_bump_catalog_version ON products;
--> statement-breakpoint
CREATE TRIGGER products_update_bump_catalog_version AFTER UPDATE OF
  id, name, name_folded, description, category, images, in_stock, price_qepik, created_at, updated_at,
  species, pack_size, manufacturer, country, sku, barcode, registration_number, rx,
  withdrawal_meat_days, withdrawal_milk_days, withdrawal_eggs_days, storage_min_c, storage_max_c,
  cold_chain, leaflet, family_id, search_doc, search_version, track_stock, low_stock_threshold,
  substance_keys, name_ru, description_ru, batch_tracked, sell_window_days
  ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
-- The category defaults of domain/batches.ts (tests/api/batches-model.test.ts checks they agree).
CREATE FUNCTION batch_tracked_default(p_category text) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$ SELECT p_category <> 'Digər' $$;
--> statement-breakpoint
CREATE FUNCTION sell_window_default(p_category text) RETURNS int
  LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN p_category = 'Digər' THEN 0 ELSE 30 END $$;
--> statement-breakpoint
-- The shop's today (Baku): an expiry is a day in Baku, whatever the session's time zone.
CREATE FUNCTION shop_today() RETURNS date
  LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE 'Asia/Baku')::date $$;
--> statement-breakpoint
-- The product's "köhnə qalıq" batch (number '', no expiry), made when first needed.
CREATE FUNCTION old_stock_batch(p_product uuid) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE v_id uuid;
BEGIN
  SELECT id INTO v_id FROM batches WHERE product_id = p_product AND number = '';
  IF v_id IS NULL THEN
    INSERT INTO batches (product_id, number, quantity) VALUES (p_product, '', 0) RETURNING id INTO v_id;
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint
-- Makes a batch-tracked product's batches add up to p_quantity, its quantity before a change: stock
-- counted while it was not batch-tracked (tracking switched on, an import's quantities) goes to
-- the köhnə qalıq; less than the batches hold is taken from the earliest. Called under the
-- product's row lock, as every batch change is.
CREATE FUNCTION reconcile_batches(p_product uuid, p_quantity int) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE v_diff int; v_take int; v_old uuid; b record;
BEGIN
  SELECT p_quantity - coalesce(sum(quantity), 0) INTO v_diff FROM batches WHERE product_id = p_product;
  IF v_diff > 0 THEN
    -- the batch first, then the update: a row the function inserts inside the UPDATE's own WHERE
    -- is not seen by that UPDATE (its snapshot is older), and the stock would be lost
    v_old := old_stock_batch(p_product);
    UPDATE batches SET quantity = quantity + v_diff WHERE id = v_old;
  ELSIF v_diff < 0 THEN
    v_diff := -v_diff;
    FOR b IN SELECT id, quantity FROM batches WHERE product_id = p_product AND quantity > 0
        ORDER BY expiry NULLS FIRST, created_at, id LOOP
      EXIT WHEN v_diff = 0;
      v_take := least(v_diff, b.quantity);
      UPDATE batches SET quantity = quantity - v_take WHERE id = b.id;
      v_diff := v_diff - v_take;
    END LOOP;
  END IF;
END $$;
--> statement-breakpoint
-- change_stock (migration 0019) learns batches: p_batches names each change's batch (null: none
-- named). For a batch-tracked product, under the product's row lock its UPDATE took:
--   * an addition goes to the named batch, else the köhnə qalıq;
--   * a removal with a named batch takes from it, never below 0;
--   * a removal without one takes first expired first out (no expiry first: the köhnə qalıq), an
--     order only from batches neither blocked nor inside the product's last-days window, one
--     ledger row (and for an order one order_batches row) per batch it took from.
-- A refusal answers ok false and r_quantity what could be taken (sellable for an order); the
-- caller rolls back. Products not batch-tracked work exactly as before.
DROP FUNCTION change_stock(uuid[], int[], text, uuid, int, uuid, text);
--> statement-breakpoint
CREATE FUNCTION change_stock(
  p_products uuid[], p_deltas int[], p_reason text,
  p_order uuid, p_order_number int, p_seller uuid, p_note text, p_batches uuid[] DEFAULT '{}'
) RETURNS TABLE (r_product uuid, r_ok boolean, r_quantity int, r_in_stock boolean, r_track boolean, r_threshold int)
LANGUAGE plpgsql AS $$
DECLARE
  v_category text; v_flag boolean; v_window int; v_batch uuid; v_left int; v_after int; v_take int; b record;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_products, 1), 0) LOOP
    r_product := p_products[i];
    UPDATE products p SET stock_quantity = p.stock_quantity + p_deltas[i]
      WHERE p.id = p_products[i] AND p.stock_quantity + p_deltas[i] >= 0
      RETURNING true, p.stock_quantity, p.in_stock, p.track_stock, p.low_stock_threshold,
        p.category, p.batch_tracked, p.sell_window_days
      INTO r_ok, r_quantity, r_in_stock, r_track, r_threshold, v_category, v_flag, v_window;
    IF NOT FOUND THEN
      r_ok := false;
      r_quantity := (SELECT p.stock_quantity FROM products p WHERE p.id = p_products[i]);
      RETURN NEXT;
      RETURN;
    END IF;
    IF NOT (r_track AND coalesce(v_flag, batch_tracked_default(v_category))) THEN
      INSERT INTO stock_ledger (product_id, delta, quantity_after, reason, order_id, order_number, seller_id, note)
        VALUES (p_products[i], p_deltas[i], r_quantity, p_reason, p_order, p_order_number, p_seller, p_note);
      RETURN NEXT;
      CONTINUE;
    END IF;
    PERFORM reconcile_batches(p_products[i], r_quantity - p_deltas[i]);
    v_batch := p_batches[i];
    IF p_deltas[i] >= 0 OR v_batch IS NOT NULL THEN
      IF v_batch IS NULL THEN v_batch := old_stock_batch(p_products[i]); END IF;
      UPDATE batches SET quantity = quantity + p_deltas[i]
        WHERE id = v_batch AND product_id = p_products[i] AND quantity + p_deltas[i] >= 0;
      IF NOT FOUND THEN
        r_ok := false;
        r_quantity := coalesce((SELECT quantity FROM batches WHERE id = v_batch AND product_id = p_products[i]), 0);
        RETURN NEXT;
        RETURN;
      END IF;
      INSERT INTO stock_ledger (product_id, delta, quantity_after, reason, order_id, order_number, seller_id, note, batch_id)
        VALUES (p_products[i], p_deltas[i], r_quantity, p_reason, p_order, p_order_number, p_seller, p_note, v_batch);
      RETURN NEXT;
      CONTINUE;
    END IF;
    v_left := -p_deltas[i];
    v_after := r_quantity - p_deltas[i];
    FOR b IN SELECT id, number, expiry, expiry_precision, quantity FROM batches
        WHERE product_id = p_products[i] AND quantity > 0
          AND (p_reason <> 'order' OR (NOT blocked AND (expiry IS NULL
            OR expiry >= shop_today() + coalesce(v_window, sell_window_default(v_category)))))
        ORDER BY expiry NULLS FIRST, created_at, id LOOP
      EXIT WHEN v_left = 0;
      v_take := least(v_left, b.quantity);
      UPDATE batches SET quantity = quantity - v_take WHERE id = b.id;
      v_left := v_left - v_take;
      v_after := v_after - v_take;
      INSERT INTO stock_ledger (product_id, delta, quantity_after, reason, order_id, order_number, seller_id, note, batch_id)
        VALUES (p_products[i], -v_take, v_after, p_reason, p_order, p_order_number, p_seller, p_note, b.id);
      IF p_reason = 'order' AND p_order IS NOT NULL THEN
        INSERT INTO order_batches (order_id, product_id, batch_id, quantity, batch_number, expiry, expiry_precision)
          VALUES (p_order, p_products[i], b.id, v_take, b.number, b.expiry, b.expiry_precision);
      END IF;
    END LOOP;
    IF v_left > 0 THEN
      r_ok := false;
      r_quantity := -p_deltas[i] - v_left;
      RETURN NEXT;
      RETURN;
    END IF;
    RETURN NEXT;
  END LOOP;
END $$;
--> statement-breakpoint
-- The stock the shop had becomes each batch-tracked product's köhnə qalıq, sold first.
INSERT INTO batches (product_id, number, quantity)
  SELECT id, '', stock_quantity FROM products
  WHERE track_stock AND coalesce(batch_tracked, batch_tracked_default(category)) AND stock_quantity > 0;
