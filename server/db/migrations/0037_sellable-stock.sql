ALTER TABLE "products" ADD COLUMN "sellable_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sellable_quantity_nonneg" CHECK ("products"."sellable_quantity" >= 0);--> statement-breakpoint
-- What may be sold now (issue 41, decision 0138). A batch is sold while it is not blocked and its
-- expiry is no sooner than the product's last-days window from the shop's today.
CREATE FUNCTION batch_sellable(p_blocked boolean, p_expiry date, p_window int) RETURNS boolean
  LANGUAGE sql STABLE AS $$ SELECT NOT p_blocked AND (p_expiry IS NULL OR p_expiry >= shop_today() + p_window) $$;
--> statement-breakpoint
-- A batch-tracked product's sellable units: its sellable batches, plus stock its batches do not
-- hold yet (counted while it was not batch-tracked, an import's quantities), which the next stock
-- change puts in the köhnə qalıq (reconcile_batches), never more than its stock.
CREATE FUNCTION sellable_of(p_product uuid, p_stock int, p_window int) RETURNS int
  LANGUAGE sql STABLE AS $$
  SELECT greatest(0, least(p_stock,
    coalesce(sum(quantity) FILTER (WHERE batch_sellable(blocked, expiry, p_window)), 0)
      + greatest(0, p_stock - coalesce(sum(quantity), 0))))::int
  FROM batches WHERE product_id = p_product $$;
--> statement-breakpoint
CREATE FUNCTION product_window(p_category text, p_window smallint) RETURNS int
  LANGUAGE sql IMMUTABLE AS $$ SELECT coalesce(p_window::int, sell_window_default(p_category)) $$;
--> statement-breakpoint
-- A product without batches sells its stock; a batch-tracked one is counted from its batches as
-- they are when its quantity, tracking, category or window changes, in the writing statement
-- itself (an import's quantities stay an in-place update, migration 0022). change_stock, which
-- moves batches after its UPDATE, counts again once they have moved.
CREATE FUNCTION products_sellable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (NEW.track_stock AND coalesce(NEW.batch_tracked, batch_tracked_default(NEW.category))) THEN
    NEW.sellable_quantity := NEW.stock_quantity;
  ELSE
    NEW.sellable_quantity := sellable_of(NEW.id, NEW.stock_quantity, product_window(NEW.category, NEW.sell_window_days));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_sellable BEFORE INSERT OR UPDATE OF
  stock_quantity, track_stock, batch_tracked, category, sell_window_days
  ON products FOR EACH ROW EXECUTE FUNCTION products_sellable();
--> statement-breakpoint
-- Counts batch-tracked products again (null: all of them) and answers how many changed; a change
-- raises the catalogue version, as what a visitor sees may have changed. Run when a batch is
-- blocked or freed, and once each new day (server/services/sellable-stock.ts).
CREATE FUNCTION refresh_sellable(p_products uuid[]) RETURNS int LANGUAGE plpgsql AS $$
DECLARE v_changed int;
BEGIN
  UPDATE products p SET sellable_quantity = s.n
    FROM (SELECT q.id, sellable_of(q.id, q.stock_quantity, product_window(q.category, q.sell_window_days)) AS n
          FROM products q
          WHERE q.track_stock AND coalesce(q.batch_tracked, batch_tracked_default(q.category))
            AND (p_products IS NULL OR q.id = ANY (p_products))) s
    WHERE p.id = s.id AND p.sellable_quantity <> s.n;
  GET DIAGNOSTICS v_changed = ROW_COUNT;
  IF v_changed > 0 THEN PERFORM raise_catalog_version(); END IF;
  RETURN v_changed;
END $$;
--> statement-breakpoint
UPDATE products SET sellable_quantity = stock_quantity;
--> statement-breakpoint
SELECT refresh_sellable(NULL);
--> statement-breakpoint
-- change_stock (migration 0035) counts a batch-tracked product's sellable units after its batches
-- moved, and answers them before and after (r_sellable_before, r_sellable): the storefront's view
-- changes with those, not with the stock on hand (server/services/stock.ts). A batch emptied or
-- first filled raises the catalogue version itself.
DROP FUNCTION change_stock(uuid[], int[], text, uuid, int, uuid, text, uuid[]);
--> statement-breakpoint
CREATE FUNCTION change_stock(
  p_products uuid[], p_deltas int[], p_reason text,
  p_order uuid, p_order_number int, p_seller uuid, p_note text, p_batches uuid[] DEFAULT '{}'
) RETURNS TABLE (r_product uuid, r_ok boolean, r_quantity int, r_in_stock boolean, r_track boolean, r_threshold int,
  r_sellable_before int, r_sellable int)
LANGUAGE plpgsql AS $$
DECLARE
  v_category text; v_flag boolean; v_window int; v_batch uuid; v_left int; v_after int; v_take int; b record;
  v_counted int; v_crossed boolean := false;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_products, 1), 0) LOOP
    r_product := p_products[i];
    UPDATE products p SET stock_quantity = p.stock_quantity + p_deltas[i]
      WHERE p.id = p_products[i] AND p.stock_quantity + p_deltas[i] >= 0
      RETURNING true, p.stock_quantity, p.in_stock, p.track_stock, p.low_stock_threshold,
        p.category, p.batch_tracked, product_window(p.category, p.sell_window_days), p.sellable_quantity
      INTO r_ok, r_quantity, r_in_stock, r_track, r_threshold, v_category, v_flag, v_window, v_counted;
    IF NOT FOUND THEN
      r_ok := false;
      r_quantity := (SELECT p.stock_quantity FROM products p WHERE p.id = p_products[i]);
      RETURN NEXT;
      RETURN;
    END IF;
    IF NOT (r_track AND coalesce(v_flag, batch_tracked_default(v_category))) THEN
      -- products_sellable() has made it the stock
      r_sellable := v_counted;
      r_sellable_before := v_counted - p_deltas[i];
      INSERT INTO stock_ledger (product_id, delta, quantity_after, reason, order_id, order_number, seller_id, note)
        VALUES (p_products[i], p_deltas[i], r_quantity, p_reason, p_order, p_order_number, p_seller, p_note);
      RETURN NEXT;
      CONTINUE;
    END IF;
    -- under the row lock and before any batch moves: the count before this change
    r_sellable_before := sellable_of(p_products[i], r_quantity - p_deltas[i], v_window);
    PERFORM reconcile_batches(p_products[i], r_quantity - p_deltas[i]);
    v_batch := p_batches[i];
    IF p_deltas[i] >= 0 OR v_batch IS NOT NULL THEN
      IF v_batch IS NULL THEN v_batch := old_stock_batch(p_products[i]); END IF;
      UPDATE batches SET quantity = quantity + p_deltas[i]
        WHERE id = v_batch AND product_id = p_products[i] AND quantity + p_deltas[i] >= 0
        RETURNING quantity INTO v_left;
      IF NOT FOUND THEN
        r_ok := false;
        r_quantity := coalesce((SELECT quantity FROM batches WHERE id = v_batch AND product_id = p_products[i]), 0);
        RETURN NEXT;
        RETURN;
      END IF;
      INSERT INTO stock_ledger (product_id, delta, quantity_after, reason, order_id, order_number, seller_id, note, batch_id)
        VALUES (p_products[i], p_deltas[i], r_quantity, p_reason, p_order, p_order_number, p_seller, p_note, v_batch);
      v_crossed := v_crossed OR (p_deltas[i] <> 0 AND (v_left = 0 OR v_left = p_deltas[i]));
    ELSE
      v_left := -p_deltas[i];
      v_after := r_quantity - p_deltas[i];
      FOR b IN SELECT id, number, expiry, expiry_precision, quantity FROM batches
          WHERE product_id = p_products[i] AND quantity > 0
            AND (p_reason <> 'order' OR batch_sellable(blocked, expiry, v_window))
          ORDER BY expiry NULLS FIRST, created_at, id LOOP
        EXIT WHEN v_left = 0;
        v_take := least(v_left, b.quantity);
        v_crossed := v_crossed OR v_take = b.quantity;
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
    END IF;
    r_sellable := sellable_of(p_products[i], r_quantity, v_window);
    IF r_sellable <> v_counted THEN
      UPDATE products SET sellable_quantity = r_sellable WHERE id = p_products[i];
    END IF;
    RETURN NEXT;
  END LOOP;
  -- a batch emptied or first filled may change the earliest expiry a product page shows
  -- (server/services/sellable-stock.ts): once in a batch's life each way
  IF v_crossed THEN PERFORM raise_catalog_version(); END IF;
END $$;
--> statement-breakpoint
-- "Available" in the facet counts is domain/stock.ts isAvailable on the sellable units (migration
-- 0020 read the stock on hand): the functions and the update trigger read sellable_quantity, and
-- the groups are counted again.
CREATE OR REPLACE FUNCTION facet_groups_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO facet_groups (category, available, species, substance_keys, manufacturer, rx, no_meat_withdrawal, no_milk_withdrawal, n)
    SELECT category, in_stock AND (NOT track_stock OR sellable_quantity > 0), species, substance_keys, manufacturer, rx,
      coalesce(withdrawal_meat_days = 0, false), coalesce(withdrawal_milk_days = 0, false), count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO facet_groups (category, available, species, substance_keys, manufacturer, rx, no_meat_withdrawal, no_milk_withdrawal, n)
    SELECT category, in_stock AND (NOT track_stock OR sellable_quantity > 0), species, substance_keys, manufacturer, rx,
      coalesce(withdrawal_meat_days = 0, false), coalesce(withdrawal_milk_days = 0, false), -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION facet_groups_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO facet_groups (category, available, species, substance_keys, manufacturer, rx, no_meat_withdrawal,
    no_milk_withdrawal, n)
  VALUES
    (OLD.category, OLD.in_stock AND (NOT OLD.track_stock OR OLD.sellable_quantity > 0), OLD.species,
      OLD.substance_keys, OLD.manufacturer, OLD.rx, coalesce(OLD.withdrawal_meat_days = 0, false),
      coalesce(OLD.withdrawal_milk_days = 0, false), -1),
    (NEW.category, NEW.in_stock AND (NOT NEW.track_stock OR NEW.sellable_quantity > 0), NEW.species,
      NEW.substance_keys, NEW.manufacturer, NEW.rx, coalesce(NEW.withdrawal_meat_days = 0, false),
      coalesce(NEW.withdrawal_milk_days = 0, false), 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER products_facet_groups_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_facet_groups_update AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.category, OLD.in_stock AND (NOT OLD.track_stock OR OLD.sellable_quantity > 0), OLD.species,
      OLD.substance_keys, OLD.manufacturer, OLD.rx, coalesce(OLD.withdrawal_meat_days = 0, false),
      coalesce(OLD.withdrawal_milk_days = 0, false))
    IS DISTINCT FROM
    (NEW.category, NEW.in_stock AND (NOT NEW.track_stock OR NEW.sellable_quantity > 0), NEW.species,
      NEW.substance_keys, NEW.manufacturer, NEW.rx, coalesce(NEW.withdrawal_meat_days = 0, false),
      coalesce(NEW.withdrawal_milk_days = 0, false)))
  EXECUTE FUNCTION facet_groups_move();
--> statement-breakpoint
DELETE FROM facet_groups;
--> statement-breakpoint
INSERT INTO facet_groups (category, available, species, substance_keys, manufacturer, rx, no_meat_withdrawal,
  no_milk_withdrawal, n, compacted)
SELECT category, in_stock AND (NOT track_stock OR sellable_quantity > 0), species, substance_keys, manufacturer, rx,
  coalesce(withdrawal_meat_days = 0, false), coalesce(withdrawal_milk_days = 0, false), count(*), true
FROM products GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
